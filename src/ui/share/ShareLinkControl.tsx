import { useId, useRef, useState, type FormEvent } from 'react';
import type { Action } from '../../engine';
import { savePublicAddress, savedPublicAddress, shareBase } from '../../share/base';
import type { ShareLinkResult } from '../../share/link';
import { shareRefusal } from '../../share/refusal';
import { rules, useGame } from '../store';
import { SHARE_ADDRESS_WORDS, SHARE_KIND_WORDS, SHARE_LINK_WORDS, SHARE_REFUSAL_WORDS } from './words';
import './share.css';

/** The public address of this app, asked for when it runs on a local address and was built without one (the menu's share link, the battle sheet). */
export function PublicAddressField({ onSaved }: { onSaved: () => void }) {
  const id = useId();
  const [text, setText] = useState(() => savedPublicAddress() ?? '');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const saved = savePublicAddress(text);
    setError(!saved);
    if (saved) onSaved();
  };
  return (
    <form className="share-address" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-address`}>{SHARE_ADDRESS_WORDS.publicLabel}</label>
      <div className="share-row">
        <input
          id={`${id}-address`}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={SHARE_ADDRESS_WORDS.publicPlaceholder}
          value={text}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="ghost">
          {SHARE_ADDRESS_WORDS.save}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {SHARE_ADDRESS_WORDS.publicError}
        </p>
      )}
    </form>
  );
}

/**
 * "Share link" (issue 10): makes a link to the game in progress, shows it with Copy, or says why none is
 * offered (a card face down). The link follows the game only when made again after the next action.
 */
export function ShareLinkControl() {
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const state = useGame((s) => s.state);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [made, setMade] = useState<{ log: readonly Action[]; result: ShareLinkResult } | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [notLoaded, setNotLoaded] = useState(false);
  const [base, setBase] = useState(shareBase);
  if (!setup || !state) return null;
  const refusal = shareRefusal(state);
  const current = made && made.log === log ? made.result : null;
  const make = async () => {
    setBusy(true);
    setCopied(null);
    setNotLoaded(false);
    const now = shareBase();
    setBase(now);
    let shareLink: typeof import('../../share/link').shareLink;
    try {
      // The link's coding loads with the first link made: a game that is never shared never loads it.
      ({ shareLink } = await import('../../share/link'));
    } catch {
      setNotLoaded(true);
      setBusy(false);
      return;
    }
    try {
      setMade({ log, result: await shareLink(rules(), { setup, actions: log }, { base: now.base }) });
    } catch {
      setMade({ log, result: { ok: false, reason: 'unsupported' } });
    } finally {
      setBusy(false);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      field.current?.select();
      setCopied('no');
    }
  };
  return (
    <div className="share-link" role="group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="share-title">
        {SHARE_LINK_WORDS.title}
      </h2>
      {refusal ? (
        <p className="hint">{SHARE_REFUSAL_WORDS[refusal]}</p>
      ) : (
        !current?.ok && (
          <button type="button" className="ghost" disabled={busy} onClick={() => void make()}>
            {made ? SHARE_LINK_WORDS.makeNew : SHARE_LINK_WORDS.make}
          </button>
        )
      )}
      {!refusal && current?.ok && (
        <>
          <label htmlFor={`${id}-url`}>{SHARE_LINK_WORDS.link}</label>
          <div className="share-row">
            <input id={`${id}-url`} ref={field} className="share-url" readOnly value={current.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={() => void copy(current.url)}>
              {SHARE_LINK_WORDS.copy}
            </button>
          </div>
          <p className="hint">{SHARE_KIND_WORDS[current.kind]}</p>
          <p role="status" className="hint">
            {copied === 'yes' ? SHARE_LINK_WORDS.copied : copied === 'no' ? SHARE_LINK_WORDS.notCopied : ''}
          </p>
        </>
      )}
      {notLoaded && (
        <p className="field-error" role="alert">
          {SHARE_ADDRESS_WORDS.notLoaded}
        </p>
      )}
      {!refusal && current && !current.ok && (
        <p className="field-error" role="alert">
          {SHARE_REFUSAL_WORDS[current.reason]}
        </p>
      )}
      {!refusal && current?.ok && (base.source === 'local' || base.source === 'saved') && (
        <>
          {base.source === 'local' && <p className="hint">{SHARE_ADDRESS_WORDS.local}</p>}
          <PublicAddressField
            onSaved={() => {
              void make();
            }}
          />
        </>
      )}
    </div>
  );
}
