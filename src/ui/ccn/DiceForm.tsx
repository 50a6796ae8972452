import { CCN_UNIT_KINDS, type CcnPack } from '../../packs/ccn';
import { CCN_DICE_WORDS } from './diceWords';
import { DiceHexFields } from './DiceHexFields';
import { MAX_DICE, hexsideNames, readDice, targetMayIgnoreFlags, terrainChoices, type DiceForm as Form } from './diceForm';

const w = CCN_DICE_WORDS;

/**
 * The calculator's questions (seed 003 Battle paragraphs): the attacking unit and its dice in the open, both
 * hexes, the combat; the Charge card, the Field Works hexside and the target's type appear only where they count.
 */
export function DiceForm({ uid, pack, form, onChange }: { uid: string; pack: CcnPack; form: Form; onChange: (form: Form) => void }) {
  const set = (part: Partial<Form>) => onChange({ ...form, ...part });
  const choices = terrainChoices(pack);
  const dice = readDice(form.dice);
  const hexside = hexsideNames(pack, form);
  const diceId = `${uid}-dice`;
  const targetId = `${uid}-target`;
  return (
    <form className="dice-form" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="dice-group">
        <legend>{w.attacker.legend}</legend>
        <fieldset className="dice-radios">
          <legend>{w.attacker.type}</legend>
          {CCN_UNIT_KINDS.map((u) => (
            <label key={u} className="check">
              <input type="radio" name={`${uid}-unit`} value={u} checked={form.unit === u} onChange={() => set({ unit: u })} />
              {w.units[u]}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={diceId}>{w.attacker.dice}</label>
          <input
            id={diceId}
            className="short"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_DICE}
            step={1}
            value={form.dice}
            aria-invalid={!dice.ok}
            aria-describedby={`${diceId}-hint${dice.ok ? '' : ` ${diceId}-error`}`}
            onChange={(e) => set({ dice: e.target.value })}
          />
          <p className="hint" id={`${diceId}-hint`}>
            {w.attacker.diceHint}
          </p>
          {!dice.ok && (
            <p className="field-error" id={`${diceId}-error`}>
              {w.diceErrors[dice.problem]}
            </p>
          )}
        </div>
        {form.unit === 'cavalry' && (
          <label className="check">
            <input type="checkbox" checked={form.charge} onChange={(e) => set({ charge: e.target.checked })} />
            {w.attacker.charge}
          </label>
        )}
      </fieldset>
      <DiceHexFields uid={uid} side="from" choices={choices} hex={form.from} onChange={(from) => set({ from })}>
        <label className="check">
          <input type="checkbox" checked={form.moved} onChange={(e) => set({ moved: e.target.checked })} />
          {w.hex.moved}
        </label>
      </DiceHexFields>
      <DiceHexFields uid={uid} side="to" choices={choices} hex={form.to} onChange={(to) => set({ to })}>
        {targetMayIgnoreFlags(pack, form) && (
          <div className="field">
            <label htmlFor={targetId}>{w.hex.targetType}</label>
            <select
              id={targetId}
              value={form.target}
              aria-describedby={`${targetId}-hint`}
              onChange={(e) => set({ target: CCN_UNIT_KINDS.find((u) => u === e.target.value) ?? '' })}
            >
              <option value="">{w.hex.targetNotGiven}</option>
              {CCN_UNIT_KINDS.map((u) => (
                <option key={u} value={u}>
                  {w.units[u]}
                </option>
              ))}
            </select>
            <p className="hint" id={`${targetId}-hint`}>
              {w.hex.targetTypeHint}
            </p>
          </div>
        )}
      </DiceHexFields>
      <fieldset className="dice-group">
        <legend>{w.battle.legend}</legend>
        <fieldset className="dice-radios">
          <legend>{w.battle.combat}</legend>
          {(['melee', 'ranged'] as const).map((c) => (
            <label key={c} className="check">
              <input type="radio" name={`${uid}-combat`} value={c} checked={form.combat === c} onChange={() => set({ combat: c })} />
              {w.battle[c]}
            </label>
          ))}
        </fieldset>
        {hexside.length > 0 && (
          <div className="field">
            <label className="check">
              <input
                type="checkbox"
                checked={form.across}
                aria-describedby={`${uid}-across-hint`}
                onChange={(e) => set({ across: e.target.checked })}
              />
              {w.battle.across({ names: hexside })}
            </label>
            <p className="hint" id={`${uid}-across-hint`}>
              {w.battle.acrossHint}
            </p>
          </div>
        )}
      </fieldset>
    </form>
  );
}
