import { FactList } from './FactList';
import { useFilter } from './filterContext';
import { GenericMapTable } from './GenericMapTable';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { referenceWords } from './words';
import { REFERENCE_SECTION_WORDS as W } from './words';

/** The 2020 generic map with its unverified secure-flank rows and how it was read (seed 002). */
export function GenericMapSection({ model }: { model: ReferenceModel }) {
  const filter = useFilter();
  return (
    <ReferenceSection id="map2020" title={referenceWords.sections.map2020}>
      <p>
        {W.genericMapIntro.before} <strong className="ref-flag">{W.genericMapIntro.unverified}</strong>
        {W.genericMapIntro.after}
      </p>
      {filter.shows(model.genericMap.key) && <GenericMapTable map={model.genericMap} />}
      <FactList facts={model.genericMapFacts} level={3} />
    </ReferenceSection>
  );
}
