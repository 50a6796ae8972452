import { READING_WORDS } from '../words/readings';
import { Quoted } from './Quoted';

/**
 * A line of the sources as the app shows it: as printed, or, where the source line is garbled, our
 * clean reading marked as ours, with the line as printed one tap away.
 */
export function ReadLine({ text, reading }: { text: string; reading?: string | undefined }) {
  if (reading === undefined) return <Quoted source>{text}</Quoted>;
  return (
    <span className="read-line">
      <Quoted source>{reading}</Quoted> <span className="hint">{READING_WORDS.ours}</span>
      <details className="source-line">
        <summary>{READING_WORDS.sourceLine}</summary>
        <q>
          <Quoted source>{text}</Quoted>
        </q>
      </details>
    </span>
  );
}
