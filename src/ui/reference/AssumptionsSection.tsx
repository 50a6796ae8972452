import { FactList } from './FactList';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';

/** Everything the app assumes or reads from a garbled seed, gathered in one place (RULES-NOTES section 4). */
export function AssumptionsSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="assumptions" title="Assumptions: what is not in the sources">
      <p>
        These values are <strong>not</strong> in the source documents. The app needs them for its own digital cards and
        dice, or had to read a garbled table; with your own physical cards and dice most of them do not matter. Each one
        says why it was chosen.
      </p>
      <FactList facts={model.assumptions} level={3} />
    </ReferenceSection>
  );
}
