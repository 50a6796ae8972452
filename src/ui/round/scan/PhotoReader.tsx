import { useId, useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FileButton } from '../../components/FileButton';
import { ScanConfirmation } from './ScanConfirmation';
import { ScanReadiness } from './ScanReadiness';
import { useScanner } from './useScanner';
import { SCAN_WORDS } from './words';
import './scan.css';

/**
 * A photo of a battle sheet read for its QR code (issue 37): the phone's camera app (`capture`, iOS included) or any
 * image file, such as a photo taken on another device. The code read goes to `onCode` and is confirmed on screen; an
 * image without a code, or a file that is no image, is said so.
 */
export function PhotoReader({ onCode }: { onCode: (text: string) => void }) {
  const { reader, readiness } = useScanner();
  const id = useId();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [read, setRead] = useState<{ text: string | null; count: number }>({ text: null, count: 0 });

  const choose = async (file: File) => {
    if (!reader) return;
    setProblem(null);
    setReading(true);
    try {
      const text = await reader(file);
      if (text) {
        setRead((before) => ({ text, count: before.count + 1 }));
        onCode(text);
      } else setProblem(SCAN_WORDS.noCode);
    } catch {
      setProblem(SCAN_WORDS.notImage);
    } finally {
      setReading(false);
    }
  };

  return (
    <section className="scan-photo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{SCAN_WORDS.photo}</h2>
      {/* The camera beside it says how ready scanning is; this says it only while its button waits for it. */}
      {!reader && <ScanReadiness readiness={readiness} />}
      <p id={`${id}-hint`} className="hint">
        {SCAN_WORDS.photoHint}
      </p>
      <FileButton
        label={SCAN_WORDS.choosePhoto}
        inputLabel={SCAN_WORDS.photoInput}
        accept="image/*"
        capture="environment"
        disabled={!reader || reading}
        describedBy={`${id}-hint`}
        onFile={(file) => void choose(file)}
      />
      {reading && <p>{SCAN_WORDS.reading}</p>}
      {problem && <ErrorNotice message={problem} />}
      <ScanConfirmation text={read.text} count={read.count} />
    </section>
  );
}
