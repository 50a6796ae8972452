import { useId } from 'react';
import { PackDisabled } from '../packs/PackDisabled';
import { FactList } from './FactList';
import { useFilter } from './filterContext';
import type { PackFacts, ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { SourceLine } from './SourceLine';
import { referenceWords } from '../rules/words';

function Pack({ game, pack }: { game: 'agv' | 'ccn'; pack: PackFacts }) {
  const filter = useFilter();
  const id = useId();
  if (pack.disabled) return <PackDisabled game={game} error={pack.disabled.details} headingLevel={3} />;
  if (!filter.showsAny(`otherPacks/${game}/`)) return null;
  return (
    <section className="ref-pack" aria-labelledby={id}>
      <h3 id={id}>{pack.title}</h3>
      <SourceLine source={pack.source} />
      <FactList facts={pack.facts} level={4} wide />
    </section>
  );
}

/** The terrain rules of A Great Victory! (seed 004) and Commands & Colors: Napoleonics (seed 003). */
export function OtherPacksSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="otherPacks" title={referenceWords.sections.otherPacks}>
      <Pack game="agv" pack={model.agv} />
      <Pack game="ccn" pack={model.ccn} />
    </ReferenceSection>
  );
}
