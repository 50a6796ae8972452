import type { AgvFeature } from '../../packs/agv';
import { AGV_EFFECTS_WORDS } from './effectsWords';
import { Quoted } from '../components/Quoted';

const w = AGV_EFFECTS_WORDS.counts;

/** How many times each id appears in a list. */
function countOf(ids: readonly string[], id: string): number {
  return ids.filter((x) => x === id).length;
}

/**
 * Picks features, each as many times as it is there (two woods are two features): a count with
 * "Add" and "Remove one" buttons per feature. The list keeps the order the features were added.
 */
export function EffectsFeatureCounts({
  legend,
  hint,
  features,
  value,
  onChange,
  uid,
}: {
  legend: string;
  hint: string;
  features: readonly AgvFeature[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  uid: string;
}) {
  const remove = (id: string) => {
    const at = value.lastIndexOf(id);
    if (at >= 0) onChange([...value.slice(0, at), ...value.slice(at + 1)]);
  };
  return (
    <fieldset className="effects-counts" aria-describedby={`${uid}-hint`}>
      <legend>{legend}</legend>
      <p className="hint" id={`${uid}-hint`}>
        {hint}
      </p>
      <ul className="plain">
        {features.map((f) => {
          const n = countOf(value, f.id);
          return (
            <li key={f.id} className={n > 0 ? 'effects-count chosen' : 'effects-count'}>
              <span className="effects-count-name">
                <Quoted>{f.name}</Quoted>
              </span>
              <span className="effects-count-value" aria-hidden="true">
                {n}
              </span>
              <button type="button" className="ghost" aria-label={w.remove({ feature: f.name, count: n })} disabled={n === 0} onClick={() => remove(f.id)}>
                −
              </button>
              <button type="button" className="ghost" aria-label={w.add({ feature: f.name, count: n })} onClick={() => onChange([...value, f.id])}>
                +
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
