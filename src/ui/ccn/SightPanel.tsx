import type { CcnLineOfSight, PackResult } from '../../packs/ccn';
import { ErrorNotice } from '../components/ErrorNotice';
import { AppliedRules, type ShownRule } from '../packs/AppliedRules';
import { CCN_SIGHT_WORDS, hexName } from './sightWords';
import { hexKey, toCell, type Axial } from './hexLayout';
import { hexBrief, lineSteps, type HexView } from './hexView';
import type { SightBoard } from './sightBoard';
import { ccnReference } from './reference';

const w = CCN_SIGHT_WORDS.result;

interface Props {
  board: SightBoard;
  views: readonly HexView[];
  /** The pack's answer, once the firer and the target are picked. */
  answer: PackResult<CcnLineOfSight> | null;
}

/** The rules behind an answer, each once: the data's sentences for what each hex did, then our readings, marked. */
function shownRules(answer: CcnLineOfSight): ShownRule[] {
  const rules: ShownRule[] = [];
  for (const r of answer.reasons) if (!rules.some((x) => x.rule === r.rule && x.source === r.source)) rules.push({ rule: r.rule, source: r.source });
  return [...rules, ...answer.readings.map((r) => ({ rule: r.text, source: r.source, reading: true }))];
}

/** What one step of the line did: blocks, does not, or passes beside a single blocking hex (the hex-side reading). */
function stepVerdict(answer: CcnLineOfSight, hexes: readonly Axial[]): string {
  const blocked = new Set(answer.blockedBy.map(hexKey));
  if (hexes.every((h) => blocked.has(hexKey(h)))) return w.blocks;
  const anyBlocks = hexes.some((h) => answer.reasons.some((r) => r.blocks && r.q === h.q && r.r === h.r));
  return hexes.length === 2 && anyBlocks ? w.halfSide : w.doesNotBlock;
}

/** Two hexes beside a side, top one first, then left one first, as a reader scans the board. */
function readingOrder(a: Axial, b: Axial): [Axial, Axial] {
  const [ca, cb] = [toCell(a), toCell(b)];
  return ca.row < cb.row || (ca.row === cb.row && ca.col < cb.col) ? [a, b] : [b, a];
}

/**
 * The answer in words: blocked or clear (announced), the hexes the line crosses in order with what each did,
 * and every rule that applied, quoted and cited, with our readings marked "Reading".
 */
export function SightPanel({ board, views, answer }: Props) {
  const byKey = new Map(views.map((v) => [v.key, v]));
  const brief = (h: Axial) => {
    const v = byKey.get(hexKey(h));
    return v ? hexBrief(v) : hexName(toCell(h).row, toCell(h).col);
  };
  const along = (a: Axial, b: Axial) => {
    const [first, second] = readingOrder(a, b);
    return w.along({ first: brief(first), second: brief(second) });
  };
  const ok = answer?.ok ? answer : null;
  const status = ok ? (ok.blocked ? w.blocked : w.clear) : !board.firer && !board.target ? w.pickBoth : !board.firer ? w.pickFirer : !board.target ? w.pickTarget : '';
  const missingUnit = (['firer', 'target'] as const).filter((end) => {
    const at = board[end];
    return at && !byKey.get(hexKey(at))?.unit;
  });
  return (
    <section className="sight-panel" aria-labelledby="sight-result-title">
      <h2 id="sight-result-title" tabIndex={-1}>{w.title}</h2>
      <p role="status" className={ok ? (ok.blocked ? 'sight-verdict sight-verdict-blocked' : 'sight-verdict sight-verdict-clear') : 'sight-verdict'}>
        {ok && <span aria-hidden="true">{ok.blocked ? '✕ ' : '✓ '}</span>}
        {status}
      </p>
      {answer && !answer.ok && <ErrorNotice message={w.refused} details={answer.error} />}
      {ok && board.firer && board.target && (
        <>
          <p>{w.from({ firer: brief(board.firer), target: brief(board.target) })}</p>
          {missingUnit.map((end) => (
            <p key={end} className="hint">
              {w.noUnit({ end })}
            </p>
          ))}
          <h3>{w.crossedTitle}</h3>
          {ok.crossed.length === 0 ? (
            <p>{w.adjacent}</p>
          ) : (
            <ol className="sight-steps">
              {lineSteps(ok).map((hexes) => {
                const verdict = stepVerdict(ok, hexes);
                return (
                  <li key={hexes.map(hexKey).join('|')}>
                    {w.step({ hex: hexes.length === 2 ? along(hexes[0]!, hexes[1]!) : brief(hexes[0]!) })}
                    {verdict === w.blocks ? <strong className="sight-blocks">
                        <span aria-hidden="true">✕ </span>
                        {verdict}
                      </strong> : verdict}
                  </li>
                );
              })}
            </ol>
          )}
          <h3>{w.rules}</h3>
          {ok.reasons.length + ok.readings.length === 0 ? (
            <p>{w.nothingCited}</p>
          ) : (
            <AppliedRules rules={shownRules(ok)} reference={ccnReference} from="ccnSight" label={w.rules} />
          )}
        </>
      )}
    </section>
  );
}
