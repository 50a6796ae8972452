import { FactList } from './FactList';
import { useFilter } from './filterContext';
import { GenericMapTable } from './GenericMapTable';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';

/** The 2020 generic map with its unverified secure-flank rows and how it was read (seed 002). */
export function GenericMapSection({ model }: { model: ReferenceModel }) {
  const filter = useFilter();
  return (
    <ReferenceSection id="map2020" title="Generic map (2020)">
      <p>
        In the 2020 edition one map serves every territory: the army counter must stay on squares that allow the chosen
        territory type. Columns give the density, rows the secure flank. The secure-flank axis is garbled in the source,
        so every row is marked <strong className="ref-flag">Unverified</strong>: check it against your printed sheet.
      </p>
      {filter.shows(model.genericMap.key) && <GenericMapTable map={model.genericMap} />}
      <FactList facts={model.genericMapFacts} level={3} />
    </ReferenceSection>
  );
}
