// @vitest-environment node
import digital2023 from '../../../examples/digital-2023-waterside.json';
import intercept2023 from '../../../examples/intercept-2023.json';
import outscouted2020 from '../../../examples/outscouted-2020.json';
import physical2020 from '../../../examples/physical-2020.json';
import { longSetup } from '../../../tests/support/longGame';
import { playRandomGame } from '../../../tests/support/randomGame';
import {
  applyAction,
  battleWeatherChance,
  deploymentPlan,
  findTerritory,
  publicView,
  replay,
  rulesVersionOf,
  seedFingerprint,
  table,
  summary,
  type Action,
  type GameState,
  type Setup,
} from '../../engine';
import { uiRules as rules } from '../../../tests/support/uiState';
import { SHEET_WORDS } from './words';
import { wordContext } from '../words';
import { campRuleText, zonesText } from '../words/deployment';
import { plainText } from '../words/withSource';
import { battleSheet, rowText, sheetText, type BattleSheet, type SheetSectionId } from './battleSheet';
import { chooseLanguage } from '../words/chooseLanguage';
import { sayParts, sayScaled } from '../words/sayScaled';
import { codeOf } from '../../../tests/support/gameCode';

function finished(log: { setup: unknown; actions: unknown[] }): GameState {
  const result = replay(rules, log.setup as Setup, log.actions as Action[]);
  if (!result.ok || result.state.stepId !== 'done') throw new Error('the example does not replay to the end');
  return result.state;
}

