import { useId } from 'react';
import { meleeDiceWith, type AgvMeleeDice, type AgvPack, type AgvUnitType } from '../../packs/agv';
import { ErrorNotice } from '../components/ErrorNotice';
import { AppliedRules } from '../packs/AppliedRules';
import { AGV_EFFECTS_WORDS } from './effectsWords';
import { readingRule, shownRules } from './effectsAspects';
import { chooseMelee, useEffectsChoices, type MeleeRound } from './effectsChoices';
import { EffectsDiceField, readDice } from './EffectsDiceField';
import { EffectsFeatureChecks } from './EffectsFeatureChecks';
import { EffectsFeatureCounts } from './EffectsFeatureCounts';
import { EffectsUnitChoice } from './EffectsUnitChoice';
import { agvReference } from './reference';

const w = AGV_EFFECTS_WORDS;
const m = w.melee;
const ROUNDS: readonly MeleeRound[] = ['first', 'later'];

/** Why the dice are what they are, one sentence per rule that changed them. */
function whyLines(pack: AgvPack, r: AgvMeleeDice, charger: AgvUnitType, dice: number): string[] {
  const name = (id: string | undefined) => pack.features.get(id ?? '')?.name ?? '';
  const lines = r.applied.flatMap((a) => {
    if (a.code === 'chargeProhibited') return [m.why.chargeProhibited({ units: w.unitsPlural[charger], feature: name(a.feature) })];
    if (a.code === 'noAdvantage') return [m.why.noAdvantage({ feature: name(a.feature) })];
    return [];
  });
  if (!r.mayCharge) return lines;
  if (r.advantages > 0) lines.push(m.halved({ from: dice, times: r.advantages, to: r.dice }));
  else if (r.applied.some((a) => a.code === 'fullyEngaged')) lines.push(m.later({ dice: r.dice }));
  else lines.push(m.none({ dice: r.dice }));
  return lines;
}

/** The hand-to-hand calculator: the charger's dice in the open and the features the defender is defending, answered as dice to roll (or "not allowed") with the rules (seed 004 How does terrain affect hand-to-hand combat?). */
export function MeleeCalculator({ pack }: { pack: AgvPack }) {
  const uid = useId();
  const v = useEffectsChoices((s) => s.melee);
  const all = [...pack.features.values()];
  const read = readDice(v.dice);
  const result = read.ok
    ? meleeDiceWith(pack, {
        dice: read.dice,
        charger: v.charger,
        defender: v.defender,
        defending: v.defending,
        round: v.round,
        chargedThrough: v.chargedThrough,
        chargerIn: v.chargerIn,
        defenderIn: v.defenderIn,
      })
    : null;
  const status = !read.ok ? w.dice.waiting : result?.ok ? (result.mayCharge ? m.roll({ dice: result.dice }) : m.noCharge) : '';
  return (
    <section className="card effects-tool" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{m.title}</h2>
      <p>{m.intro}</p>
      <EffectsDiceField id={`${uid}-dice`} value={v.dice} onChange={(dice) => chooseMelee({ dice })} />
      <EffectsUnitChoice legend={m.charger} name={`${uid}-charger`} value={v.charger} onChange={(charger) => chooseMelee({ charger })} />
      <EffectsUnitChoice legend={m.defender} name={`${uid}-defender`} value={v.defender} onChange={(defender) => chooseMelee({ defender })} />
      <EffectsFeatureCounts
        uid={`${uid}-defending`}
        legend={m.defending}
        hint={m.defendingHint}
        features={all.filter((x) => x.handToHandAdvantage.gives && x.handToHandAdvantage.beneficiary !== 'unitsNotInFeature')}
        value={v.defending}
        onChange={(defending) => chooseMelee({ defending })}
      />
      <fieldset>
        <legend>{m.round}</legend>
        <div className="checks">
          {ROUNDS.map((round) => (
            <label key={round} className="check">
              <input type="radio" name={`${uid}-round`} checked={v.round === round} onChange={() => chooseMelee({ round })} />
              {m.rounds[round]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="effects-result">
        <p className={`effects-live effects-dice${result?.ok && !result.mayCharge ? ' refused' : ''}`} role="status">
          {status}
        </p>
        {result && !result.ok && <ErrorNotice message={m.refused} details={result.error} />}
        {result?.ok && read.ok && (
          <>
            <ul className="effects-why">
              {whyLines(pack, result, v.charger, read.dice).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <AppliedRules rules={shownRules(result.applied)} reference={agvReference} from="agvEffects" label={w.rulesApplied} />
            {result.notes.length > 0 && <AppliedRules rules={shownRules(result.notes)} reference={agvReference} from="agvEffects" label={w.crossing.notes} />}
            {result.readings.length > 0 && <AppliedRules rules={result.readings.map(readingRule)} reference={agvReference} from="agvEffects" label={w.readingsLabel} />}
          </>
        )}
      </div>
      <details className="effects-more">
        <summary>{m.more}</summary>
        <EffectsFeatureChecks legend={m.chargedThrough} features={all} value={v.chargedThrough} onChange={(chargedThrough) => chooseMelee({ chargedThrough })} />
        <EffectsFeatureChecks legend={m.chargerIn} features={all} value={v.chargerIn} onChange={(chargerIn) => chooseMelee({ chargerIn })} />
        <EffectsFeatureChecks
          legend={m.defenderIn}
          features={all.filter((x) => x.handToHandAdvantage.beneficiary === 'unitsNotInFeature')}
          value={v.defenderIn}
          onChange={(defenderIn) => chooseMelee({ defenderIn })}
        />
      </details>
    </section>
  );
}
