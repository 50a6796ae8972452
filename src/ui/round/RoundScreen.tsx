import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { roundRows, type Round, type TableRow } from '../../round';
import { downloadText } from '../game/files';
import { formatHash, useNavigation } from '../navigation';
import { AddReport } from './AddReport';
import { EventCode } from './EventCode';
import { NewRound } from './NewRound';
import { roundCsv, roundFileName } from './roundExport';
import { RoundSummary } from './RoundSummary';
import { prepareScanning } from './scan/decode';
import { TableCard } from './TableCard';
import { useRound } from './useRound';
import { ROUND_WORDS as W } from './words';
import './round.css';
import { useLanguage } from '../shell/useLanguage';

// Home's list of rounds comes with this screen's code, loaded once Home shows (Home's own scripts stay within their ceiling).
export { RoundList } from './RoundList';

/** The round's files: the round file to keep or move, the CSV, and the printed one-page summary. */
function RoundFiles({ round, rows }: { round: Round; rows: readonly TableRow[] }) {
  return (
    <section className="card round-files" aria-labelledby="round-files-title">
      <h2 id="round-files-title">{W.files.heading}</h2>
      <div className="round-buttons">
        <button type="button" onClick={() => downloadText(roundFileName(round, 'json'), `${JSON.stringify(round, null, 2)}\n`)}>
          {W.files.exportRound}
        </button>
        <button type="button" onClick={() => downloadText(roundFileName(round, 'csv'), roundCsv(rows))}>
          {W.files.exportCsv}
        </button>
        <button type="button" onClick={() => window.print()}>
          {W.files.print}
        </button>
        <button type="button" onClick={() => window.open(formatHash('roundBoard', { id: round.id }), 'pbw-round-board', 'popup,width=1280,height=720')}>
          {W.board.open}
        </button>
      </div>
    </section>
  );
}

function RoundView({ id }: { id: string }) {
  const { state, storeFailed, addReport, setRuling } = useRound(id);
  // The table the last report landed in is outlined, so a scan is seen in its table too.
  const [landed, setLanded] = useState<number | null>(null);
  const add = useCallback<typeof addReport>(
    async (text, source) => {
      const added = await addReport(text, source);
      if (added) setLanded(added.table);
      return added;
    },
    [addReport],
  );
  // The decoder is fetched and kept as the round screen opens, so scanning works offline from then on (issue 37).
  useEffect(() => {
    void prepareScanning().catch(() => undefined);
  }, []);
  const lang = useLanguage();
  // `lang`: the words inside are read from the catalogues in the language on screen, so a new language builds them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rows = useMemo(() => (state.kind === 'ready' ? roundRows(state.round, state.read) : []), [state, lang]);
  if (state.kind === 'loading') return <p role="status">{W.loading}</p>;
  if (state.kind === 'missing')
    return (
      <section className="error-box" role="alert">
        <p>{W.notFound}</p>
        <a href={formatHash('home')}>{W.home}</a>
      </section>
    );
  const { round } = state;
  const title = W.title({ event: round.event, round: round.round });
  return (
    <div className="round-screen">
      <header className="round-head">
        <p className="kicker">{W.heading}</p>
        <h1>{title}</h1>
        {round.profile && <p>{round.profile.name}</p>}
      </header>
      {storeFailed && (
        <p role="alert" className="field-error">
          {W.storage}
        </p>
      )}
      <div className="round-top">
        <AddReport addReport={add} />
        <div className="card round-event">
          <EventCode event={round.event} round={round.round} {...(round.profile ? { profile: round.profile } : {})} />
        </div>
      </div>
      <RoundSummary title={title} rows={rows} />
      <div className="round-tables">
        {rows.map((row, i) => (
          <TableCard key={`${row.table ?? 'u'}-${row.reports[0]?.record.id ?? i}`} row={row} onRuling={setRuling} landed={row.table !== null && row.table === landed} />
        ))}
      </div>
      <RoundFiles round={round} rows={rows} />
    </div>
  );
}

/** The umpire's round (issue 37): a new round's form, or the round its address names with every table and its flags. */
export function RoundScreen(): ReactElement {
  const id = useNavigation((s) => s.params.id);
  return id ? <RoundView key={id} id={id} /> : <NewRound />;
}
