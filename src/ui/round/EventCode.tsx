import { useEffect, useId, useRef, useState } from 'react';
import { shareBase } from '../../share/base';
import { eventLink, type EventInfo } from '../../share/eventLink';
import { QrCode } from '../sheet/QrCode';
import { PublicAddressField } from '../share/ShareLinkControl';
import { EVENT_CODE_WORDS as W } from '../setup/words';
import { SHARE_ADDRESS_WORDS } from '../share/words';

/**
 * The event's QR code and link with a copy button (issue 37): each table that scans or opens it starts its setup with
 * the event, the round and the rules profile filled in. On a local address it asks for the app's public address first.
 */
export function EventCode({ event, round, profile }: EventInfo) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [base, setBase] = useState(shareBase);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => {
    let live = true;
    void eventLink(base.base, { event, ...(round === undefined ? {} : { round }), ...(profile === undefined ? {} : { profile }) }).then((made) => {
      if (live) setUrl(made);
    });
    return () => {
      live = false;
    };
  }, [base.base, event, round, profile]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      field.current?.select();
      setCopied('no');
    }
  };
  return (
    <section className="event-code" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="share-title">
        {W.title}
      </h2>
      <p className="hint">{W.hint}</p>
      {base.source === 'local' && (
        <>
          <p className="hint">{SHARE_ADDRESS_WORDS.local}</p>
          <PublicAddressField onSaved={() => setBase(shareBase())} />
        </>
      )}
      {url === null ? (
        <p role="status">{W.making}</p>
      ) : (
        <>
          <QrCode className="event-qr" text={url} name={W.qrName({ event })} tooLong={W.qrTooLong} />
          <label htmlFor={`${id}-url`}>{W.link}</label>
          <div className="share-row">
            <input id={`${id}-url`} ref={field} className="share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={() => void copy(url)}>
              {W.copy}
            </button>
          </div>
          <p role="status">{copied === 'yes' ? W.copied : copied === 'no' ? W.notCopied : null}</p>
        </>
      )}
    </section>
  );
}
