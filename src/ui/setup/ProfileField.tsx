import { useId } from 'react';
import { presetWords } from '../profiles/presetWords';
import { bundledPresets, rulesWithProfile, type EditionId, type Rules, type RulesProfile } from '../../engine';
import { useShelf } from '../profiles/profileShelf';
import { PROFILES } from '../profiles/words';
import { HOUSE_RULE_WORDS, profileChangeLines } from '../words/houseRules';
import { assumedSettings } from '../profiles/assumedSettings';

interface Props {
  rules: Rules;
  edition: EditionId;
  profile: RulesProfile | undefined;
  onChange: (profile: RulesProfile | undefined) => void;
  /** Opens the rules profiles screen (the setup keeps what was typed). */
  onManage: () => void;
  /** Why the profile cannot be played at this table (a dead end found on start), naming the setting. */
  error?: string;
}

const same = (a: RulesProfile | undefined, b: RulesProfile | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The rules profile of the new game: the seeds' numbers, a shipped preset or one of the device's, with what it changes for the edition. */
export function ProfileField({ rules, edition, profile, onChange, onManage, error }: Props) {
  const id = useId();
  const mine = useShelf((s) => s.profiles);
  const options = [
    ...bundledPresets().map((p) => ({ value: `preset:${p.id}`, profile: p.id === 'asPrinted' ? undefined : p.profile, name: presetWords(p).name })),
    ...mine.map((p) => ({ value: `mine:${p.id}`, profile: p.profile as RulesProfile | undefined, name: p.profile.name })),
  ];
  const chosen = options.find((o) => same(o.profile, profile));
  const made = profile ? rulesWithProfile(rules, profile) : null;
  const applied = made?.ok ? made.rules.profile : null;
  const lines = applied ? profileChangeLines(applied.changed[edition], applied.values, applied.seed[edition], assumedSettings(rules)) : [];
  return (
    <div className="profile-field">
      <label htmlFor={`${id}-profile`}>{PROFILES.setupLabel}</label>
      <select
        id={`${id}-profile`}
        aria-describedby={`${id}-hint ${id}-changes${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        value={chosen?.value ?? 'current'}
        onChange={(e) => {
          // "Rules as printed" carries no profile: only the unlisted current one keeps what is chosen.
          const picked = options.find((o) => o.value === e.target.value);
          onChange(picked ? picked.profile : profile);
        }}
      >
        {!chosen && profile && (
          <option value="current" data-quoted="">
            {profile.name}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} data-quoted="">
            {o.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="hint">
        {PROFILES.setupHint}
      </p>
      {error && (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      )}
      <div id={`${id}-changes`}>
        {profile && lines.length === 0 && <p>{HOUSE_RULE_WORDS.noChanges}</p>}
        {lines.length > 0 && (
          <ul className="profile-setup-changes">
            {lines.map((line) => (
              <li key={line}>
                <span className="house-rule">{HOUSE_RULE_WORDS.houseRule}</span> {line}
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="ghost" onClick={onManage}>
        {PROFILES.manage}
      </button>
    </div>
  );
}
