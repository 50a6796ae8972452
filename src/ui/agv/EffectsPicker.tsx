import { useId } from 'react';
import { featureEffectsWith, type AgvPack } from '../../packs/agv';
import { ErrorNotice } from '../components/ErrorNotice';
import { AGV_EFFECTS_WORDS } from './effectsWords';
import { EffectsCard } from './EffectsCard';
import { effectSummary } from './effectsAspects';
import { ALL_FEATURES, chooseEffects, useEffectsChoices } from './effectsChoices';
import { EffectsTable } from './EffectsTable';
import { EffectsUnitChoice } from './EffectsUnitChoice';

const w = AGV_EFFECTS_WORDS.pick;

/** "What does this feature do to my unit?": a unit type and a feature (or all of them), answered with every rule cited (seed 004). */
export function EffectsPicker({ pack }: { pack: AgvPack }) {
  const uid = useId();
  const unit = useEffectsChoices((s) => s.unit);
  const feature = useEffectsChoices((s) => s.feature);
  const marked = useEffectsChoices((s) => s.marked);
  const chosen = feature === ALL_FEATURES ? undefined : pack.features.get(feature);
  const markable = chosen?.impassable?.condition !== undefined;
  const effects = chosen ? featureEffectsWith(pack, { feature: chosen.id, unit, ...(markable ? { impassable: marked } : {}) }) : null;
  return (
    <section className="effects-pick" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{w.title}</h2>
      <div className="effects-pick-controls">
        <EffectsUnitChoice legend={w.unit} name={`${uid}-unit`} value={unit} onChange={(u) => chooseEffects({ unit: u })} />
        <div className="field">
          <label htmlFor={`${uid}-feature`}>{w.feature}</label>
          <select id={`${uid}-feature`} value={chosen ? chosen.id : ALL_FEATURES} onChange={(e) => chooseEffects({ feature: e.target.value })}>
            <option value={ALL_FEATURES}>{w.all}</option>
            {[...pack.features.values()].map((f) => (
              <option key={f.id} value={f.id} data-quoted="">
                {f.name}
              </option>
            ))}
          </select>
          {markable && (
            <label className="check">
              <input type="checkbox" checked={marked} onChange={(e) => chooseEffects({ marked: e.target.checked })} />
              {w.marked}
            </label>
          )}
        </div>
      </div>
      {/* With every feature shown the table's caption says the same, so the announcement is for screen readers only. */}
      <p className={chosen ? 'effects-live' : 'visually-hidden'} role="status">
        {effects?.ok ? effectSummary(effects) : chosen ? '' : AGV_EFFECTS_WORDS.table.caption({ units: AGV_EFFECTS_WORDS.unitsInSentence[unit] })}
      </p>
      {effects && !effects.ok && <ErrorNotice message={AGV_EFFECTS_WORDS.pick.refused} details={effects.error} />}
      {effects?.ok && <EffectsCard pack={pack} effects={effects} />}
      {!chosen && (
        <EffectsTable
          pack={pack}
          unit={unit}
          onPick={(id) => {
            chooseEffects({ feature: id });
            document.getElementById(`${uid}-feature`)?.focus();
          }}
        />
      )}
    </section>
  );
}
