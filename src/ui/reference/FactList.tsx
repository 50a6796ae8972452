import type { Fact } from './fact';
import { FactCard } from './FactCard';
import { useFilter } from './filterContext';

/** The cards of a section that the search lets through, in a responsive grid. */
export function FactList({ facts, level, wide = false }: { facts: readonly Fact[]; level: 3 | 4; wide?: boolean }) {
  const filter = useFilter();
  const shown = facts.filter((f) => filter.shows(f.key));
  if (shown.length === 0) return null;
  return (
    <div className={wide ? 'ref-cards ref-cards-wide' : 'ref-cards'}>
      {shown.map((f) => (
        <FactCard key={f.key} fact={f} level={level} />
      ))}
    </div>
  );
}