const section = (sheet: BattleSheet, id: SheetSectionId) => {
  const found = sheet.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id} section`);
  return found;
};
const value = (sheet: BattleSheet, id: SheetSectionId, label: string) => {
  const row = section(sheet, id).rows.find((r) => r.label === label);
  return row && rowText(row);
};

/** What every sheet holds (issue 10), and the sections only the 2023 edition has. */
const EVERY: SheetSectionId[] = ['battle', 'ground', 'territoryRules', 'weather', 'terrain', 'terrainEffects', 'scouting', 'deployment', 'seed'];
const ONLY_2023: SheetSectionId[] = ['vitalSettlement', 'preGameMoves'];

/** A long 2023 digital game: the longest names and seed, every kind of troops that deploys first. */
const long2023 = playRandomGame(rules, longSetup('2023'), 'sheet-long-2023').state;

describe.each([
  ['a long 2023 digital game', long2023, '2023'],
  ['the digital 2023 Waterside example', finished(digital2023), '2023'],
  ['the strategic intercept example (2023)', finished(intercept2023), '2023'],
  ['the outscouted 2020 example', finished(outscouted2020), '2020'],
  ['the physical 2020 example', finished(physical2020), '2020'],
] as const)('the battle sheet of %s', (_name, state, edition) => {
  const seed = state.setup.cards === 'digital' || state.setup.dice === 'digital' ? codeOf(state.setup) : null;
  const sheet = battleSheet(rules, state, { seed, shareUrl: 'https://pbw.example/#/shared/abc' });
  const s = summary(rules, state);
  const territory = findTerritory(rules, state.setup.edition, state.territory!)!;

  it('has every section the issue lists, in order, and the 2023 ones only in 2023', () => {
    const ids = sheet.sections.map((x) => x.id);
    expect(ids.filter((id) => EVERY.includes(id))).toEqual(EVERY);
    for (const id of ONLY_2023) expect(ids.includes(id)).toBe(edition === '2023');
    for (const x of sheet.sections) {
      expect(x.rows.length).toBeGreaterThan(0);
      for (const row of x.rows) expect(`${row.label} ${row.value}`).not.toMatch(/undefined|\[object|NaN|\bnull\b/);
    }
  });

  it('names the players, their armies, invader and defender, edition with the app rules beside it, and scale', () => {
    expect(sheet.title).toBe(`${state.setup.players[0].name} (${state.setup.players[0].army.name}) v ${state.setup.players[1].name} (${state.setup.players[1].army.name})`);
    expect(value(sheet, 'battle', 'Invader')).toContain(`${s.sides!.invader.player}, ${s.sides!.invader.army}`);
    expect(value(sheet, 'battle', 'Defender')).toContain(`${s.sides!.defender.player}, ${s.sides!.defender.army}`);
    // The examples and a setup naming no rules: app rules 2 (outscouted-2020 under rules 1, its 2020 territory-card pass kept).
    expect(value(sheet, 'battle', 'Rules')).toBe(`${s.edition} (app rules ${rulesVersionOf(state.setup)}, Nov 2026); ${s.scale}`);
  });

  it('gives the territory, the final square with its flank and density, and the special rules', () => {
    expect(value(sheet, 'ground', 'Territory')).toBe(territory.name);
    expect(value(sheet, 'ground', 'Final square')).toBe(`Row ${s.square!.row + 1}, column ${s.square!.col + 1}`);
    expect(value(sheet, 'ground', 'Density')).toMatch(/^(Featureless|Open|Normal|Dense|Very Dense): /);
    const flank = value(sheet, 'ground', 'Secure flank');
    if (s.flank?.kind === 'deepWater') expect(flank).toBe(`Deep Water along the defender's ${s.flank.edge} side edge (the invader's ${s.flank.edge === 'left' ? 'right' : 'left'}), placed by the defender`);
    if (s.flank?.kind === 'pieces') expect(flank).toContain(`in the defender's ${s.flank.sector} flank sector`);
    const rules2023 = section(sheet, 'territoryRules').rows.map((r) => rowText(r));
    expect(rules2023).toEqual(territory.specialRules.length > 0 ? territory.specialRules.map((r) => sayScaled(rules, state.setup, r.text)) : ['The 2020 sheets give the territories no special rules.']);
  });

  it('gives the season, the weather and its effects, and the turn roll', () => {
    expect(value(sheet, 'weather', 'Season')).toMatch(new RegExp(`^${s.season!.replace('/', '\\/')} \\([-+]?\\d\\)$`));
    // The season's modifier is said with the dice, so the sum adds up (issue 29; seed 002 weather rules: 2D6 plus the season).
    const modifier = s.weather!.score - s.weather!.dice[0] - s.weather!.dice[1];
    const plus = modifier === 0 ? '' : `, \\${modifier > 0 ? '+' : '-'}${Math.abs(modifier)} for ${s.season!.replace('/', '\\/')}`;
    expect(value(sheet, 'weather', 'Weather')).toMatch(new RegExp(`^${s.weather!.name}: rolled ${s.weather!.dice[0]} and ${s.weather!.dice[1]}${plus}: score ${s.weather!.score}`));
    const effects = value(sheet, 'weather', 'Effects')!;
    if (s.weather!.effects.length > 0) expect(effects.toLowerCase()).toBe(sayParts(s.weather!.effects).toLowerCase());
    else expect(effects).toMatch(/^None/);
    expect(value(sheet, 'weather', 'Each turn')).toMatch(/^Roll [12] Red dic?e? and [12] Green dic?e?: /);
  });

  it("lists everything on the table with the table diagram's numbers: each piece with its category and outcome, and the effects of each type left standing", () => {
    const rows = section(sheet, 'terrain').rows;
    const water = s.flank?.kind === 'deepWater' ? 1 : 0;
    expect(rows).toHaveLength(Math.max(1, s.terrain.length + water));
    expect(rows.map((r) => r.number)).toEqual(table.tableLayout(rules, state).map((_item, i) => i + 1));
    if (water) expect(rows[0]).toMatchObject({ number: 1, label: 'Deep Water' });
    s.terrain.forEach((piece, i) => {
      const side = state.pieces[i]!.owner;
      const owner = piece.owner.length <= 14 ? piece.owner : side === 'invader' ? 'Invader' : 'Defender';
      const row = rows.find((r) => r.label.startsWith(`${piece.terrain} (`) && r.value.startsWith(`${owner}, ${piece.kind === 'flank' ? 'secure flank' : piece.kind}; `));
      expect(row, `piece ${i + 1}`).toBeDefined();
      expect(row?.label).toMatch(new RegExp(`^${piece.terrain} \\((Good|Rough|Difficult)\\)`));
    });
    const standing = new Set(state.pieces.filter((p) => p.outcome !== 'remove').map((p) => territory.terrain.find((t) => t.id === p.terrain)!.name));
    expect(section(sheet, 'terrainEffects').rows.map((r) => r.label).sort()).toEqual([...standing].sort());
  });

  it('gives the scouting result and the deployment plan in order with TuG counts', () => {
    const invader = s.sides!.invader.player.length <= 14 ? s.sides!.invader.player : 'Invader';
    expect(value(sheet, 'scouting', invader)).toMatch(new RegExp(`^${state.scouting!.totals.invader}% `));
    const plan = deploymentPlan(rules, state);
    const rows = section(sheet, 'deployment').rows;
    const counted = plan.filter((item) => item.tugs !== null);
    expect(rows.filter((r) => r.count).map((r) => r.count)).toEqual(counted.map((item) => `${item.tugs} ${rules.editions[edition].deployment.unit}${item.tugs === 1 ? '' : 's'}`));
    expect(section(sheet, 'deployment').ordered).toBe(true);
    expect(rowText(rows[0]!)).toContain(plainText(zonesText(wordContext(rules, state, state.setup))));
  });

  it('prints the seed once revealed, with its fingerprint, or says there is none', () => {
    if (seed) {
      expect(value(sheet, 'seed', 'Game code')).toContain(seed);
      expect(value(sheet, 'seed', 'Fingerprint')).toBe(seedFingerprint(seed));
    } else expect(value(sheet, 'seed', 'Game code')).toBe("No game code: the players' own cards and dice decided");
  });

  it('the text version says the same facts, line for line', () => {
    const text = sheetText(sheet);
    expect(text.startsWith(`${sheet.title}\n`)).toBe(true);
    for (const x of sheet.sections) {
      expect(text).toContain(x.title.toUpperCase());
      x.rows.forEach((row, i) => {
        const label = x.ordered ? `${row.number ?? i + 1}. ${row.label}` : row.label;
        expect(text).toContain(`${label}${row.count ? ` [${row.count}]` : ''}: ${rowText(row)}\n`);
      });
    }
    expect(text).toContain('Share link: https://pbw.example/#/shared/abc\n');
  });

  it('reads only the public view: the room sees the same sheet as the players', () => {
    expect(battleSheet(rules, publicView(state), { seed, shareUrl: sheet.shareUrl })).toEqual(sheet);
  });
});

