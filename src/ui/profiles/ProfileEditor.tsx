import { useId, useState, type ReactNode } from 'react';
import { checkProfile, COLOURS, FACES, profileValuesOf, type ProfileIssue, type ProfileKey, type Rules, type RulesProfile } from '../../engine';
import { ErrorNotice } from '../components/ErrorNotice';
import { COLOUR_WORDS } from '../words/vocab';
import { PROFILE_GROUP_WORDS, PROFILES } from './words';
import { PROFILE_LABELS, ROUNDING_WORDS, profileIssueText, profileValueText } from '../words/houseRules';
import { formOf, profileOf, type ProfileForm } from './profileForm';
import { PROFILE_GROUPS, PROFILE_UNITS } from './profileUnits';
import { assumedSettings } from './assumedSettings';
import { blameChanged, settingKey as keyOf } from './blame';
import { nameTaken } from './profileFile';

interface Props {
  rules: Rules;
  profile: RulesProfile;
  title: string;
  /** The device's other profiles: the name must differ from theirs and the shipped presets'. */
  others: readonly RulesProfile[];
  onSave: (profile: RulesProfile) => void;
  onCancel: () => void;
}

/** Edits a rules profile: each setting empty keeps the seed's value, shown beside it; problems are named at the setting. */
export function ProfileEditor({ rules, profile, title, others, onSave, onCancel }: Props) {
  const id = useId();
  const seed = { '2023': profileValuesOf(rules, '2023'), '2020': profileValuesOf(rules, '2020') };
  const [form, setForm] = useState<ProfileForm>(() => formOf(profile, seed['2023']));
  const [issues, setIssues] = useState<ProfileIssue[]>([]);
  // A name another profile has: the setup's choice could not tell the two apart (issue 38).
  const [takenName, setTakenName] = useState<string | null>(null);
  const set = (path: string, value: string) => setForm({ ...form, [path]: value });
  const problems = (key: string) => issues.filter((i) => keyOf(i) === key);
  // The deck, dice, card limits, rounding and moving less are the app's assumptions, not printed (RULES-NOTES section 4).
  const assumed = assumedSettings(rules);
  const defaultWords = (key: string) => (assumed.has(key as ProfileKey) ? PROFILES.asAssumed : PROFILES.asPrinted);

  const seedText = (key: ProfileKey) => {
    const texts = (['2023', '2020'] as const).filter((e) => seed[e][key] !== undefined).map((e) => ({ e, text: profileValueText(key, seed[e][key]) }));
    if (texts.length === 0) return null;
    const said = assumed.has(key) ? PROFILES.assumedValue : PROFILES.seedValue;
    if (texts.length === 1 || texts.every((t) => t.text === texts[0]!.text)) return said({ text: texts.length === 1 ? PROFILES.editionOnly({ text: texts[0]!.text, edition: texts[0]!.e }) : texts[0]!.text });
    return said({ text: PROFILES.editions({ texts: texts.map((t) => PROFILES.inEdition({ text: t.text, edition: t.e })) }) });
  };

  const numberField = (path: string, label: string, hint: string | null, step = 'any') => (
    <label className="profile-number" key={path}>
      <span>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        step={step}
        min={0}
        value={form[path] ?? ''}
        placeholder={defaultWords(path.split('.')[0] ?? path)}
        aria-describedby={hint ? `${id}-${path.split('.')[0]}-hint` : undefined}
        aria-invalid={problems(path.split('.')[0] ?? path).length > 0 || undefined}
        onChange={(e) => set(path, e.target.value)}
      />
    </label>
  );

  const setting = (key: ProfileKey): ReactNode => {
    const label = PROFILE_LABELS[key];
    const unit = PROFILE_UNITS[key];
    const hint = seedText(key);
    const errors = problems(key);
    const hintId = `${id}-${key}-hint`;
    let body: ReactNode;
    if (unit === 'BW' || unit === 'count') body = numberField(key, unit === 'BW' ? PROFILES.inBw({ label }) : label, hint, unit === 'count' ? '1' : 'any');
    else if (unit === 'size') body = [numberField(`${key}.min`, PROFILES.shortest, hint), numberField(`${key}.max`, PROFILES.longest, hint)];
    else if (unit === 'cards') body = COLOURS.map((c) => numberField(`${key}.${c}`, PROFILES.cardsOf({ colour: COLOUR_WORDS[c] }), hint, '1'));
    else if (unit === 'faces') {
      body = COLOURS.map((c) => (
        <fieldset key={c} className="profile-die">
          <legend>{PROFILES.dieOf({ colour: COLOUR_WORDS[c] })}</legend>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <label key={i}>
              <span className="visually-hidden">{PROFILES.dieFace({ colour: COLOUR_WORDS[c], face: i + 1 })}</span>
              <select value={form[`${key}.${c}.${i}`] ?? ''} onChange={(e) => set(`${key}.${c}.${i}`, e.target.value)}>
                {FACES.map((f) => (
                  <option key={f} value={f} data-quoted="">
                    {f}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      ));
    } else {
      const options = key === 'mayMoveLess' ? [['true', PROFILES.yes], ['false', PROFILES.no]] : Object.entries(ROUNDING_WORDS).map(([v, w]) => [v, PROFILES.rounded({ how: w })]);
      body = (
        <label className="profile-choice">
          <span>{label}</span>
          <select value={form[key] ?? ''} aria-describedby={hintId} onChange={(e) => set(key, e.target.value)}>
            <option value="">{defaultWords(key)}</option>
            {options.map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </select>
        </label>
      );
    }
    const notes = (
      <>
        {hint && (
          <p id={hintId} className="hint">
            {hint}
          </p>
        )}
        {errors.map((issue, i) => (
          <p key={i} className="field-error">
            {profileIssueText(issue)}
          </p>
        ))}
      </>
    );
    // One field needs no group: its label names the setting.
    if (unit === 'BW' || unit === 'count' || unit === 'choice') {
      return (
        <div key={key} className="profile-setting">
          {body}
          {notes}
        </div>
      );
    }
    return (
      <fieldset key={key} className={`profile-setting profile-${unit}`}>
        <legend>{label}</legend>
        <div className="profile-fields">{body}</div>
        {notes}
      </fieldset>
    );
  };

  const save = () => {
    const next = profileOf(form, seed['2023']);
    const made = checkProfile(rules, next);
    const taken = nameTaken(next.name, others) ? next.name.trim() : null;
    setTakenName(taken);
    if (!made.ok) {
      setIssues(blameChanged(rules, next.values, made.issues));
      return;
    }
    setIssues([]);
    if (taken !== null) return;
    onSave(next);
  };

  return (
    <form
      className="profile-editor"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {(issues.length > 0 || takenName !== null) && (
        <ErrorNotice message={PROFILES.cannotSave({ problems: [...(takenName !== null ? [PROFILES.nameTaken({ name: takenName })] : []), ...issues.map(profileIssueText)].join(' ') })} />
      )}
      <label className="profile-name">
        <span>{PROFILES.nameLabel}</span>
        <input
          value={form['name'] ?? ''}
          maxLength={60}
          required
          onChange={(e) => set('name', e.target.value)}
          aria-invalid={problems('name').length > 0 || takenName !== null || undefined}
          aria-describedby={problems('name').length > 0 || takenName !== null ? `${id}-name-error` : undefined}
        />
      </label>
      <div id={`${id}-name-error`}>
        {takenName !== null && <p className="field-error">{PROFILES.nameTaken({ name: takenName })}</p>}
        {problems('name').map((issue, i) => (
          <p key={i} className="field-error">
            {profileIssueText(issue)}
          </p>
        ))}
      </div>
      <label className="profile-note">
        <span>{PROFILES.noteLabel}</span>
        <textarea value={form['note'] ?? ''} maxLength={500} rows={2} onChange={(e) => set('note', e.target.value)} />
      </label>
      {PROFILE_GROUPS.map((group) => (
        <section key={group.group} className="profile-group" aria-labelledby={`${id}-${group.group}`}>
          <h3 id={`${id}-${group.group}`}>{PROFILE_GROUP_WORDS[group.group].title}</h3>
          <p className="hint">{PROFILE_GROUP_WORDS[group.group].hint}</p>
          <div className="profile-settings">{group.keys.map(setting)}</div>
        </section>
      ))}
      <div className="actions">
        <button type="submit">{PROFILES.save}</button>
        <button type="button" className="ghost" onClick={onCancel}>
          {PROFILES.cancel}
        </button>
      </div>
    </form>
  );
}
