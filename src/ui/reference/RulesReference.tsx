import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { bundledRules, type Setup } from '../../engine';
import { canGoBack, goBack, referenceReturn, useNavigation } from '../navigation';
import { referenceWords } from './words';
import { AssumptionsSection } from './AssumptionsSection';
import { EditionsSection } from './EditionsSection';
import { FilterContext, makeFilter } from './filterContext';
import { GenericMapSection } from './GenericMapSection';
import { GlossarySection } from './GlossarySection';
import { OtherPacksSection } from './OtherPacksSection';
import { QrsTerrainSection } from './QrsTerrainSection';
import {
  isSectionId,
  placePrefix,
  referenceEntries,
  referenceModel,
  SECTIONS,
  sectionParts,
  visibleKeys,
  type Entry,
  type PackFacts,
  type ReferenceModel,
  type SectionId,
} from './referenceModel';
import { sectionHeadingId } from './ReferenceSection';
import { ScaleChooser } from './ScaleChooser';
import { ScalesSection } from './ScalesSection';
import { useGameScale } from '../rules/gameScale';
import { SearchBox } from './SearchBox';
import { TableOfContents } from './TableOfContents';
import { entryDomId, TargetContext } from './targetContext';
import { TerritoryMapsSection } from './TerritoryMapsSection';
import { WeatherSection } from './WeatherSection';
import { useLanguage } from '../shell/useLanguage';

type Loaded = { model: ReferenceModel; entries: Entry[] } | { error: string };

const SCALES: readonly string[] = ['maximus', 'magna', 'pacto'] satisfies Setup['scale'][];

function isScale(id: string | undefined): id is Setup['scale'] {
  return id !== undefined && SCALES.includes(id);
}

function load(packs: readonly (() => PackFacts)[], scale: Setup['scale']): Loaded {
  try {
    const model = referenceModel(bundledRules(), packs.map((pack) => pack()), scale);
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

const BACK_TARGETS = ['game', 'setup', 'sheet', 'ccnDice', 'ccnSight', 'agvTable', 'agvEffects', 'home'] as const;

/** Which screen Back names: the one it returns to when known, home when there is no screen behind, else none. */
function backTo(from: string | undefined, inApp: boolean): (typeof BACK_TARGETS)[number] | 'other' {
  const known = BACK_TARGETS.find((target) => target === from);
  if (known) return known;
  return inApp ? 'other' : 'home';
}

/**
 * The rules reference: every transcribed value with its source, searchable and readable offline
 * (seeds 000-004). It shows one section (one part of a long one) at a time, by route
 * (`#/reference/maps2023/waterside`), opens at an entry a citation links to (`?entry=…`), and its
 * Back returns to the screen it was opened from; a search looks through every section at once. The other
 * games' parts come from their packs (`packs`), built with the rest.
 */
export function RulesReference({ packs }: { packs: readonly (() => PackFacts)[] }) {
  const params = useNavigation((s) => s.params);
  const gameScale = useGameScale();
  // The distances are said in the scale the address names, else the game's (RULES-NOTES section 2).
  const scale = isScale(params.scale) ? params.scale : gameScale;
  const lang = useLanguage();
  // `lang`: the words inside are read from the catalogues in the language on screen, so a new language builds them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const loaded = useMemo(() => load(packs, scale), [packs, scale, lang]);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const heading = useRef<HTMLHeadingElement>(null);

  const model = 'model' in loaded ? loaded.model : null;
  const section = isSectionId(params.section) ? params.section : null;
  const parts = useMemo(() => (model && section ? sectionParts(model, section) : []), [model, section]);
  const part = parts.length > 0 ? (parts.find((p) => p.id === params.part) ?? parts[0])!.id : null;
  const entry = params.entry ?? null;
  const from = referenceReturn(params.from);

  const entries = useMemo(() => ('entries' in loaded ? loaded.entries : []), [loaded]);
  const searching = deferred.trim() !== '';
  const found = useMemo(() => visibleKeys(entries, deferred), [entries, deferred]);
  const page = useMemo(() => {
    if (!section) return new Set<string>();
    const prefix = placePrefix(section, part);
    return new Set(entries.filter((e) => e.key.startsWith(prefix)).map((e) => e.key));
  }, [entries, section, part]);
  const visible = searching ? found : page;
  const filter = useMemo(() => makeFilter(searching ? deferred : '', visible ?? new Set()), [searching, deferred, visible]);
  const counts = useMemo(() => countBySection(entries, found), [entries, found]);

  useEffect(() => {
    const target = entry ? document.getElementById(entryDomId(entry)) : null;
    if (target) {
      // The entry a link opened stands in the middle of the screen, not at its bottom edge.
      target.focus({ preventScroll: true });
      target.scrollIntoView?.({ block: 'center' });
      return;
    }
    ((section && document.getElementById(sectionHeadingId(section))) || heading.current)?.focus();
  }, [section, part, entry]);

  const back = (
    <button type="button" className="ghost" onClick={() => goBack(from ?? 'home')}>
      {referenceWords.back({ to: backTo(from, canGoBack()) })}
    </button>
  );
  if (!model) {
    return (
      <section className="error-box" aria-labelledby="reference-title">
        <h1 id="reference-title" ref={heading} tabIndex={-1}>
          {referenceWords.title}
        </h1>
        <p role="alert">{referenceWords.notLoaded({ error: 'error' in loaded ? loaded.error : '' })}</p>
        {back}
      </section>
    );
  }
  return (
    <FilterContext value={filter}>
      <TargetContext value={entry}>
        <div className="ref">
          <header className="ref-header">
            <h1 id="reference-title" ref={heading} tabIndex={-1}>
              {referenceWords.title}
            </h1>
            {back}
          </header>
          {!section && (
            <p>
              {referenceWords.intro} <strong className="ref-flag">{referenceWords.assumption}</strong> {referenceWords.or}{' '}
              <strong className="ref-flag">{referenceWords.unverified}</strong> {referenceWords.notSources} {referenceWords.landing}
            </p>
          )}
          <ScaleChooser rules={bundledRules()} scale={scale} onChoose={(next) => useNavigation.getState().go('reference', { ...params, scale: next }, { replace: true })} />
          <SearchBox value={query} onChange={setQuery} status={referenceWords.status({ searching: deferred.trim() !== '', total: entries.length, shown: found ? found.size : entries.length, query: deferred.trim() })} />
          <TableOfContents counts={counts} searching={searching} section={section} parts={parts} part={part} />
          <GlossarySection model={model} />
          <TerritoryMapsSection territories={model.territories} />
          <GenericMapSection model={model} />
          <QrsTerrainSection model={model} />
          <EditionsSection model={model} />
          <WeatherSection model={model} />
          <ScalesSection model={model} />
          <AssumptionsSection model={model} />
          <OtherPacksSection model={model} />
        </div>
      </TargetContext>
    </FilterContext>
  );
}
