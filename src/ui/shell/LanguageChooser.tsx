import { useId, useState, useSyncExternalStore } from 'react';
import { chooseLanguage } from '../words/chooseLanguage';
import { isOffered, OFFERED } from '../words/language';
import { LANGUAGE_CODES, LANGUAGE_NAMES, LANGUAGE_WORDS } from './languageWords';
import { useLanguage } from './useLanguage';

/** A phone's width, where the header keeps its tools on one row beside the app's name (styles.css, max-width: 30rem). */
const NARROW = '(max-width: 30rem)';
const narrowNow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;
function onNarrowChange(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(NARROW);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/**
 * The language of the app's words, on every screen of the shell: applied at once (its translations load first), kept
 * on this device. Nothing of a game depends on it: the game on screen stays as it is. On a phone it shows the
 * language's code (EN, FR), each still named in itself for a screen reader.
 */
export function LanguageChooser() {
  const current = useLanguage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const narrow = useSyncExternalStore(onNarrowChange, narrowNow, () => false);
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
          <option key={lang} value={lang} lang={lang} aria-label={LANGUAGE_NAMES[lang]}>
            {narrow ? LANGUAGE_CODES[lang] : LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
      {failed && <span role="alert">{LANGUAGE_WORDS.failed}</span>}
    </span>
  );
}
