import { useId } from 'react';
import { PackDisabled } from '../packs/PackDisabled';
import { FactList } from './FactList';
import { useFilter } from './filterContext';
import type { PackFacts, ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { SaidText } from './SaidText';
import { SourceLine } from './SourceLine';
import { referenceWords } from './words';

function Pack({ pack }: { pack: PackFacts }) {
  const filter = useFilter();
  const id = useId();
  if (pack.disabled) return <PackDisabled game={pack.id} error={pack.disabled.details} headingLevel={3} />;
  if (!filter.showsAny(`otherPacks/${pack.id}/`)) return null;
  return (
    <section className="ref-pack" aria-labelledby={id}>
      <h3 id={id}>
        <SaidText text={pack.title} />
      </h3>
      <SourceLine source={pack.source} />
      <FactList facts={pack.facts} level={4} wide />
    </section>
  );
}

/** The other games' parts of the reference, each as its pack gives it (seeds 003-004). */
export function OtherPacksSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="otherPacks" title={referenceWords.sections.otherPacks}>
      {model.packs.map((pack) => (
        <Pack key={pack.id} pack={pack} />
      ))}
    </ReferenceSection>
  );
}
