import { useId, useState } from 'react';
import { chooseLanguage } from '../words/chooseLanguage';
import { isOffered, OFFERED } from '../words/language';
import { LANGUAGE_NAMES, LANGUAGE_WORDS } from './languageWords';
import { useLanguage } from './useLanguage';

/**
 * The language of the app's words, on every screen of the shell: applied at once (its translations load first), kept
 * on this device. Nothing of a game depends on it: the game on screen stays as it is.
 */
export function LanguageChooser() {
  const current = useLanguage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <span className="language-chooser">
      <label htmlFor={id} className="visually-hidden">
        {LANGUAGE_WORDS.label}
      </label>
      <select
        id={id}
        value={current}
        disabled={busy}
        title={LANGUAGE_WORDS.hint}
        onChange={(event) => {
          const next = event.target.value;
          if (!isOffered(next)) return;
          setBusy(true);
          setFailed(false);
          chooseLanguage(next, true)
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
        }}
      >
        {OFFERED.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
      {failed && <span role="alert">{LANGUAGE_WORDS.failed}</span>}
    </span>
  );
}
