import { useId } from 'react';
import { fireDiceWith, type AgvFeature, type AgvFireDice, type AgvPack, type AgvUnitType } from '../../packs/agv';
import { ErrorNotice } from '../components/ErrorNotice';
import { AppliedRules } from '../packs/AppliedRules';
import { AGV_EFFECTS_WORDS } from './effectsWords';
import { readingRule, shownRules } from './effectsAspects';
import { chooseFire, useEffectsChoices } from './effectsChoices';
import { EffectsDiceField, readDice } from './EffectsDiceField';
import { EffectsFeatureChecks } from './EffectsFeatureChecks';
import { EffectsFeatureCounts } from './EffectsFeatureCounts';
import { EffectsUnitChoice } from './EffectsUnitChoice';
import { agvReference } from './reference';

const w = AGV_EFFECTS_WORDS;
const f = w.fire;

/** Features that can change fire from where they stand: cover between, the firer's own, the target's own, and those the target is beyond. */
function fireFeatures(pack: AgvPack) {
  const all = [...pack.features.values()];
  const stops = (x: AgvFeature, dir: 'into' | 'outOf' | 'beyond') => x.stopsFire.missile[dir] === true || x.stopsFire.artillery[dir] === true;
  return {
    cover: all.filter((x) => x.cover.gives),
    firerIn: all.filter((x) => stops(x, 'outOf') || Object.values(x.units).some((u) => u.mayFireWhileInterpenetrated === false)),
    targetIn: all.filter((x) => stops(x, 'into') || x.cover.onlyWhenInterpenetrated === true),
    beyond: all.filter((x) => stops(x, 'beyond')),
  };
}

/** Why the dice are what they are, one sentence per rule that changed them. */
function whyLines(pack: AgvPack, r: AgvFireDice, firer: AgvUnitType, dice: number): string[] {
  const name = (id: string | undefined) => pack.features.get(id ?? '')?.name ?? '';
  const lines = r.applied.flatMap((a) => {
    if (a.code === 'cannotFire') return [f.why.cannotFire({ units: w.unitsPlural[firer], feature: name(a.feature) })];
    if (a.code === 'stopsFire') return [f.why.stopsFire({ feature: name(a.feature) })];
    if (a.code === 'noCover') return [f.why.noCover({ feature: name(a.feature) })];
    if (a.code === 'twoCoverFeatures') return [f.why.twoCoverFeatures({ count: r.coverCount })];
    if (a.code === 'notAllStandsCovered') return [f.why.notAllStandsCovered];
    return [];
  });
  if (r.mayFire) lines.push(r.covered ? f.halved({ from: dice, to: r.dice }) : f.full({ dice: r.dice }));
  return lines;
}

/** The fire calculator: dice in the open, the firer, the cover between, and where both stand, answered as dice to roll or "cannot fire" with the rules (seed 004 How does terrain affect firing?). */
export function FireCalculator({ pack }: { pack: AgvPack }) {
  const uid = useId();
  const v = useEffectsChoices((s) => s.fire);
  const lists = fireFeatures(pack);
  const read = readDice(v.dice);
  const result = read.ok
    ? fireDiceWith(pack, {
        dice: read.dice,
        firer: v.firer,
        ...(v.firer === 'artillery' ? { fire: v.artilleryFire } : {}),
        target: v.target,
        coverFeatures: v.cover,
        allStandsCovered: v.allStandsCovered,
        firerIn: v.firerIn,
        targetIn: v.targetIn,
        beyond: v.beyond,
      })
    : null;
  const status = !read.ok ? w.dice.waiting : result?.ok ? (result.mayFire ? f.roll({ dice: result.dice }) : f.cannot) : '';
  return (
    <section className="card effects-tool" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{f.title}</h2>
      <p>{f.intro}</p>
      <EffectsDiceField id={`${uid}-dice`} value={v.dice} onChange={(dice) => chooseFire({ dice })} />
      <EffectsUnitChoice legend={f.firer} name={`${uid}-firer`} value={v.firer} onChange={(firer) => chooseFire({ firer })} />
      {v.firer === 'artillery' && (
        <fieldset>
          <legend>{f.kind}</legend>
          <div className="checks">
            {(['artillery', 'lightArtillery'] as const).map((k) => (
              <label key={k} className="check">
                <input type="radio" name={`${uid}-kind`} checked={v.artilleryFire === k} onChange={() => chooseFire({ artilleryFire: k })} />
                {w.fireKinds[k]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <EffectsUnitChoice legend={f.target} name={`${uid}-target`} value={v.target} onChange={(target) => chooseFire({ target })} />
      <EffectsFeatureCounts uid={`${uid}-cover`} legend={f.cover} hint={f.coverHint} features={lists.cover} value={v.cover} onChange={(cover) => chooseFire({ cover })} />
      <label className="check">
        <input type="checkbox" checked={v.allStandsCovered} onChange={(e) => chooseFire({ allStandsCovered: e.target.checked })} />
        {f.allStands}
      </label>
      <div className="effects-result">
        <p className={`effects-live effects-dice${result?.ok && !result.mayFire ? ' refused' : ''}`} role="status">
          {status}
        </p>
        {result && !result.ok && <ErrorNotice message={f.refused} details={result.error} />}
        {result?.ok && read.ok && (
          <>
            <ul className="effects-why">
              {whyLines(pack, result, v.firer, read.dice).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <AppliedRules rules={shownRules(result.applied)} reference={agvReference} from="agvEffects" label={w.rulesApplied} />
            {result.readings.length > 0 && <AppliedRules rules={result.readings.map(readingRule)} reference={agvReference} from="agvEffects" label={w.readingsLabel} />}
          </>
        )}
      </div>
      <details className="effects-more">
        <summary>{f.more}</summary>
        <EffectsFeatureChecks legend={f.firerIn} features={lists.firerIn} value={v.firerIn} onChange={(firerIn) => chooseFire({ firerIn })} />
        <EffectsFeatureChecks legend={f.targetIn} features={lists.targetIn} value={v.targetIn} onChange={(targetIn) => chooseFire({ targetIn })} />
        <EffectsFeatureChecks legend={f.beyond} features={lists.beyond} value={v.beyond} onChange={(beyond) => chooseFire({ beyond })} />
      </details>
    </section>
  );
}
