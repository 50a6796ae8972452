import { useRef, useState } from 'react';
import type { Added } from './useRound';
import { ROUND_WORDS as W } from './words';

/**
 * Adds a report to the round: a pasted link (whatever address precedes its `#/shared/` part) or a game file. The
 * confirmation says at once which table it went to and what it did there.
 */
export function AddReport({ addReport }: { addReport: (text: string, source?: 'link' | 'file') => Promise<Added | null> }) {
  const [link, setLink] = useState('');
  const [said, setSaid] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const add = async (text: string, source: 'link' | 'file') => {
    setBusy(true);
    setSaid(W.add.reading);
    try {
      const added = await addReport(text, source);
      setSaid(added ? W.add.outcome(added.outcome, added.table) : '');
      if (added && source === 'link') setLink('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card round-add" aria-labelledby="round-add-title">
      <h2 id="round-add-title">{W.add.heading}</h2>
      {/* SCANNER: the camera and photo reader of src/ui/round/scan/ goes here; it calls addReport(text) with the text it read. */}
      <div className="round-scan-place" data-place="scanner" />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (link.trim()) void add(link, 'link');
        }}
      >
        <label htmlFor="round-link">{W.add.link}</label>
        <textarea id="round-link" rows={2} value={link} onChange={(e) => setLink(e.target.value)} spellCheck={false} autoComplete="off" />
        <div className="round-buttons">
          <button type="submit" disabled={busy || link.trim() === ''}>
            {W.add.linkButton}
          </button>
          <button type="button" disabled={busy} onClick={() => file.current?.click()}>
            {W.add.file}
          </button>
        </div>
      </form>
      <input
        ref={file}
        type="file"
        accept="application/json,.json"
        aria-label={W.add.file}
        hidden
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) void chosen.text().then((text) => add(text, 'file'));
        }}
      />
      <p role="status" className="round-said">
        {said}
      </p>
    </section>
  );
}