describe('the parts of the sheet that depend on the game', () => {
  const waterside = finished(digital2023);

  it('a sealed seed is never printed', () => {
    const sheet = battleSheet(rules, publicView(waterside), { seed: null, shareUrl: null });
    expect(value(sheet, 'seed', 'Game code')).toBe('Sealed: not revealed here');
    expect(sheetText(sheet)).not.toContain(waterside.setup.seed);
    expect(sheet.shareUrl).toBeNull();
    expect(sheetText(sheet)).not.toContain('Share link');
  });

  it("a game whose file had lost its code: the code row says so, with no fingerprint and no check (issue 28)", () => {
    const sheet = battleSheet(rules, publicView(waterside), { seed: null, codeLost: true, shareUrl: null });
    expect(value(sheet, 'seed', 'Game code')).toBe("None: the game's file had lost it, so its deals and rolls were entered, not checked");
    expect(section(sheet, 'seed').rows.map((r) => r.label)).not.toContain('Fingerprint');
  });

  it('prints the Waterside camp option only when its condition holds: never far from the Deep Water flank, else once the players confirm it (000 Waterside special rule)', async () => {
    const camp = (state: GameState) => section(battleSheet(rules, state, { seed: null, shareUrl: null }), 'deployment').rows.filter((r) => rowText(r).includes('camp may be in'));
    // The example's Town went wholly into the flank sector away from the deep water, unmoved: the option cannot apply.
    const flank = waterside.flank?.kind === 'deepWater' ? waterside.flank.edge : null;
    const town = waterside.pieces.find((p) => p.terrain === 'town' && p.outcome !== 'remove');
    expect(flank).not.toBeNull();
    expect(town && table.tableLayout(rules, waterside).find((i) => i.pieceId === town.id)?.sector).not.toBe(flank);
    expect(camp(waterside)).toEqual([]);
    // The same Town in the deep water's sector: the players answer, and only a yes prints it.
    const sector = flank ?? 'left';
    const placement = { method: 'dice', die: sector === 'left' ? 1 : 6, sector, touchTableEdge: false } as const;
    const near: GameState = { ...waterside, pieces: waterside.pieces.map((p) => (p === town ? { ...p, owner: 'defender', placement, positions: {} } : p)) };
    const item = deploymentPlan(rules, near).findIndex((i) => i.code === 'campOption');
    expect(deploymentPlan(rules, near)[item]).toMatchObject({ condition: 'unknown', holds: null });
    expect(camp(near)).toEqual([]);
    expect(camp({ ...near, conditions: [{ item, holds: false }] })).toEqual([]);
    expect(camp({ ...near, conditions: [{ item, holds: true }] }).map((r) => rowText(r))).toEqual([
      "Camp option for Anna: the camp may be in a Town or Village adjacent to the Deep Water flank (Waterside special rule; the players confirmed it). Only if Anna declines it, Bruno may camp in such a place instead.",
    ]);
    // In French, the rule's condition is said in French too, by the territory's id (issue 36), not glued in English.
    await chooseLanguage('fr', false);
    try {
      const rows = section(battleSheet(rules, { ...near, conditions: [{ item, holds: true }] }, { seed: null, shareUrl: null }), 'deployment').rows.map((r) => rowText(r));
      expect(rows.filter((text) => text.startsWith('Option de camp'))).toEqual([expect.stringMatching(/^Option de camp pour Anna\u00a0: .*Village adjacent au flanc d’eau profonde \(/u)]);
    } finally {
      await chooseLanguage('en', false);
    }
  });

  it('quotes a rule the plan repeats once: the second camp and the second first troops are short', () => {
    const rows = section(battleSheet(rules, waterside, { seed: null, shareUrl: null }), 'deployment').rows;
    const campText = campRuleText(wordContext(rules, waterside, waterside.setup));
    const said = rows.map((r) => rowText(r));
    expect(said.filter((text) => text.includes(campText))).toHaveLength(1);
    expect(said.filter((text) => text === 'Place your camp.')).toHaveLength(1);
  });

  it('the deep water says how far it reaches into the table: the full 6 BW, or the depth the defender gave from app rules 5 (issue 38; 000 PBS 9.A)', () => {
    const deepWater = (state: GameState) => section(battleSheet(rules, state, { seed: null, shareUrl: null }), 'terrain').rows[0]!;
    expect(waterside.flank?.kind).toBe('deepWater');
    expect(deepWater(waterside)).toMatchObject({ label: 'Deep Water', value: expect.stringMatching(/, 6 BW \(\d+ cm\) into the table, placed by the defender/) });
    const shallower = { ...waterside, flank: { kind: 'deepWater' as const, edge: 'left' as const, depth: 2.5 } };
    expect(deepWater(shallower).value).toMatch(/, 2\.5 BW \(\d+ cm\) into the table, placed by the defender/);
  });

  it("the Secure flank row says how deep the defender placed the water where the game recorded it, in the sheet and its text (issue 38; 000 PBS 9.A)", () => {
    const flank = (state: GameState) => {
      const sheet = battleSheet(rules, publicView(state), { seed: null, shareUrl: null });
      return { row: value(sheet, 'ground', 'Secure flank'), text: sheetText(sheet) };
    };
    const along = "Deep Water along the defender's left side edge (the invader's right)";
    const full = flank({ ...waterside, flank: { kind: 'deepWater', edge: 'left' } });
    expect(full.row).toBe(`${along}, placed by the defender`);
    const shallower = flank({ ...waterside, flank: { kind: 'deepWater', edge: 'left', depth: 2.5 } });
    expect(shallower.row).toBe(`${along}, 2.5 BW (10 cm) into the table, placed by the defender`);
    expect(shallower.text).toContain(`Secure flank: ${shallower.row}\n`);
  });

  it('the Vital Settlement or Fort and the pre-game moves say whether the players confirmed them (000 PBS 9.E, 10.H)', () => {
    const sheet = battleSheet(rules, waterside, { seed: null, shareUrl: null });
    expect(rowText(section(sheet, 'vitalSettlement').rows[0]!)).toBe('Place Vital Settlement or Fort (with TuGs garrisoning). The players confirmed it placed.');
    expect(section(sheet, 'preGameMoves').rows[0]!.value).toBe('Reposition Batteries, then Forced March, then Forlorn Hope, then Pathfinder. Done.');
  });

  it('a battle the players said has no Vital Settlement or Fort says so, never "placed" (issue 38, app rules 5)', () => {
    const sheet = battleSheet(rules, { ...waterside, vitalSettlementNone: true }, { seed: null, shareUrl: null });
    expect(rowText(section(sheet, 'vitalSettlement').rows[0]!)).toBe('Place Vital Settlement or Fort (with TuGs garrisoning). The players said this battle has none.');
  });

  it('long names are named in full once, and by side on the many per-player lines', () => {
    const sheet = battleSheet(rules, long2023, { seed: null, shareUrl: null });
    const [a, b] = long2023.setup.players.map((p) => p.name);
    expect(value(sheet, 'battle', 'Invader')).toMatch(new RegExp(`^(${a}|${b}), `));
    const plan = section(sheet, 'deployment').rows.map((r) => r.label);
    expect(new Set(plan)).toEqual(new Set(['Both players', 'Invader', 'Defender']));
    const short = section(battleSheet(rules, waterside, { seed: null, shareUrl: null }), 'deployment').rows.map((r) => r.label);
    expect(new Set(short)).toEqual(new Set(['Both players', 'Anna', 'Bruno']));
  });

  it('every section has its title from the catalogue', () => {
    const sheet = battleSheet(rules, waterside, { seed: null, shareUrl: null });
    for (const x of sheet.sections) expect(x.title).toBe(SHEET_WORDS.sections[x.id]);
  });
});

describe('the weather through the battle on the battle sheet (issue 13)', () => {
  const BATTLE_SEED = 'sheet-battle-seed';
  /** A finished digital pre-battle with `turns` battle turns rolled from the battle code. */
  function inBattle(turns: number, end = false): GameState {
    let { state } = playRandomGame(rules, { ...longSetup('2020'), battleSeed: BATTLE_SEED }, 'sheet-battle');
    for (let i = 0; i < turns; i++) {
      const result = applyAction(rules, state, battleWeatherChance(rules, state)!.action);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    return end ? (applyAction(rules, state, { type: 'endBattle' }) as { state: GameState }).state : state;
  }

  it('gives where the weather started and each turn, after the season and weather', () => {
    const state = inBattle(3);
    const sheet = battleSheet(rules, publicView(state), { seed: null, shareUrl: null });
    const ids = sheet.sections.map((x) => x.id);
    expect(ids.indexOf('battleWeather')).toBe(ids.indexOf('weather') + 1);
    const rows = section(sheet, 'battleWeather').rows;
    expect(rows.map((r) => r.label)).toEqual(['Start', 'Turn 1', 'Turn 2', 'Turn 3']);
    const name = (id: string) => rules.weather.types.find((t) => t.id === id)!.name;
    expect(rows[0]!.value).toBe(name(state.weather!.weather));
    const first = state.battle.turns[0]!;
    expect(rows[1]!.value).toMatch(new RegExp(`^Red \\w.*, Green \\w.*: ${first.from === first.to ? name(first.to) : `${name(first.from)} to ${name(first.to)}`} \\(`));
    expect(sheetText(sheet)).toContain('WEATHER THROUGH THE BATTLE\nStart: ');
  });

  it('is left out before the first turn (the weather section says where it starts); once over, says so', () => {
    expect(battleSheet(rules, inBattle(0), { seed: null, shareUrl: null }).sections.map((x) => x.id)).not.toContain('battleWeather');
    const over = battleSheet(rules, inBattle(2, true), { seed: null, shareUrl: null });
    expect(value(over, 'battleWeather', 'Battle over')).toMatch(/^The battle is over after 2 turns of weather rolls; it ended in /);
  });

  it('gives the battle code sealed, with its fingerprint, until the battle is over, then the code', () => {
    const fingerprint = seedFingerprint(BATTLE_SEED);
    const sealed = battleSheet(rules, inBattle(1), { seed: 'x', shareUrl: null, battleSeal: { seed: null, fingerprint } });
    expect(value(sealed, 'seed', 'Battle code')).toBe(`Sealed until the battle is over (fingerprint ${fingerprint})`);
    expect(sheetText(sealed)).not.toContain(BATTLE_SEED);
    const revealed = battleSheet(rules, inBattle(1, true), { seed: 'x', shareUrl: null, battleSeal: { seed: BATTLE_SEED, fingerprint } });
    expect(value(revealed, 'seed', 'Battle code')).toBe(`${BATTLE_SEED} (fingerprint ${fingerprint})`);
  });
});
