import { describe, expect, it } from 'vitest';
import { declaredCatalogues, declaredText } from './catalogue';
import { messageCases, messageParams } from './message';
import { OFFERED } from './language';
import { translationOf } from './translations';
import { dataNamesOf, type DataKind } from './vocab';
import { uiRules } from '../../../tests/support/uiState';
import { bundledPresets } from '../../engine';

/** Every place a translation differs from its English catalogue in shape or in a message's parameters. */
function mismatches(english: unknown, french: unknown, at: string): string[] {
  const text = declaredText(english);
  if (text !== null || typeof english === 'string') {
    if (typeof french !== 'string') return [`${at}: no text`];
    if (text === null) return french.includes('{') ? [`${at}: a plain string given parameters`] : [];
    const names = (t: string) => [...messageParams(t).keys()].sort().join(', ');
    if (names(french) !== names(text)) return [`${at}: names ${names(french)}, the English ${names(text)}`];
    const cases = messageCases(text);
    return [...messageCases(french)].flatMap(([name, options]) =>
      options.filter((option) => cases.has(name) && !cases.get(name)!.includes(option)).map((option) => `${at}: case "${option}" of ${name} the English lacks`),
    );
  }
  if (typeof english !== 'object' || english === null || typeof french !== 'object' || french === null) return [];
  const keys = new Set([...Object.keys(english), ...Object.keys(french)]);
  return [...keys].flatMap((key) =>
    key in english ? mismatches((english as Record<string, unknown>)[key], (french as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}: not in English`],
  );
}

describe('the catalogues in French', () => {
  it('have the English keys, and each message the English parameters and only the English choices', async () => {
    await import('./fr/index');
    const translated = declaredCatalogues().filter(({ words }) => translationOf('fr', words));
    expect(translated.length).toBeGreaterThan(0);
    for (const { words, english } of translated) expect(mismatches(english, translationOf('fr', words), 'catalogue')).toEqual([]);
  });
});

describe('an offered language', () => {
  it('translates every catalogue of the app, so no English is left on a screen in it', async () => {
    // Every module of the UI that may declare a catalogue (none is in a component or a test).
    await Promise.all(Object.values(import.meta.glob(['../**/*.ts', '!../**/*.test.ts', '!../**/*.fr.ts'])).map((load) => load()));
    await import('./fr/index');
    for (const lang of OFFERED.filter((l) => l !== 'en')) {
      const missing = declaredCatalogues()
        .filter(({ words }) => !translationOf(lang, words))
        .map(({ english }) => Object.keys(english).slice(0, 3).join(', '));
      expect(missing, lang).toEqual([]);
    }
  }, 60_000);
});

describe('an offered language names the data', () => {
  it('names every edition, terrain type, territory, season, weather type, weather column and camp condition of data/meg by its id', async () => {
    await import('./fr/index');
    const territories = Object.values(uiRules.territories).flat();
    const ids: Record<DataKind, Set<string>> = {
      edition: new Set(Object.keys(uiRules.editions)),
      presetName: new Set(bundledPresets().map((p) => p.id)),
      presetNote: new Set(bundledPresets().map((p) => p.id)),
      presetBasis: new Set(bundledPresets().map((p) => p.id)),
      terrain: new Set([...territories.flatMap((t) => t.terrain.map((x) => x.id)), ...uiRules.qrsTerrain.terrain.map((t) => t.id)].filter((id) => id !== 'deepWater')),
      territory: new Set(territories.map((t) => t.id)),
      season: new Set(uiRules.weather.seasons.map((s) => s.id)),
      weather: new Set(uiRules.weather.types.map((t) => t.id)),
      weatherColumn: new Set(territories.map((t) => t.weatherColumn)),
      campCondition: new Set(territories.filter((t) => t.specialRules.some((rule) => rule.kind === 'campIn')).map((t) => t.id)),
    };
    for (const lang of OFFERED.filter((l) => l !== 'en')) {
      const names = dataNamesOf(lang);
      const missing = (Object.keys(ids) as DataKind[]).flatMap((kind) => [...ids[kind]].filter((id) => !names?.[kind][id]).map((id) => `${kind} ${id}`));
      expect(missing, lang).toEqual([]);
    }
  });
});
