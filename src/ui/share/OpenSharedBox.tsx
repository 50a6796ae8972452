import { useId, useState, type FormEvent } from 'react';
import { useNavigation } from '../navigation';
import { OPEN_SHARED_WORDS } from './openWords';

/**
 * "Open a shared battle" on the home screen: paste a link (or its `#/shared/…` part). The check loads
 * with the rules only when asked, so the home screen stays light; a bad link is explained here.
 */
export function OpenSharedBox() {
  const go = useNavigation((s) => s.go);
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { checkSharedLink } = await import('./checkLink');
      const checked = await checkSharedLink(text);
      if (checked.ok) go('shared', { payload: checked.payload });
      else setError(checked.message);
    } catch {
      setError(OPEN_SHARED_WORDS.notChecked);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-link`}>{OPEN_SHARED_WORDS.label}</label>
      <input
        id={`${id}-link`}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {OPEN_SHARED_WORDS.open}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
