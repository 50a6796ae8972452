import type { CSSProperties } from 'react';
import { table } from '../../engine';
import type { ReportFacts, TableRow } from '../../round';
import { PbsMap } from '../components/PbsMap';
import { Quoted } from '../components/Quoted';
import { rulesFor } from '../store';
import { TableDiagram } from '../table/TableDiagram';
import { tableAspect } from '../table/frame';
import { tableFacts } from './tableFacts';
import { flagText, ROUND_WORDS } from './words';
import '../projector/projector.css';

const W = ROUND_WORDS.board;

/**
 * One table shown large on the projector (issue 37): its map and its table diagram drawn as the projector draws them (their
 * short labels, spelled out by their keys), beside its flags and the sheet's ground, weather and scouting; whole on the
 * screen in the room's type. The terrain pieces are the diagram's: the sheet's sentences for them would not fit beside it.
 */
export function BoardLarge({ title, row, report, onBack }: { title: string; row: TableRow; report: ReportFacts; onBack: () => void }) {
  const rules = rulesFor(report.view.setup);
  const facts = tableFacts(report);
  const [first, second] = facts.players;
  return (
    <main className="round-board board-large" aria-labelledby="board-large-title">
      <header className="board-head">
        <h1 id="board-large-title">
          {title} {first && second && <Quoted>{ROUND_WORDS.table.vs({ first: ROUND_WORDS.table.player({ name: first.name, army: first.army }), second: ROUND_WORDS.table.player({ name: second.name, army: second.army }) })}</Quoted>}
        </h1>
        <button type="button" onClick={onBack}>
          {W.back}
        </button>
      </header>
      <div className="board-large-body">
        <div className="room-stage">
          <PbsMap rules={rules} view={report.view} />
        </div>
        <div className="room-stage" style={{ '--table-aspect': tableAspect(table.tableGeometry(rules, report.view.setup)) } as CSSProperties}>
          <TableDiagram rules={rules} view={report.view} printable />
        </div>
        <div className="board-facts">
          {row.flags.length > 0 ? (
            <ul className="board-flags">
              {row.flags.map((f, i) => (
                <li key={i}>
                  {ROUND_WORDS.table.flagLine({ n: f.n, text: flagText(f) })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="board-flags">{W.noFlags}</p>
          )}
          {facts.sections
            .filter((section) => section.id !== 'battle' && section.id !== 'terrain')
            .map((section) => (
              <section key={section.id}>
                <h2>{section.title}</h2>
                <ul>
                  {section.rows.map((r, i) => (
                    <li key={i}>
                      <strong>{r.quoted === 'label' ? <Quoted>{r.label}</Quoted> : r.label}</strong>
                      {ROUND_WORDS.colon} {r.quoted === 'value' ? <Quoted>{r.value}</Quoted> : r.value}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
      </div>
    </main>
  );
}
