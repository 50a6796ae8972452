import { useId } from 'react';
import type { Fact } from './fact';
import { FactList } from './FactList';
import { useFilter } from './filterContext';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { SourceLine } from './SourceLine';

function Pack({ prefix, title, source, facts }: { prefix: string; title: string; source: string; facts: readonly Fact[] }) {
  const filter = useFilter();
  const id = useId();
  if (!filter.showsAny(prefix)) return null;
  return (
    <section className="ref-pack" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <SourceLine source={source} />
      <FactList facts={facts} level={4} wide />
    </section>
  );
}

/** The terrain rules of A Great Victory! (seed 004) and Commands & Colors: Napoleonics (seed 003). */
export function OtherPacksSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="otherPacks" title="Other rule packs">
      <Pack prefix="otherPacks/agv/" title={model.agv.title} source={model.agv.source} facts={model.agv.facts} />
      <Pack prefix="otherPacks/ccn/" title={model.ccn.title} source={model.ccn.source} facts={model.ccn.facts} />
    </ReferenceSection>
  );
}
