import { useState } from 'react';
import { bundledPresets, rulesWithProfile, type RulesProfile } from '../../engine';
import { AskedDelete, type DeleteWords } from '../components/AskedDelete';
import { ErrorNotice } from '../components/ErrorNotice';
import { downloadText } from '../game/files';
import { goBack } from '../navigation';
import { rules } from '../store';
import { PROFILES } from './words';
import { HOUSE_RULE_WORDS, profileChangeLines } from '../words/houseRules';
import { assumedSettings } from './assumedSettings';
import { distinctName, downloadProfile, readProfileFile } from './profileFile';
import { ProfileEditor } from './ProfileEditor';
import { useShelf } from './profileShelf';
import './profiles.css';
import { Quoted } from '../components/Quoted';
import { presetWords } from './presetWords';
import { isolateName } from '../words/names';

/** The profiles' words for the delete button and its question, read when they are shown. */
const DELETE_WORDS: DeleteWords = {
  get delete() {
    return PROFILES.deleteWords.delete;
  },
  deleteName: (title) => PROFILES.deleteWords.deleteName({ title }),
  deleteTitle: (title) => PROFILES.deleteWords.deleteTitle({ title }),
  get deleteConfirm() {
    return PROFILES.deleteWords.deleteConfirm;
  },
  failed: () => PROFILES.deleteWords.failed,
};

/** What a profile changes from the seeds, as lines (the 2023 edition's; a 2020-only setting says so). */
function Changes({ profile }: { profile: RulesProfile }) {
  const made = rulesWithProfile(rules(), profile);
  if (!made.ok || !made.rules.profile) return null;
  const applied = made.rules.profile;
  const assumed = assumedSettings(made.rules);
  const lines = profileChangeLines(applied.changed['2023'], applied.values, applied.seed['2023'], assumed);
  const only2020 = applied.changed['2020'].filter((k) => !applied.changed['2023'].includes(k));
  lines.push(...profileChangeLines(only2020, applied.values, applied.seed['2020'], assumed).map((l) => `${l} (2020 edition)`));
  return (
    <div className="profile-changes">
      <p className="profile-changes-title">{PROFILES.changes}</p>
      {lines.length === 0 ? (
        <p>{HOUSE_RULE_WORDS.noChanges}</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Editing = { id: string | null; profile: RulesProfile; title: string } | null;

/** The screen of `#/profiles`: shipped presets and the device's own profiles, to copy, edit, download, open from a file or delete. */
export function ProfilesScreen() {
  const base = rules();
  const { profiles, damaged, writeFailed, add, update, remove } = useShelf();
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const copy = (profile: RulesProfile) => setEditing({ id: null, profile: { ...profile, name: PROFILES.copyName({ name: profile.name }) }, title: PROFILES.copy({ name: isolateName(profile.name) }) });
  const open = async (file: File) => {
    const read = readProfileFile(base, await file.text());
    if (!read.ok) {
      setMessage({ ok: false, text: read.message });
      return;
    }
    // Two profiles of one name could not be told apart at setup: a second one is numbered, and told so.
    const name = distinctName(read.profile.name, profiles.map((p) => p.profile));
    add({ ...read.profile, name });
    setMessage({ ok: true, text: name === read.profile.name ? PROFILES.imported({ name }) : PROFILES.importedRenamed({ name, was: read.profile.name }) });
  };

  if (editing) {
    return (
      <section className="profiles" aria-label={PROFILES.title}>
        <ProfileEditor
          rules={base}
          profile={editing.profile}
          title={editing.title}
          others={profiles.filter((p) => p.id !== editing.id).map((p) => p.profile)}
          onCancel={() => setEditing(null)}
          onSave={(profile) => {
            if (editing.id) update(editing.id, profile);
            else add(profile);
            setEditing(null);
            setMessage({ ok: true, text: PROFILES.saved({ name: profile.name }) });
          }}
        />
      </section>
    );
  }

  return (
    <section className="profiles" aria-labelledby="profiles-title">
      <h1 id="profiles-title">{PROFILES.title}</h1>
      <p>{PROFILES.intro}</p>
      {message && (message.ok ? <p role="status">{message.text}</p> : <ErrorNotice message={message.text} onDismiss={() => setMessage(null)} />)}
      {writeFailed && <ErrorNotice message={PROFILES.writeFailed} />}
      <h2>{PROFILES.presets}</h2>
      <ul className="profile-list">
        {bundledPresets().map((preset) => {
          const words = presetWords(preset);
          return (
            <li key={preset.id} className="card profile-card">
              <h3>{words.name}</h3>
              {words.note && <p>{words.note}</p>}
              <p className="hint">{words.basis}</p>
              <Changes profile={preset.profile} />
              <div className="actions">
                <button type="button" onClick={() => copy(preset.profile)} aria-label={PROFILES.copy({ name: isolateName(words.name) })}>
                  {PROFILES.copyButton}
                </button>
                <button type="button" className="ghost" onClick={() => downloadProfile(preset.profile)} aria-label={PROFILES.downloadName({ name: isolateName(words.name) })}>
                  {PROFILES.download}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <h2>{PROFILES.mine}</h2>
      {profiles.length === 0 && <p>{PROFILES.none}</p>}
      <ul className="profile-list">
        {profiles.map(({ id, profile }) => (
          <li key={id} className="card profile-card">
            <h3>
              <Quoted>{profile.name}</Quoted>
            </h3>
            {profile.note && (
              <p>
                <Quoted>{profile.note}</Quoted>
              </p>
            )}
            <Changes profile={profile} />
            <div className="actions">
              <button type="button" onClick={() => setEditing({ id, profile, title: PROFILES.editing({ name: isolateName(profile.name) }) })} aria-label={PROFILES.editName({ name: isolateName(profile.name) })}>
                {PROFILES.edit}
              </button>
              <button type="button" className="ghost" onClick={() => copy(profile)} aria-label={PROFILES.copy({ name: isolateName(profile.name) })}>
                {PROFILES.copyButton}
              </button>
              <button type="button" className="ghost" onClick={() => downloadProfile(profile)} aria-label={PROFILES.downloadName({ name: isolateName(profile.name) })}>
                {PROFILES.download}
              </button>
              <AskedDelete
                title={isolateName(profile.name)}
                text={PROFILES.deleteText}
                remove={async () => {
                  remove(id);
                  return useShelf.getState().writeFailed ? 'other' : null;
                }}
                words={DELETE_WORDS}
              />
            </div>
          </li>
        ))}
      </ul>
      {damaged.length > 0 && (
        <>
          <ErrorNotice message={PROFILES.storeDamaged} />
          <ul className="profile-list">
            {damaged.map((entry) => (
              <li key={entry.id} className="card profile-card">
                <h3>{PROFILES.unreadable}</h3>
                <div className="actions">
                  <button type="button" className="ghost" onClick={() => downloadText(`unreadable-profile-${entry.id}.json`, entry.raw)}>
                    {PROFILES.download}
                  </button>
                  <AskedDelete title={PROFILES.unreadable} text={PROFILES.deleteUnreadable} remove={async () => (remove(entry.id), null)} words={DELETE_WORDS} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <label className="profile-import">
        <span>{PROFILES.importLabel}</span>
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void open(file);
          }}
        />
      </label>
      <div className="actions">
        <button type="button" className="ghost" onClick={() => goBack('home')}>
          {PROFILES.back}
        </button>
      </div>
    </section>
  );
}
