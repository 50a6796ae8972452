import type { CcnBattleDice, CcnPack } from '../../packs/ccn';
import { ErrorNotice } from '../components/ErrorNotice';
import { AppliedRules } from '../packs/AppliedRules';
import { CCN_DICE_WORDS } from './diceWords';
import { DiceNotes } from './DiceNotes';
import { hillSituation, type DiceForm, type DiceOutcome } from './diceForm';
import { ccnReference } from './reference';

const w = CCN_DICE_WORDS.answer;

/** The pack's codes for rules that forbid the battle outright (seed 003: Rugged Hill, River, Forest, Town). */
const BLOCKING = new Set(['battleProhibited', 'meleeNotPossible', 'impassable', 'noBattleAfterMove']);

function Headline({ result }: { result: CcnBattleDice }) {
  if (!result.mayBattle) {
    return (
      <p className="dice-headline dice-blocked">
        <span aria-hidden="true">✕ </span>
        {w.mayNotBattle}
      </p>
    );
  }
  return (
    <p className="dice-headline">
      {w.roll} <span className="dice-number">{result.dice}</span> {w.diceWord({ count: result.dice })}
    </p>
  );
}

/**
 * The calculator's answer: the dice to roll (or why the unit may not battle), how they were reached, the flags
 * the target may ignore, the hill and Charge card situation, every rule quoted with its source, and the notes
 * on moving and forming square on both hexes.
 */
export function DiceAnswer({ pack, form, outcome }: { pack: CcnPack; form: DiceForm; outcome: DiceOutcome }) {
  if (outcome.kind === 'needsDice') return <p className="dice-pending">{w.needsDice}</p>;
  if (outcome.kind === 'refused') return <ErrorNotice message={w.refused} details={outcome.error} />;
  const { result, open } = outcome;
  const name = (id: string) => pack.terrain.get(id)?.name ?? id;
  const unit = CCN_DICE_WORDS.units[form.unit];
  const blocking = result.applied.filter((a) => BLOCKING.has(a.code));
  const others = result.applied.filter((a) => !BLOCKING.has(a.code));
  const parts = others.filter((a) => a.modifier !== 0);
  const terms = parts.map((a) =>
    w.term({ sign: a.modifier < 0 ? 'minus' : 'plus', size: Math.abs(a.modifier), what: w.situations[a.code]?.({ terrain: name(a.terrain) }) ?? name(a.terrain) }),
  );
  const raw = open + parts.reduce((sum, p) => sum + p.modifier, 0);
  const hill = result.mayBattle ? hillSituation(pack, form) : null;
  const readings = result.readings.map((r) => ({ rule: r.text, source: r.source, reading: true }));
  return (
    <>
      <Headline result={result} />
      {result.mayBattle ? (
        <p className="dice-sum">{w.sum({ open, terms: terms.join(''), result: result.dice, floored: raw < 0 })}</p>
      ) : (
        <div className="dice-why">
          <h3>{w.why}</h3>
          <ul>
            {blocking.map((a, i) => (
              <li key={`${a.code}-${i}`}>{w.blocked[a.code]?.({ unit, terrain: name(a.terrain) })}</li>
            ))}
          </ul>
          <AppliedRules rules={blocking} reference={ccnReference} from="ccnDice" label={w.whyRules} />
        </div>
      )}
      {result.mayBattle && <p className="dice-flags">{w.flags({ count: result.ignoreFlags })}</p>}
      {hill && <p>{w.hill[hill.kind]({ hill: hill.hill })}</p>}
      {result.mayBattle && result.chargeCardDice !== null && <p>{result.chargeCardDice ? w.charge.adds : w.charge.denied}</p>}
      {others.length + readings.length > 0 && (
        <>
          <h3>{w.rulesTitle}</h3>
          <AppliedRules rules={[...others, ...readings]} reference={ccnReference} from="ccnDice" label={w.rulesTitle} />
        </>
      )}
      <DiceNotes pack={pack} form={form} notes={result.notes} />
    </>
  );
}
