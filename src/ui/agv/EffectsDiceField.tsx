import { AGV_EFFECTS_WORDS } from './effectsWords';

const w = AGV_EFFECTS_WORDS.dice;

/** The dice typed in a calculator: a whole number from 0 to 99, or the message to show beside the field. */
export function readDice(text: string): { ok: true; dice: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: w.empty };
  if (!/^\d{1,2}$/.test(trimmed)) return { ok: false, message: w.notWhole };
  return { ok: true, dice: Number(trimmed) };
}

/** The "Dice in the open" field of a calculator, with its problem (if any) right under it and tied to it for screen readers. */
export function EffectsDiceField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const read = readDice(value);
  const problem = read.ok ? null : read.message;
  return (
    <div className="field">
      <label htmlFor={id}>{w.label}</label>
      <p className="hint" id={`${id}-hint`}>
        {w.hint}
      </p>
      <input
        id={id}
        className="short"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && (
        <p className="field-error" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}
