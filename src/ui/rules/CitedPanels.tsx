import type { EditionId, GlossaryEntry, Rules } from '../../engine';
import { citedEntries } from '../reference/citable';
import { citationWords, glossaryWords } from './words';
import { CitedCards } from './CitedCards';
import { ruleIndex } from './ruleIndex';
import { useGameScale } from './gameScale';

/* What a citation or glossary panel shows once opened: the reference's entries, built from the rules on demand. */

/** The entries a citation names ("000 PBS 8.D"), the game's edition first. */
export function CitationCards({ rules, source, edition, onLeave }: { rules: Rules; source: string; edition?: EditionId; onLeave: () => void }) {
  const cited = citedEntries(ruleIndex(rules, useGameScale()).entries, source, edition);
  return cited.length > 0 ? <CitedCards cited={cited} onLeave={onLeave} /> : <p>{citationWords.none}</p>;
}

/** Where the reference opens from a step: the first entry the step's citation names (its section, part and entry), or null when none does. */
export function referencePlace(rules: Rules, source: string, edition?: EditionId): Record<string, string> | null {
  const first = citedEntries(ruleIndex(rules).entries, source, edition)[0];
  return first ? { section: first.section, ...(first.part ? { part: first.part } : {}), entry: first.key } : null;
}

/** One glossary entry's card, with its link to the reference. */
export function GlossaryEntryCard({ rules, entry, onLeave }: { rules: Rules; entry: GlossaryEntry; onLeave: () => void }) {
  const scale = useGameScale();
  return <CitedCards cited={ruleIndex(rules, scale).entries.filter((c) => c.key === `glossary/${entry.id}`)} onLeave={onLeave} />;
}

/** Every glossary entry. */
export function GlossaryCards({ rules, onLeave }: { rules: Rules; onLeave: () => void }) {
  const scale = useGameScale();
  return (
    <>
      <p>{glossaryWords.intro}</p>
      <CitedCards cited={ruleIndex(rules, scale).entries.filter((c) => c.section === 'glossary')} onLeave={onLeave} />
    </>
  );
}

