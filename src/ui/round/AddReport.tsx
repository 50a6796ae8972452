import { useState } from 'react';
import { FileButton } from '../components/FileButton';
import { CameraScanner } from './scan/CameraScanner';
import { PhotoReader } from './scan/PhotoReader';
import type { Added } from './useRound';
import { outcomeText, ROUND_WORDS as W } from './words';

/**
 * Adds a report to the round (issue 37): a sheet's QR code read by the camera or from a photo, a pasted link (whatever
 * address precedes its `#/shared/` part) or a game file, each one tap away. The confirmation says at once which table
 * it went to and what it did there.
 */
export function AddReport({ addReport }: { addReport: (text: string, source?: 'link' | 'file') => Promise<Added | null> }) {
  const [link, setLink] = useState('');
  const [said, setSaid] = useState<{ text: string; count: number; done: boolean }>({ text: '', count: 0, done: false });
  const [busy, setBusy] = useState(false);
  /** Adds what was read, pasted or opened; a pasted link's box is emptied once it is in, a scan leaves it as it is. */
  const add = async (text: string, how: 'scan' | 'paste' | 'file') => {
    setBusy(true);
    setSaid((before) => ({ text: W.add.reading, count: before.count, done: false }));
    try {
      const added = await addReport(text, how === 'file' ? 'file' : 'link');
      setSaid((before) => ({ text: added ? outcomeText(added.outcome, added.table) : '', count: before.count + 1, done: added !== null }));
      if (added && how === 'paste') setLink('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card round-add" aria-labelledby="round-add-title">
      <h2 id="round-add-title">{W.add.heading}</h2>
      <p role="status" className="round-said">
        {/* The outcome, above the camera's view, flashes as a read does (scan.css): the table a scan reached is seen at once. */}
        {said.text && (
          <span key={said.count} className={said.done ? 'scan-read' : undefined}>
            {said.text}
          </span>
        )}
      </p>
      <div className="round-scanners">
        <CameraScanner onCode={(text) => void add(text, 'scan')} />
        <PhotoReader onCode={(text) => void add(text, 'scan')} />
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (link.trim()) void add(link, 'paste');
        }}
      >
        <label htmlFor="round-link">{W.add.link}</label>
        <textarea id="round-link" rows={2} value={link} onChange={(e) => setLink(e.target.value)} spellCheck={false} autoComplete="off" />
        <div className="round-buttons">
          <button type="submit" disabled={busy || link.trim() === ''}>
            {W.add.linkButton}
          </button>
          <FileButton label={W.add.file} accept="application/json,.json" disabled={busy} onFile={(chosen) => void chosen.text().then((text) => add(text, 'file'))} />
        </div>
      </form>
    </section>
  );
}
