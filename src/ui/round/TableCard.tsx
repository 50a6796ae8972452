import { useState } from 'react';
import type { Flag, ReadReport, ReportFacts, TableRow } from '../../round';
import { Quoted } from '../components/Quoted';
import { rules } from '../store';
import { tableFacts } from './tableFacts';
import { flagText, ROUND_WORDS as W } from './words';

/** A flag with its number, its reason and, where one applies, the rule it cites. */
function FlagLine({ flag }: { flag: Flag }) {
  const source = flag.code === 'battleWeather' ? rules().weather.drift.source : null;
  return (
    <li className={`round-flag round-flag-${flag.n}`}>
      <strong>{W.table.flagNumber({ n: flag.n })}</strong> {flagText(flag)}
      {source && (
        <span className="sheet-source">
          {' '}
          <Quoted source>{source}</Quoted>
        </span>
      )}
    </li>
  );
}

/** What the app checked of a report, said exactly (issue 37): the checksum catches damage, the replay the rules, the code the rolls and deals. */
function Checks({ report }: { report: ReportFacts }) {
  return (
    <ul className="round-checks">
      <li>{report.record.source === 'link' ? W.checks.checksum : W.checks.file}</li>
      <li>{W.checks.replay}</li>
      <li>{W.checks.chance[report.chance]}</li>
    </ul>
  );
}

/** One report of a table: players and armies, then the battle sheet's own rows for the sides, the ground, the weather, the terrain and scouting. */
function ReportFactsView({ report }: { report: ReportFacts }) {
  const facts = tableFacts(report);
  return (
    <div className="round-report">
      <p>
        <strong>{W.table.players}</strong>
        {W.colon}{' '}
        {facts.players.map((p, i) => (
          <span key={i}>
            {i > 0 && ' · '}
            <Quoted>{W.table.player({ name: p.name, army: p.army })}</Quoted>
          </span>
        ))}
      </p>
      <p>
        <strong>{W.table.step}</strong>
        {W.colon} {report.finished ? W.table.finished : facts.step}
      </p>
      {facts.sections.map((section) => (
        <section key={section.id} className="round-section">
          <h4>{section.title}</h4>
          <ul>
            {section.rows.map((row, i) => (
              <li key={i}>
                <strong>{row.quoted === 'label' ? <Quoted>{row.label}</Quoted> : row.label}</strong>
                {W.colon} {row.quoted === 'value' ? <Quoted>{row.value}</Quoted> : row.value}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h4>{W.table.checked}</h4>
      <Checks report={report} />
    </div>
  );
}

function RulingForm({ table, text, onRuling }: { table: number; text: string; onRuling: (table: number, text: string) => void }) {
  const [draft, setDraft] = useState(text);
  const [saved, setSaved] = useState(false);
  const id = `ruling-${table}`;
  return (
    <form
      className="round-ruling"
      onSubmit={(e) => {
        e.preventDefault();
        onRuling(table, draft);
        setSaved(true);
      }}
    >
      <label htmlFor={id}>{W.table.ruling}</label>
      <textarea id={id} value={draft} maxLength={1000} rows={2} onChange={(e) => (setDraft(e.target.value), setSaved(false))} />
      <button type="submit">{W.table.rulingSave}</button>
      <span role="status">{saved ? W.table.rulingSaved : ''}</span>
    </form>
  );
}

const reportsOk = (reports: ReadReport[]): ReportFacts[] => reports.filter((r): r is ReportFacts => r.ok);

/**
 * A table of the round (or an unassigned report): its pairing, flags, each report in the sheet's words, what was checked,
 * its history and ruling; outlined when the last report added landed in it.
 */
export function TableCard({ row, onRuling, landed = false }: { row: TableRow; onRuling: (table: number, text: string) => void; landed?: boolean }) {
  const heading = row.table === null ? W.table.unassigned : row.pairing ? W.table.paired({ table: row.table }) : W.table.heading({ table: row.table });
  const ok = reportsOk(row.reports);
  const titleId = `round-table-${row.table ?? row.reports[0]?.record.id}`;
  return (
    <article className={`card round-table${row.flags.length > 0 ? ' round-flagged' : ''}${landed ? ' round-landed' : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {heading}
        {row.pairing && (
          <>
            {' '}
            <Quoted>{W.table.vs({ first: row.pairing.first, second: row.pairing.second })}</Quoted>
          </>
        )}
      </h3>
      {row.pairing && (row.pairing.firstArmy || row.pairing.secondArmy) && (
        <p>
          <strong>{W.table.pairing}</strong>
          {W.colon} <Quoted>{W.table.vs({ first: W.table.player({ name: row.pairing.first, army: row.pairing.firstArmy ?? '-' }), second: W.table.player({ name: row.pairing.second, army: row.pairing.secondArmy ?? '-' }) })}</Quoted>
        </p>
      )}
      <h4>{W.table.flags}</h4>
      {row.flags.length > 0 ? (
        <ul className="round-flags">
          {row.flags.map((flag, i) => (
            <FlagLine key={i} flag={flag} />
          ))}
        </ul>
      ) : (
        <p>{W.table.noFlags}</p>
      )}
      {row.reports.length === 0 && <p>{W.table.noReport}</p>}
      {ok.map((report, i) => (
        <div key={report.record.id}>
          {ok.length > 1 && <h4>{W.table.report({ n: i + 1 })}</h4>}
          <ReportFactsView report={report} />
        </div>
      ))}
      {row.history.length > 0 && (
        <details>
          <summary>{W.table.history}</summary>
          <ul>
            {row.history.map((h, i) => (
              <li key={i}>{W.history({ what: h.what, at: W.at({ when: new Date(h.at) }) })}</li>
            ))}
          </ul>
        </details>
      )}
      {row.table !== null && <RulingForm table={row.table} text={row.ruling?.text ?? ''} onRuling={onRuling} />}
    </article>
  );
}
