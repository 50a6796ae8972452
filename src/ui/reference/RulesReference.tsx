import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { bundledRules } from '../../engine';
import { useNavigation } from '../navigation';
import { AssumptionsSection } from './AssumptionsSection';
import { EditionsSection } from './EditionsSection';
import { FilterContext, makeFilter } from './filterContext';
import { GenericMapSection } from './GenericMapSection';
import { OtherPacksSection } from './OtherPacksSection';
import { QrsTerrainSection } from './QrsTerrainSection';
import { referenceEntries, referenceModel, SECTIONS, visibleKeys, type Entry, type ReferenceModel, type SectionId } from './referenceModel';
import { ScalesSection } from './ScalesSection';
import { SearchBox } from './SearchBox';
import { TableOfContents } from './TableOfContents';
import { TerritoryMapsSection } from './TerritoryMapsSection';
import { WeatherSection } from './WeatherSection';

type Loaded = { model: ReferenceModel; entries: Entry[] } | { error: string };

function load(): Loaded {
  try {
    const model = referenceModel(bundledRules());
    return { model, entries: referenceEntries(model) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function countBySection(entries: readonly Entry[], visible: ReadonlySet<string> | null): Record<SectionId, number> {
  const counts = Object.fromEntries(SECTIONS.map((s) => [s.id, 0])) as Record<SectionId, number>;
  for (const e of entries) if (!visible || visible.has(e.key)) counts[e.section] += 1;
  return counts;
}

function statusText(total: number, shown: number, query: string): string {
  if (!query.trim()) return `${total} entries. Type in the search box to filter them.`;
  if (shown === 0) return `No entry matches “${query.trim()}”.`;
  return `${shown} ${shown === 1 ? 'entry matches' : 'entries match'} “${query.trim()}”.`;
}

/** The rules reference: every transcribed value with its source, searchable and readable offline (seeds 000-004). */
export function RulesReference() {
  const go = useNavigation((s) => s.go);
  const loaded = useMemo(() => load(), []);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const entries = useMemo(() => ('entries' in loaded ? loaded.entries : []), [loaded]);
  const visible = useMemo(() => visibleKeys(entries, deferred), [entries, deferred]);
  const filter = useMemo(() => makeFilter(deferred, visible), [deferred, visible]);
  const counts = useMemo(() => countBySection(entries, visible), [entries, visible]);

  if ('error' in loaded) {
    return (
      <section className="error-box" aria-labelledby="reference-title">
        <h1 id="reference-title" ref={heading} tabIndex={-1}>
          Rules reference
        </h1>
        <p role="alert">The rules data could not be loaded: {loaded.error}</p>
      </section>
    );
  }
  const { model } = loaded;
  return (
    <FilterContext value={filter}>
      <div className="ref">
        <header className="ref-header">
          <h1 id="reference-title" ref={heading} tabIndex={-1}>
            Rules reference
          </h1>
          <button type="button" className="ghost" onClick={() => go('home')}>
            Back to home
          </button>
        </header>
        <p>
          Every value the app uses, transcribed from the source documents, with the seed file and section it comes from,
          so you can check it against your rulebook. Entries marked <strong className="ref-flag">Assumption</strong> or{' '}
          <strong className="ref-flag">Unverified</strong> are not plain seed text.
        </p>
        <SearchBox value={query} onChange={setQuery} status={statusText(entries.length, visible ? visible.size : entries.length, deferred)} />
        <TableOfContents counts={counts} searching={visible !== null} />
        <TerritoryMapsSection territories={model.territories} />
        <GenericMapSection model={model} />
        <QrsTerrainSection model={model} />
        <EditionsSection model={model} />
        <WeatherSection model={model} />
        <ScalesSection model={model} />
        <AssumptionsSection model={model} />
        <OtherPacksSection model={model} />
      </div>
    </FilterContext>
  );
}
