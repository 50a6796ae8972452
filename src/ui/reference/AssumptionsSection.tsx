import { FactList } from './FactList';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { referenceWords } from './words';
import { REFERENCE_SECTION_WORDS as W } from './words';

/** Everything the app assumes or reads from a garbled seed, gathered in one place (RULES-NOTES section 4). */
export function AssumptionsSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="assumptions" title={referenceWords.sections.assumptions}>
      <p>
        {W.assumptionsIntro.before} <strong>{W.assumptionsIntro.not}</strong> {W.assumptionsIntro.after}
      </p>
      <FactList facts={model.assumptions} level={3} />
    </ReferenceSection>
  );
}
