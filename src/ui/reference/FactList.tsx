import type { Fact } from './fact';
import { FactCard } from './FactCard';
import { useFilter } from './filterContext';
import { useEntryAnchor } from './targetContext';

/** A card of the reference with the anchor a link can open it at. */
function AnchoredCard({ fact, level }: { fact: Fact; level: 3 | 4 }) {
  return <FactCard fact={fact} level={level} anchor={useEntryAnchor(fact.key)} />;
}

/** The cards of a section that the search lets through, in a responsive grid. */
export function FactList({ facts, level, wide = false }: { facts: readonly Fact[]; level: 3 | 4; wide?: boolean }) {
  const filter = useFilter();
  const shown = facts.filter((f) => filter.shows(f.key));
  if (shown.length === 0) return null;
  return (
    <div className={wide ? 'ref-cards ref-cards-wide' : 'ref-cards'}>
      {shown.map((f) => (
        <AnchoredCard key={f.key} fact={f} level={level} />
      ))}
    </div>
  );
}
