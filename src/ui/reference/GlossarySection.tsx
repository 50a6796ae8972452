import { glossaryWords } from '../rules/words';
import { referenceWords } from './words';
import { FactList } from './FactList';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';

/** The abbreviations and terms of the pre-battle, each with the sources' words (data/meg/glossary.json). */
export function GlossarySection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="glossary" title={referenceWords.sections.glossary}>
      <p>{glossaryWords.intro}</p>
      <FactList facts={model.glossary} level={3} />
    </ReferenceSection>
  );
}
