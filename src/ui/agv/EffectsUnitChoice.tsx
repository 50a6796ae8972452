import { AGV_UNIT_TYPES, type AgvUnitType } from '../../packs/agv';
import { AGV_EFFECTS_WORDS } from './effectsWords';

/** A choice of unit type (foot, mounted, elephants, artillery) as radios: arrow keys move between them. */
export function EffectsUnitChoice({ legend, name, value, onChange }: { legend: string; name: string; value: AgvUnitType; onChange: (unit: AgvUnitType) => void }) {
  return (
    <fieldset className="effects-units">
      <legend>{legend}</legend>
      <div className="checks">
        {AGV_UNIT_TYPES.map((unit) => (
          <label key={unit} className="check">
            <input type="radio" name={name} value={unit} checked={unit === value} onChange={() => onChange(unit)} />
            {AGV_EFFECTS_WORDS.units[unit]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
