import type { TableRow } from '../../round';
import { Quoted } from '../components/Quoted';
import { rowFacts, rowPlayers } from './roundExport';
import { flagText, ROUND_WORDS as W } from './words';

/** The one-page round summary (issue 37): a line a table, in the sheet's words, with its flags' numbers; what printing prints. */
export function RoundSummary({ title, rows }: { title: string; rows: readonly TableRow[] }) {
  return (
    <section className="round-summary" aria-labelledby="round-summary-title">
      <h2 id="round-summary-title">
        {W.summary.heading}
        {W.colon} <Quoted>{title}</Quoted>
      </h2>
      <table>
        <thead>
          <tr>
            {W.summary.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const facts = rowFacts(row);
            const players = rowPlayers(row, facts);
            return (
              <tr key={i} className={row.flags.length > 0 ? 'round-flagged' : undefined}>
                <th scope="row">{row.table ?? W.table.unassigned}</th>
                <td>{players.length === 2 && <Quoted>{W.table.vs({ first: W.table.player({ name: players[0]!.name, army: players[0]!.army }), second: W.table.player({ name: players[1]!.name, army: players[1]!.army }) })}</Quoted>}</td>
                <td>{facts && <Quoted>{facts.territory}</Quoted>}</td>
                <td>{facts?.square}</td>
                <td>{facts?.invader}</td>
                <td>{facts?.step}</td>
                <td>
                  {row.flags.map((f, j) => (
                    <span key={j} className="round-flag-chip" title={flagText(f)}>
                      {W.table.flagNumber({ n: f.n })}
                    </span>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="round-legend">
        <strong>{W.summary.legend}</strong>
        {W.colon}{' '}
        {W.summary.flags.map((text, i) => (
          <span key={i}>
            {W.table.flagNumber({ n: i + 1 })} {text}.{' '}
          </span>
        ))}
      </p>
    </section>
  );
}
