import { TERRITORY_FACT_WORDS as T } from './factWords';
import { ReferenceSection } from './ReferenceSection';
import { TerritorySection } from './TerritorySection';
import type { TerritoryView } from './territoryView';
import { referenceWords } from './words';

/** The seven 2023 territories (seed 000 "PBS and Terrain Map Release v2023.1"). */
export function TerritoryMapsSection({ territories }: { territories: readonly TerritoryView[] }) {
  return (
    <ReferenceSection id="maps2023" title={referenceWords.sections.maps2023}>
      <p>{T.intro}</p>
      {territories.map((t) => (
        <TerritorySection key={t.key} territory={t} />
      ))}
    </ReferenceSection>
  );
}
