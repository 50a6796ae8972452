import { useId } from 'react';
import { Quoted } from '../components/Quoted';
import { FactList } from './FactList';
import { useFilter } from './filterContext';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { SectionLink } from './SectionLink';
import { SourceLine } from './SourceLine';
import { referenceWords } from './words';
import { REFERENCE_SECTION_WORDS as W } from './words';

function EditionColumn({ edition }: { edition: ReferenceModel['editions'][number] }) {
  const filter = useFilter();
  const id = useId();
  if (!filter.showsAny(`${edition.key}/`)) return null;
  return (
    <section className="ref-edition" aria-labelledby={id}>
      <h3 id={id}>
        <Quoted>{edition.name}</Quoted>
      </h3>
      <SourceLine source={edition.source} />
      <FactList facts={edition.facts} level={4} />
    </section>
  );
}

/** The pre-battle procedures of the 2023 and 2020 editions, one at a time or side by side in search results (seeds 000 and 002). */
export function EditionsSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="editions" title={referenceWords.sections.editions}>
      <p>
        {W.editionsIntro} <SectionLink section="assumptions">{W.assumptionsLink}</SectionLink>.
      </p>
      <div className="ref-editions">
        {model.editions.map((e) => (
          <EditionColumn key={e.key} edition={e} />
        ))}
      </div>
    </ReferenceSection>
  );
}
