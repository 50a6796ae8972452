import type { FactFlag } from './fact';
import { SaidText } from './SaidText';
import { REFERENCE_SECTION_WORDS as W } from './words';

/** A visible "Assumption" or "Unverified" mark with its note: what is not the sources' own words. */
export function FlagNote({ flag }: { flag: FactFlag }) {
  return (
    <p className="assumption ref-flag-note">
      <strong className="ref-flag">{W.flags[flag.kind]}</strong> <SaidText text={flag.note} />
    </p>
  );
}
