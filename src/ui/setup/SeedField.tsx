import { useId } from 'react';
import { seedFingerprint, type Setup } from '../../engine';
import { drawSeed } from './defaultSetup';
import { Field } from './fields';

type SeedChoice = Pick<Setup, 'seed' | 'seedSource'>;

interface SeedFieldProps {
  choice: SeedChoice;
  /** False when both cards and dice are physical: the players' own cards and dice decide, no seed is used. */
  needed: boolean;
  error: string | undefined;
  onChange: (choice: SeedChoice) => void;
}

/** The seed: drawn by the app and sealed (only its fingerprint shows) unless a player chooses to type one, with a warning. */
export function SeedField({ choice, needed, error, onChange }: SeedFieldProps) {
  const id = useId();
  if (!needed) {
    return (
      <div className="field">
        <span className="label">Seed</span>
        <p className="hint">Your own cards and dice decide: no seed is used.</p>
      </div>
    );
  }
  const typed = choice.seedSource === 'typed';
  return (
    <fieldset className="field">
      <legend>Seed</legend>
      {!typed && <p id={`${id}-sealed`}>Seed: drawn by the app and sealed until the end. Fingerprint: {seedFingerprint(choice.seed)}</p>}
      <label className="check">
        <input
          type="checkbox"
          checked={typed}
          aria-describedby={typed ? undefined : `${id}-sealed`}
          onChange={(e) => onChange(e.target.checked ? { seed: '', seedSource: 'typed' } : { seed: drawSeed(), seedSource: 'drawn' })}
        />
        Type a seed instead (practice, replaying a known battle)
      </label>
      {typed && (
        <Field label="Your seed" error={error} hint="Anyone who knows this seed can work out both players' hands and every roll.">
          {(a) => <input {...a} value={choice.seed} autoComplete="off" spellCheck={false} onChange={(e) => onChange({ seed: e.target.value, seedSource: 'typed' })} />}
        </Field>
      )}
    </fieldset>
  );
}
