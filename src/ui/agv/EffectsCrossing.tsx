import { useId } from 'react';
import { AGV_MOVE_KINDS, movementRateWith, type AgvMoveKind, type AgvMovementRate, type AgvPack, type AgvUnitType } from '../../packs/agv';
import { ErrorNotice } from '../components/ErrorNotice';
import { AppliedRules } from '../packs/AppliedRules';
import { AGV_EFFECTS_WORDS } from './effectsWords';
import { readingRule, shownRules } from './effectsAspects';
import { chooseCrossing, useEffectsChoices } from './effectsChoices';
import { EffectsFeatureChecks } from './EffectsFeatureChecks';
import { agvReference } from './reference';

const w = AGV_EFFECTS_WORDS;
const c = w.crossing;

/** The answer in one sentence: normal, half rate once, or not allowed and where. */
function answerText(pack: AgvPack, r: AgvMovementRate, chosen: number, unit: AgvUnitType, kind: AgvMoveKind): string {
  if (r.applied.some((a) => a.code === 'alongRoad')) return c.road;
  if (r.rate === 'prohibited') {
    const names = r.applied.filter((a) => a.code === 'prohibited').map((a) => pack.features.get(a.feature ?? '')?.name ?? '');
    return c.prohibited({ units: w.unitsInSentence[unit], verb: w.moves[kind].verb, features: names });
  }
  if (r.rate === 'halfRate') {
    const cost = r.costPerCm ?? pack.file.general.movement.halfRateCmCostPerCm;
    const times = r.applied.filter((a) => a.code === 'halfRate').length;
    return c.halfRate({ cost, times, compounded: cost ** times });
  }
  return chosen === 0 ? c.none : c.normal;
}

/** "My unit crosses these features": half rate once, or not allowed, for moving, charging or intercepting (seed 004 How does terrain affect movement?). */
export function EffectsCrossing({ pack }: { pack: AgvPack }) {
  const uid = useId();
  const unit = useEffectsChoices((s) => s.unit);
  const { features, kind, alongRoad } = useEffectsChoices((s) => s.crossing);
  const result = movementRateWith(pack, { unit, features, kind, alongRoad });
  return (
    <section className="card effects-tool" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{c.title}</h2>
      <p>{c.intro}</p>
      <p className="hint">{c.forUnit({ units: w.unitsInSentence[unit] })}</p>
      <div className="field">
        <label htmlFor={`${uid}-kind`}>{c.kind}</label>
        <select id={`${uid}-kind`} value={kind} onChange={(e) => chooseCrossing({ kind: AGV_MOVE_KINDS.find((k) => k === e.target.value) ?? 'move' })}>
          {AGV_MOVE_KINDS.map((k) => (
            <option key={k} value={k}>
              {w.moves[k].title}
            </option>
          ))}
        </select>
      </div>
      <EffectsFeatureChecks legend={c.legend} features={[...pack.features.values()]} value={features} onChange={(ids) => chooseCrossing({ features: ids })} />
      <label className="check">
        <input type="checkbox" checked={alongRoad} onChange={(e) => chooseCrossing({ alongRoad: e.target.checked })} />
        {c.alongRoad}
      </label>
      <div className="effects-result">
        <p className="effects-live" role="status">
          {result.ok ? answerText(pack, result, features.length, unit, kind) : ''}
        </p>
        {!result.ok && <ErrorNotice message={c.refused} details={result.error} />}
        {result.ok && (
          <>
            <AppliedRules rules={shownRules(result.applied)} reference={agvReference} from="agvEffects" label={w.rulesApplied} />
            {result.notes.length > 0 && <AppliedRules rules={shownRules(result.notes)} reference={agvReference} from="agvEffects" label={c.notes} />}
            {result.readings.length > 0 && <AppliedRules rules={result.readings.map(readingRule)} reference={agvReference} from="agvEffects" label={w.readingsLabel} />}
          </>
        )}
      </div>
    </section>
  );
}
