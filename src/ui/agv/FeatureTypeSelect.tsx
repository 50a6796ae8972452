import type { AgvFeature } from '../../packs/agv';
import { AGV_TABLE_WORDS } from './tableWords';

interface FeatureTypeSelectProps {
  id: string;
  label: string;
  types: readonly AgvFeature[];
  value: string;
  onChange: (type: string) => void;
  /** An option before the feature types (e.g. "Selects a feature"), with its value. */
  first?: { value: string; label: string };
}

/** A choice of feature type by the pack's names, areas and lines grouped apart. */
export function FeatureTypeSelect({ id, label, types, value, onChange, first }: FeatureTypeSelectProps) {
  const groups = (['general', 'linear'] as const).map((kind) => ({ kind, types: types.filter((t) => t.type === kind) })).filter((g) => g.types.length > 0);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {first && <option value={first.value}>{first.label}</option>}
        {groups.map((g) => (
          <optgroup key={g.kind} label={AGV_TABLE_WORDS.groups[g.kind]}>
            {g.types.map((t) => (
              <option key={t.id} value={t.id} data-quoted="">
                {t.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
