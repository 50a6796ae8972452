import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { roundRows, type ReportFacts, type TableRow } from '../../round';
import { BoardLarge } from './BoardLarge';
import { Quoted } from '../components/Quoted';
import { useNavigation } from '../navigation';
import { FullScreenButton } from '../projector/FullScreenButton';
import { rowFacts } from './roundExport';
import { ROUND_CHANNEL, readRound, type RoundState } from './useRound';
import { ROUND_WORDS } from './words';
import './roundBoard.css';
import { useLanguage } from '../shell/useLanguage';

const W = ROUND_WORDS.board;

const titleOf = (row: TableRow) => (row.table === null ? ROUND_WORDS.table.unassigned : ROUND_WORDS.table.heading({ table: row.table }));

/** A table on the board: its number and players, territory and battle square, the step reached and its flags' numbers; pressed, it is shown large. */
function BoardTable({ row, onShow }: { row: TableRow; onShow: (() => void) | null }) {
  const facts = rowFacts(row);
  const players = facts?.players ?? (row.pairing ? [{ name: row.pairing.first }, { name: row.pairing.second }] : []);
  const lines = (
    <>
      <span className="board-line board-title">
        <strong>{titleOf(row)}</strong> {players.length === 2 && <Quoted>{ROUND_WORDS.table.vs({ first: players[0]!.name, second: players[1]!.name })}</Quoted>}
      </span>
      <span className="board-line">{facts ? W.ground({ territory: facts.territory, square: facts.square }) : W.noReport}</span>
      <span className="board-line">{facts?.step ?? ''}</span>
      <span className="board-line board-flags">{row.flags.length > 0 ? W.flags({ numbers: row.flags.map((f) => f.n).join(' ') }) : W.noFlags}</span>
    </>
  );
  return (
    <li className={`board-table${row.flags.length > 0 ? ' board-flagged' : ''}`}>
      {onShow ? (
        <button type="button" className="board-show" onClick={onShow}>
          {lines}
        </button>
      ) : (
        lines
      )}
    </li>
  );
}

/**
 * The round's board on the projector (issue 37, "On the projector"): every table at once, whole on the screen, each a few
 * lines in large type, updated as reports arrive (the round's window says so on its channel).
 */
export function RoundBoard(): ReactElement {
  const id = useNavigation((s) => s.params.id) ?? '';
  const [state, setState] = useState<RoundState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const load = () => void readRound(id).then((next) => live && setState(next));
    load();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ROUND_CHANNEL);
    if (channel) channel.onmessage = (e: MessageEvent<{ id?: unknown }>) => e.data?.id === id && load();
    return () => {
      live = false;
      channel?.close();
    };
  }, [id]);
  const lang = useLanguage();
  // `lang`: the words inside are read from the catalogues in the language on screen, so a new language builds them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rows = useMemo(() => (state.kind === 'ready' ? roundRows(state.round, state.read) : []), [state, lang]);
  const [large, setLarge] = useState<number | null>(null);
  if (state.kind !== 'ready') return <p className="board-status">{state.kind === 'loading' ? ROUND_WORDS.loading : ROUND_WORDS.notFound}</p>;
  const dense = rows.length > 20 ? ' board-dense' : '';
  const shown = large === null ? null : rows[large];
  const report = shown?.reports.find((r): r is ReportFacts => r.ok);
  if (shown && report) return <BoardLarge title={titleOf(shown)} row={shown} report={report} onBack={() => setLarge(null)} />;
  return (
    <main className={`round-board${dense}`} aria-labelledby="board-title">
      <header className="board-head">
        <h1 id="board-title">
          <Quoted>{ROUND_WORDS.title({ event: state.round.event, round: state.round.round })}</Quoted>
        </h1>
        <FullScreenButton />
      </header>
      <ol className="board-tables">
        {rows.map((row, i) => (
          <BoardTable key={`${row.table ?? 'u'}-${i}`} row={row} onShow={row.reports.some((r) => r.ok) ? () => setLarge(i) : null} />
        ))}
      </ol>
    </main>
  );
}
