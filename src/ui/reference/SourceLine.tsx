import { Quoted } from '../components/Quoted';
import { REFERENCE_SECTION_WORDS as W } from './words';

/** The citation every entry shows: source file and section, e.g. "000 Waterside map". */
export function SourceLine({ source }: { source: string }) {
  return (
    <p className="source">
      {W.sourceLabel}
      <Quoted source>{source}</Quoted>
    </p>
  );
}
