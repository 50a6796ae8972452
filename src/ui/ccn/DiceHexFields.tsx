import type { ReactNode } from 'react';
import { CCN_DICE_WORDS } from './diceWords';
import type { DiceHex, TerrainChoice } from './diceForm';

const w = CCN_DICE_WORDS.hex;

/**
 * One hex of the calculator: its terrain (from the pack's data) and, where the data lets terrain share a hex,
 * a box per companion (Field Works on a Hill, a Bridge over a River); `children` adds the hex's own questions.
 */
export function DiceHexFields({
  uid,
  side,
  choices,
  hex,
  onChange,
  children,
}: {
  uid: string;
  side: 'from' | 'to';
  choices: readonly TerrainChoice[];
  hex: DiceHex;
  onChange: (hex: DiceHex) => void;
  children?: ReactNode;
}) {
  const id = `${uid}-${side}-terrain`;
  const main = choices.find((c) => c.id === hex.main);
  return (
    <fieldset className="dice-group">
      <legend>{w.legend[side]}</legend>
      <div className="field">
        <label htmlFor={id}>{w.terrain[side]}</label>
        <select id={id} value={hex.main} onChange={(e) => onChange({ main: e.target.value, extras: [] })}>
          <option value="clear">{w.clear}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id} data-quoted="">
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {main?.companions.map((c) => (
        <label key={c.id} className="check">
          <input
            type="checkbox"
            checked={hex.extras.includes(c.id)}
            onChange={(e) =>
              onChange({ main: hex.main, extras: e.target.checked ? [...hex.extras, c.id] : hex.extras.filter((x) => x !== c.id) })
            }
          />
          {c.over ? w.companion({ side, main: main.name, extra: c.name }) : w.companion({ side, main: c.name, extra: main.name })}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
