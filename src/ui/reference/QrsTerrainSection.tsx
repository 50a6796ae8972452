import { FactList } from './FactList';
import { QrsTerrainTable } from './QrsTerrainTable';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { referenceWords } from './words';

/** The 2020 terrain table with its territory codes (seed 002 terrain table). */
export function QrsTerrainSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="terrain2020" title={referenceWords.sections.terrain2020}>
      <FactList facts={model.qrsFacts} level={3} />
      <QrsTerrainTable rows={model.qrsRows} />
    </ReferenceSection>
  );
}
