import { FactList } from './FactList';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { referenceWords } from './words';
import { REFERENCE_SECTION_WORDS as W } from './words';

/** Maximus, Magna and Pacto: unit, factor, rounding, worked examples and table sizes (seed 002 notes). */
export function ScalesSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="scales" title={referenceWords.sections.scales}>
      <p>{W.scalesIntro}</p>
      <FactList facts={model.scales} level={3} />
    </ReferenceSection>
  );
}
