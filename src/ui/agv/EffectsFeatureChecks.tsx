import type { AgvFeature } from '../../packs/agv';
import { Quoted } from '../components/Quoted';

/** Ticks any number of features (each once), in a compact grid; the list keeps the pack's order. */
export function EffectsFeatureChecks({
  legend,
  features,
  value,
  onChange,
}: {
  legend: string;
  features: readonly AgvFeature[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) => onChange(features.map((f) => f.id).filter((x) => (x === id ? on : value.includes(x))));
  return (
    <fieldset className="effects-checks">
      <legend>{legend}</legend>
      <div className="effects-check-grid">
        {features.map((f) => (
          <label key={f.id} className="check">
            <input type="checkbox" checked={value.includes(f.id)} onChange={(e) => toggle(f.id, e.target.checked)} />
            <Quoted>{f.name}</Quoted>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
