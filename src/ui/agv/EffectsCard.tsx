import type { AgvFeatureEffects, AgvPack } from '../../packs/agv';
import { AppliedRules } from '../packs/AppliedRules';
import { AGV_EFFECTS_WORDS } from './effectsWords';
import { effectAspects, readingRule } from './effectsAspects';
import { agvReference } from './reference';

const w = AGV_EFFECTS_WORDS;

/** One feature's effect on one unit type, part by part (entering, moving, charging, fire and cover, hand-to-hand), each part with its rules cited (seed 004). */
export function EffectsCard({ pack, effects }: { pack: AgvPack; effects: AgvFeatureEffects }) {
  const aspects = effectAspects(pack, effects);
  return (
    <div className="effects-card">
      <ul className="effects-aspects plain">
        {aspects.map((a) => (
          <li key={a.key} className={`effects-aspect tone-${a.tone}`}>
            <h3>
              {a.title} <span className={`effects-tone tone-${a.tone}`}>{a.badge}</span>
            </h3>
            {a.answer.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <AppliedRules rules={a.rules} reference={agvReference} from="agvEffects" label={w.aspectRules({ aspect: a.title })} />
          </li>
        ))}
      </ul>
      <details className="effects-more">
        <summary>{w.aspects.more({ feature: effects.name })}</summary>
        <AppliedRules rules={effects.rules} reference={agvReference} from="agvEffects" label={w.aspects.more({ feature: effects.name })} />
      </details>
      {effects.readings.length > 0 && (
        <>
          <h3 className="effects-rules-title">{w.readingsLabel}</h3>
          <AppliedRules rules={effects.readings.map(readingRule)} reference={agvReference} from="agvEffects" label={w.readingsLabel} />
        </>
      )}
    </div>
  );
}
