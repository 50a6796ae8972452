import { useId } from 'react';
import { TERRITORY_FACT_WORDS as T } from './factWords';
import { useFilter } from './filterContext';
import { one, saying } from './said';
import { SaidText } from './SaidText';
import { SourceLine } from './SourceLine';
import { useEntryAnchor } from './targetContext';
import { TerrainTable } from './TerrainTable';
import { TerritoryMapTable } from './TerritoryMapTable';
import type { SpecialRuleView, TerritoryView } from './territoryView';
import { citedWords } from './words';

/** One special rule of a territory: what the app applies, the sources' words and the source. */
function SpecialRuleCard({ rule }: { rule: SpecialRuleView }) {
  return (
    <li {...useEntryAnchor(rule.key, 'card')}>
      <p>
        <strong>{rule.title}.</strong> <SaidText text={rule.summary} />
      </p>
      <p className="ref-seed-words">{citedWords.sourceWords({ text: rule.text })}</p>
      <SourceLine source={rule.source} />
    </li>
  );
}

/** One 2023 territory: its PBS map, its special rules and its terrain table (seed 000). */
export function TerritorySection({ territory }: { territory: TerritoryView }) {
  const filter = useFilter();
  const id = useId();
  if (!filter.showsAny(`${territory.key}/`)) return null;
  const rules = territory.specialRules.filter((r) => filter.shows(r.key));
  return (
    <section className="ref-territory" aria-labelledby={id}>
      <h3 id={id}>
        <SaidText text={territory.name} />
      </h3>
      {filter.shows(territory.map.key) && <TerritoryMapTable map={territory.map} />}
      {rules.length > 0 && (
        <>
          <h4>
            <SaidText text={saying(T.specialRules, { territory: one(territory.name) })} />
          </h4>
          <ul className="ref-rules">
            {rules.map((rule) => (
              <SpecialRuleCard key={rule.key} rule={rule} />
            ))}
          </ul>
        </>
      )}
      {territory.terrain.some((row) => filter.shows(row.key)) && (
        <>
          <h4>
            <SaidText text={saying(T.terrainTable, { territory: one(territory.name) })} />
          </h4>
          <TerrainTable caption={territory.terrainCaption} rows={territory.terrain} />
        </>
      )}
    </section>
  );
}
