import { ReferenceSection } from './ReferenceSection';
import { TerritorySection } from './TerritorySection';
import type { TerritoryView } from './territoryView';
import { referenceWords } from '../rules/words';

/** The seven 2023 territories (seed 000 "PBS and Terrain Map Release v2023.1"). */
export function TerritoryMapsSection({ territories }: { territories: readonly TerritoryView[] }) {
  return (
    <ReferenceSection id="maps2023" title={referenceWords.sections.maps2023}>
      <p>
        One 5 x 5 map per territory, row 1 at the top as printed. Each square gives the secure flank and the terrain
        density; the background colour repeats the density. Limits such as “max 2 including Tilled Fields” are shared
        between the terrain types named.
      </p>
      {territories.map((t) => (
        <TerritorySection key={t.key} territory={t} />
      ))}
    </ReferenceSection>
  );
}
