// @vitest-environment node
import { bundledRules, parseScaledText, type GameState, type Rules, type Setup, type TerrainOption, type WeatherId } from '../../engine';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { battleSheet } from '../sheet/battleSheet';
import { weatherEffects } from '../battle/trackerWords';
import { plainText } from './withSource';
import { placementHints } from './placement';
import { referenceModel } from '../reference/referenceModel';
import { citedEntries } from '../reference/citable';
import { plain } from '../reference/said';
import { ruleIndex } from '../rules/ruleIndex';
import { sayScaled, terrainTexts } from './sayScaled';

const rules = bundledRules();
const EDITIONS = ['2023', '2020'] as const;
const SCALES = ['maximus', 'magna', 'pacto'] as const;
type Choice = Pick<Setup, 'edition' | 'scale'>;

/** A distance as a reader sees it: "4-7 BW". */
interface Shown {
  value: string;
  unit: string;
}

/**
 * What the data says each distance of a text is in a scale, worked out here from scales.json and the edition
 * (RULES-NOTES section 2; seed 002 MAGNA and PACTO notes), not by the renderer: the scale's unit; its factor
 * and rounding for a starred value, or for a piece size when the edition converts sizes; a table distance
 * by its row; anything else as printed.
 */
function expected(rules: Rules, choice: Choice, text: string): Shown[] {
  const scale = rules.scales.scales.find((s) => s.id === choice.scale)!;
  const edition = rules.editions[choice.edition];
  const convert = (n: number) => {
    const exact = (n * scale.factor.numerator) / scale.factor.denominator;
    return scale.rounding === 'up' ? Math.ceil(Number(exact.toFixed(6))) : exact;
  };
  const parsed = parseScaledText(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.parts.flatMap((part): Shown[] => {
    if (part.kind === 'words') return [];
    if (part.kind === 'key') {
      const row = edition.distances.find((d) => d.key === part.key)!;
      return [{ value: String(row.scaled ? convert(row.printed) : row.printed), unit: scale.unit }];
    }
    const values = part.printed.map((n) => (part.kind === 'star' || (part.kind === 'size' && edition.pieceSizes.scaled) ? convert(n) : n));
    return [{ value: values.join('-'), unit: scale.unit }];
  });
}

/** The notes the renderer may add after a distance, each naming the printed BW: removed before reading the distances shown. */
const NOTES = /\s\((?:[\d.]+(?:-[\d.]+)? BW printed, reduced for \w+|printed [\d.]+ BW, read as HBW|house rule; printed [\d.]+ H?BW)\)/g;
const DISTANCE = /(\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?) (H?BW)\b/g;

/** Every distance a text shows, in order, and whatever else in it still looks like a unit (which must be nothing). */
function shown(text: string, unitNamed: boolean): { distances: Shown[]; stray: string } {
  const plain = text.replace(NOTES, '');
  const distances = [...plain.matchAll(DISTANCE)].map((m) => ({ value: m[1]!, unit: m[2]! }));
  const stray = unitNamed ? /\d\s?H?BW|[{}]/ : /\bH?BW\b|\d\s?H?BW|[{}]/;
  return { distances, stray: plain.replace(DISTANCE, '').match(stray)?.[0] ?? '' };
}

/** `unitNamed`: the text may name the unit itself (the glossary's BW and HBW entries), with no number. */
function expectSaid(said: string, templates: readonly string[], choice: Choice, where: string, unitNamed = false): void {
  const { distances, stray } = shown(said, unitNamed);
  expect(distances, `${where}: "${said}"`).toEqual(templates.flatMap((t) => expected(rules, choice, t)));
  expect(stray, `${where}: "${said}"`).toBe('');
}

/** The words a scale shows for a terrain type: the Pacto sheet's where it differs (2020), else the seed's. */
function wordsOf(terrain: TerrainOption, choice: Choice) {
  return choice.scale === 'pacto' && terrain.pactoWording ? terrain.pactoWording : terrain;
}

const CASES = EDITIONS.flatMap((edition) => SCALES.map((scale) => ({ edition, scale })));

describe.each(CASES)('every distance shown, $edition $scale, is the value and unit the data gives (issue 27)', (choice) => {
  const territories = rules.territories[choice.edition];

  it.each(territories.map((t) => [t.name, t] as const))('%s: the terrain choice list and the placement hints', (_name, territory) => {
    for (const terrain of territory.terrain) {
      const words = terrainTexts(rules, choice, terrain);
      const source = wordsOf(terrain, choice);
      for (const field of ['description', 'effects', 'specialRules'] as const) {
        expectSaid(words[field], [source[field]], choice, `${territory.id}/${terrain.id}.${field}`);
      }
      const nearOwnKind = territory.specialRules.flatMap((r) => (r.kind === 'nearOwnKind' && r.terrain.includes(terrain.id) ? [r.text] : []));
      const within = terrain.placement.within ? [terrain.placement.within.text] : [];
      const hintTemplates = [...(terrain.tableRules ? [terrain.tableRules.text] : []), ...within, ...nearOwnKind];
      expectSaid(placementHints(rules, choice, territory, terrain).join(' '), hintTemplates, choice, `${territory.id}/${terrain.id} hints`);
    }
    for (const rule of territory.specialRules) expectSaid(sayScaled(rules, choice, rule.text), [rule.text], choice, `${territory.id} ${rule.kind}`);
  });

  it('the rules reference: the glossary, the procedures, each territory, the 2020 terrain table and the weather', () => {
    const model = referenceModel(rules, [], choice.scale);
    for (const entry of rules.glossary.entries) {
      const card = model.glossary.find((f) => f.key === `glossary/${entry.id}`)!;
      expectSaid(plain(card.lines![0]!), [entry.definition], { edition: '2020', scale: choice.scale }, `glossary ${entry.id}`, true);
    }
    const facts = model.editions.find((e) => e.id === choice.edition)!.facts;
    const line = (part: string, start: string) => facts.find((f) => f.key === `editions/${choice.edition}/${part}`)!.lines!.map(plain).find((l) => l.startsWith(start))!;
    expectSaid(line('placement', 'Flank sectors:'), ['{key:flankSector}'], choice, 'reference flank sectors');
    expectSaid(line('secureFlanks', 'Deep water:').split(' into the table.')[0]!, ['{key:deepWater}'], choice, 'reference deep water');
    expectSaid(line('opponent', 'Moves are up to'), ['{key:opponentMove}'], choice, "reference opponent's move");
    expectSaid(line('deployment', 'Counted in'), ['{key:deploymentFromCentre}'], choice, 'reference deployment zone');
    if (choice.edition === '2023') {
      for (const view of model.territories) {
        const territory = territories.find((t) => t.name === plain(view.name))!;
        for (const row of view.terrain) {
          const terrain = territory.terrain.find((t) => t.name === plain(row.name))!;
          for (const field of ['description', 'effects', 'specialRules'] as const) expectSaid(row[field], [terrain[field]], choice, `reference ${territory.id}/${terrain.id}.${field}`);
        }
        view.specialRules.forEach((rule, i) => expectSaid(rule.text, [territory.specialRules[i]!.text], choice, `reference ${territory.id} rule ${i}`));
      }
    } else {
      for (const row of model.qrsRows) {
        const terrain = rules.qrsTerrain.terrain.find((t) => `terrain2020/${t.id}` === row.key)!;
        const words = choice.scale === 'pacto' && terrain.pactoWording ? { ...terrain, ...terrain.pactoWording } : terrain;
        for (const field of ['description', 'visibility', 'cover', 'specialRules'] as const) expectSaid(row[field], [words[field]], choice, `reference 2020 ${terrain.id}.${field}`);
      }
      for (const type of rules.weather.types) {
        const card = model.weather.find((f) => f.key === `weather/type/${type.id}`)!;
        expectSaid(plain(card.lines?.[0] ?? ''), [type.effects], choice, `reference weather ${type.id}`);
      }
    }
  });

  it('the weather through the battle and on the projector', () => {
    for (const type of rules.weather.types) {
      if (!type.effects) continue;
      expectSaid(weatherEffects(rules, choice, type.id as WeatherId), [type.effects], choice, `weather ${type.id}`);
    }
  });

  it.each(territories.map((t) => [t.name, t] as const))('%s: the battle sheet, every terrain type standing', (_name, territory) => {
    const played = game(choice);
    const piece = played.pieces.find((p) => p.placement !== null)!;
    const state: GameState = {
      ...played,
      territory: territory.id,
      pieces: territory.terrain.map((t) => ({ ...piece, terrain: t.id, declared: null, outcome: 'keep' as const })),
    };
    const sheet = battleSheet(rules, state, { seed: null, shareUrl: 'https://pbw.example/#/shared/abc' });
    const effects = sheet.sections.find((x) => x.id === 'terrainEffects')!.rows;
    for (const terrain of territory.terrain) {
      const row = effects.find((r) => r.label === terrain.name)!;
      const words = wordsOf(terrain, choice);
      expectSaid(plainText(row.withSource ?? []), [words.effects, words.specialRules], choice, `sheet ${territory.id}/${terrain.id}`);
    }
    const special = sheet.sections.find((x) => x.id === 'territoryRules')!.rows;
    territory.specialRules.forEach((rule, i) => expectSaid(plainText(special[i]!.withSource ?? []), [rule.text], choice, `sheet ${territory.id} rule ${i}`));
    const weather = sheet.sections.find((x) => x.id === 'weather')!.rows.find((r) => r.label === 'Effects');
    const type = rules.weather.types.find((t) => t.id === state.weather?.weather);
    if (weather && type?.effects) expectSaid(weather.value, [type.effects], choice, 'sheet weather');
  });
});

const games = new Map<string, GameState>();
/** One finished game per edition and scale, whose sheet is then shown with each territory's terrain standing. */
function game(choice: Choice): GameState {
  const key = `${choice.edition}/${choice.scale}`;
  let state = games.get(key);
  if (!state) {
    state = playRandomGame(rules, makeSetup(choice), `scaled-text-${key}`).state;
    games.set(key, state);
  }
  return state;
}

const terrainIn = (edition: Setup['edition'], territory: string, id: string) => rules.territoryIndex[edition][territory]!.terrain.find((t) => t.id === id)!;
const at = (edition: Setup['edition'], scale: Setup['scale']) => ({ edition, scale });

describe('pinned cases: the sources beside the app (issue 27)', () => {
  it.each([
    // Seed 001 (Pacto) terrain table: "Infantry visible at 3 HBW." (Tall Crops), "Troops visible at 1 HBW." (Town), "All visible within 2HBW over a ridge." (Hills).
    ['standard', 'tallCrops', 'Visibility: Infantry visible at 3 HBW'],
    ['standard', 'town', 'Visibility: Troops visible at 1 HBW'],
    ['standard', 'hills', 'Visibility: All visible within 2 HBW over a ridge'],
  ])('2020 Pacto %s %s reads "%s" (seed 001 terrain table)', (territory, id, words) => {
    expect(terrainTexts(rules, at('2020', 'pacto'), terrainIn('2020', territory, id)).effects).toContain(words);
  });

  it('2020 Pacto Woods and Forest use seed 001\'s rules: "Troops may only shoot 1 rank deep" (seed 001 Woods, Forest)', () => {
    const pacto = at('2020', 'pacto');
    const woods = terrainTexts(rules, pacto, terrainIn('2020', 'standard', 'woods'));
    expect(woods.specialRules).toBe('Troops may only shoot 1 rank deep.');
    expect(woods.source).toBe('001 Terrain table: Woods');
    expect(terrainTexts(rules, pacto, terrainIn('2020', 'standard', 'forest')).specialRules).toBe('Troops may only shoot 1 rank deep and cannot make combat claims for additional ranks.');
    // The citation of the Pacto words opens the reference's Woods row, said in Pacto.
    const cited = citedEntries(ruleIndex(rules, 'pacto').entries, woods.source, '2020');
    expect(cited.map((c) => c.key)).toContain('terrain2020/woods');
    // Seed 002 stays the words of the other scales.
    expect(terrainTexts(rules, at('2020', 'maximus'), terrainIn('2020', 'standard', 'woods')).specialRules).toBe('SuGs can only shoot 2 ranks deep, others 1 rank deep');
  });

  it('2023 Pacto says seed 000\'s "Max size ≤ 6BW", "no wider that 2BW", "All Visible (V) 0.5BW" in HBW (seed 000 Waterside terrain types)', () => {
    const pacto = at('2023', 'pacto');
    expect(terrainTexts(rules, pacto, terrainIn('2023', 'waterside', 'fields')).description).toBe('Open Fields with hedges/walls. Max size ≤ 6 HBW');
    expect(terrainTexts(rules, pacto, terrainIn('2023', 'waterside', 'riversAndStreams')).specialRules).toMatch(/^Can be no wider than 2 HBW\./);
    expect(terrainTexts(rules, pacto, terrainIn('2023', 'waterside', 'hills')).effects).toMatch(/^All Visible \(V\) 0\.5 HBW of a ridge line/);
  });

  it('Magna says a piece size the same in the terrain list as in the placement hint (seed 000 Fields "Max size ≤ 6BW", Town ">6-10 BW")', () => {
    const magna = at('2023', 'magna');
    const fields = terrainIn('2023', 'waterside', 'fields');
    const town = terrainIn('2023', 'waterside', 'town');
    expect(terrainTexts(rules, magna, fields).description).toBe('Open Fields with hedges/walls. Max size ≤ 4 BW (6 BW printed, reduced for Magna)');
    expect(placementHints(rules, magna, null, fields)).toContain('Max size ≤ 4 BW (6 BW printed, reduced for Magna)');
    expect(terrainTexts(rules, magna, town).description).toBe('Larger Settlement >4-7 BW (6-10 BW printed, reduced for Magna) Max size');
    expect(placementHints(rules, magna, null, town)[0]).toBe('Larger Settlement >4-7 BW (6-10 BW printed, reduced for Magna) Max size');
  });

  it('the weather\'s "visibility 4BW", printed in BW on both sheets, reads 4 HBW in Pacto and says so (seed 001 and 002 Weather Effects; 002 PACTO note)', () => {
    expect(weatherEffects(rules, at('2020', 'pacto'), 'snow')).toContain('visibility 4 HBW (printed 4 BW, read as HBW)');
    expect(weatherEffects(rules, at('2020', 'maximus'), 'snow')).toContain('visibility 4 BW,');
    expect(rules.scales.scales.find((s) => s.id === 'pacto')?.printedBwReading?.text).toMatch(/PACTO needs no change in BW/);
  });
});
