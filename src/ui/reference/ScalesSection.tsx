import { FactList } from './FactList';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';

/** Maximus, Magna and Pacto: unit, factor, rounding, worked examples and table sizes (seed 002 notes). */
export function ScalesSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="scales" title="Scales">
      <p>Distances in the rules are printed for Maximus in base widths (BW); each scale turns them into its own unit.</p>
      <FactList facts={model.scales} level={3} />
    </ReferenceSection>
  );
}
