import { useId } from 'react';
import { seedFingerprint, type Setup } from '../../engine';
import { drawSeed } from './defaultSetup';
import { Field } from './fields';
import { GAME_CODE_WORDS as W } from '../words/gameCode';
import { SEED_FIELD_WORDS as S } from './words';

/** The form always holds a code: drawn, or typed (empty until the player types it). */
type SeedChoice = { seed: string; seedSource: Setup['seedSource'] };

interface SeedFieldProps {
  choice: SeedChoice;
  /** False when both cards and dice are physical: the players' own cards and dice decide, no seed is used. */
  needed: boolean;
  error: string | undefined;
  onChange: (choice: SeedChoice) => void;
}

/** The game code (the random seed): drawn by the app and sealed (only its fingerprint shows) unless a player chooses to type one, with a warning. */
export function SeedField({ choice, needed, error, onChange }: SeedFieldProps) {
  const id = useId();
  if (!needed) {
    return (
      <div className="field">
        <span className="label">{W.title}</span>
        <p className="hint">{S.notUsed}</p>
      </div>
    );
  }
  const typed = choice.seedSource === 'typed';
  return (
    <fieldset className="field">
      <legend>{W.title}</legend>
      {!typed && <p id={`${id}-sealed`}>{S.sealedAtSetup({ fingerprint: seedFingerprint(choice.seed) })}</p>}
      <label className="check">
        <input
          type="checkbox"
          checked={typed}
          aria-describedby={typed ? undefined : `${id}-sealed`}
          onChange={(e) => onChange(e.target.checked ? { seed: '', seedSource: 'typed' } : { seed: drawSeed(), seedSource: 'drawn' })}
        />
        {S.typeInstead}
      </label>
      {typed && (
        <Field label={S.typedLabel} error={error} hint={S.typedHint}>
          {(a) => <input {...a} value={choice.seed} autoComplete="off" spellCheck={false} onChange={(e) => onChange({ seed: e.target.value, seedSource: 'typed' })} />}
        </Field>
      )}
    </fieldset>
  );
}
