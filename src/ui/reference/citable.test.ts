// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules, newGame, STEP_IDS, stepSource, type GameState } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { citableEntries, citedEntries } from './citable';
import { PACKS } from '../packs/list';
import { referenceEntries, referenceModel } from './referenceModel';

const rules = bundledRules();
const packs = await Promise.all(PACKS.map((pack) => pack.loadReference()));
const model = referenceModel(rules, packs.map((pack) => pack()));
const entries = citableEntries(model);

/** A game of an edition at a step: all `stepSource` reads is the edition and the step. */
function atStep(edition: '2023' | '2020', stepId: GameState['stepId']): GameState {
  const started = newGame(rules, makeSetup({ edition }));
  if (!started.ok) throw new Error('bad setup');
  return { ...started.state, stepId };
}

describe('citations find their rules in the reference', () => {
  it('every entry of the reference can be shown in place, and only those', () => {
    expect(entries.map((e) => e.key).sort()).toEqual(referenceEntries(model).map((e) => e.key).sort());
  });

  it.each((['2023', '2020'] as const).flatMap((edition) => STEP_IDS.map((stepId) => [edition, stepId] as const)))(
    'the %s step "%s" cites a source the reference holds, of its own edition',
    (edition, stepId) => {
      const source = stepSource(rules, atStep(edition, stepId));
      const found = citedEntries(entries, source, edition);
      expect(found.length, source).toBeGreaterThan(0);
      const other = edition === '2023' ? 'editions/2020/' : 'editions/2023/';
      expect(found.filter((e) => e.key.startsWith(other))).toEqual([]);
    },
  );

  it.each([
    ['000 PBS 8.D and PBS Card Difference', '2023', 'editions/2023/march'],
    ['000 PBS 9.B Dense', '2023', 'editions/2023/density'],
    ['000 Waterside terrain types: Hills', '2023', 'maps2023/waterside/terrain/hills'],
    ['000 Waterside map', '2023', 'maps2023/waterside/map'],
    ['002 Terrain table: Marsh', '2020', 'terrain2020/marsh'],
    ['000 PBS 10.E', '2023', 'glossary/tug'],
  ] as const)('"%s" (%s) shows %s', (source, edition, key) => {
    expect(citedEntries(entries, source, edition).map((e) => e.key)).toContain(key);
  });

  it('a section cited whole finds its narrower parts: "000 PBS 9.B" gives the density table', () => {
    expect(citedEntries(entries, '000 PBS 9.B', '2023').map((e) => e.key)).toEqual(['editions/2023/density']);
  });

  it('finds nothing for a source the app does not hold', () => {
    expect(citedEntries(entries, '009 Nowhere', '2023')).toEqual([]);
  });

  it('places each entry in its section and part, so the link opens the right page', () => {
    const hills = entries.find((e) => e.key === 'maps2023/desert/terrain/hills');
    expect(hills).toMatchObject({ section: 'maps2023', part: 'desert' });
    expect(entries.find((e) => e.key === 'editions/2020/march')).toMatchObject({ section: 'editions', part: '2020' });
    expect(entries.find((e) => e.key === 'glossary/bw')).toMatchObject({ section: 'glossary', part: null });
  });
});
