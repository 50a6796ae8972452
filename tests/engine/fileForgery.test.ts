// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules, CURRENT_RULES_VERSION, fileChecks, seedFingerprint, type Action, type FileChecks, type GameLog } from '../../src/engine';
import { readGameText } from '../support/gameFile';
import { fileCheckTexts } from '../../src/ui/words/fileChecks';
import { exampleLog, TEST_BATTLE_SEED, watersideWithBattle } from '../support/battleFile';
import { codeOf } from '../support/gameCode';

/**
 * Issue 28, "What was checked is named, part by part": a file that drops or changes a field is refused, or opens
 * with what it proves named part by part; no line reads as checked for a part that was not.
 */
const rules = bundledRules();
const genuine = watersideWithBattle({ turns: 4 });
const firstBattleRoll = genuine.actions.findIndex((a) => a.type === 'rollBattleWeather');
const profile = { name: 'Club night', values: { flankSector: 8 } };

type Setup = GameLog['setup'];
/** The file with its setup edited (a field dropped when the edit returns it without). */
const withSetup = (edit: (setup: Setup) => Record<string, unknown>, log: GameLog = genuine): GameLog => ({ ...log, setup: edit(log.setup) as Setup });
const without = (key: keyof Setup) => (setup: Setup) => Object.fromEntries(Object.entries(setup).filter(([k]) => k !== key));
/** The file with its first battle turn's Red die turned over (skull for blank and back). */
function editedWeather(log: GameLog): GameLog {
  const actions = structuredClone(log.actions);
  const roll = actions[firstBattleRoll] as Extract<Action, { type: 'rollBattleWeather' }>;
  roll.red[0] = roll.red[0] === 'skull' ? 'blank' : 'skull';
  return { ...log, actions };
}

function open(file: unknown) {
  return readGameText(rules, JSON.stringify(file));
}
function opened(file: unknown) {
  const loaded = open(file);
  if (!loaded.ok) throw new Error(`refused: ${loaded.message}`);
  return { ...loaded, checks: fileChecks(loaded.state), lines: fileCheckTexts(rules, loaded.state) };
}

/** No line says a part was checked when its check says the players entered it. */
function expectNoFalseCheck(checks: FileChecks, lines: readonly string[]): void {
  const [preBattle, battle] = lines;
  if (checks.preBattle.deals.kind === 'entered' && checks.preBattle.rolls.kind === 'entered') expect(preBattle).not.toMatch(/checked against/);
  if (checks.battle?.rolls.kind !== 'checked') expect(battle).not.toMatch(/checked against/);
  if (checks.battle?.rolls.kind === 'entered') expect(battle).toMatch(/entered by the players, not checked/);
}

describe('a genuine file: each part checked against its own code', () => {
  it('a finished digital game with its battle: the pre-battle against the game code, the battle turns against the battle code', () => {
    const { checks, lines } = opened(genuine);
    expect(checks.preBattle).toEqual({
      deals: { kind: 'checked', code: 'seed', fingerprint: seedFingerprint(codeOf(genuine.setup)) },
      rolls: { kind: 'checked', code: 'seed', fingerprint: seedFingerprint(codeOf(genuine.setup)) },
      done: true,
      seedSource: 'typed',
    });
    expect(checks.battle).toEqual({ rolls: { kind: 'checked', code: 'battleSeed', fingerprint: seedFingerprint(TEST_BATTLE_SEED) }, turns: 4, over: true });
    expect(lines.slice(0, 2)).toEqual([
      `Pre-battle: every roll and deal checked against its game code (fingerprint ${seedFingerprint(codeOf(genuine.setup))}).`,
      `Battle turns (4): every weather roll checked against its battle code (fingerprint ${seedFingerprint(TEST_BATTLE_SEED)}).`,
    ]);
  });

  it('a battle still running: its rolls checked against the sealed battle code, whose fingerprint is not shown', () => {
    const { checks, lines } = opened(watersideWithBattle({ turns: 2, over: false }));
    expect(checks.battle).toEqual({ rolls: { kind: 'checked', code: 'battleSeed', fingerprint: null }, turns: 2, over: false });
    expect(lines[1]).toBe('Battle turns so far (2): every weather roll checked against the sealed battle code.');
    expect(lines.join(' ')).not.toContain(seedFingerprint(TEST_BATTLE_SEED));
  });

  it('a pre-battle still running: no battle turn yet, and the game code a player typed not shown (not "sealed": issue 38)', () => {
    const { checks, lines } = opened({ ...genuine, actions: genuine.actions.slice(0, 20) });
    expect(checks.battle).toBeNull();
    expect(checks.preBattle.deals).toEqual({ kind: 'checked', code: 'seed', fingerprint: null });
    expect(lines.slice(0, 2)).toEqual([
      'Pre-battle so far: every roll and deal checked against the game code a player typed (not shown until the pre-battle is over).',
      'Battle turns: none yet, the pre-battle is not over.',
    ]);
    expect(opened({ ...genuine, setup: { ...genuine.setup, seedSource: 'drawn' }, actions: genuine.actions.slice(0, 20) }).lines[0]).toBe(
      'Pre-battle so far: every roll and deal checked against the sealed game code.',
    );
  });
});

describe('a forged file: each field dropped or changed is refused or marked (issue 28)', () => {
  it('battleSeed dropped (the downgrade): opens, its battle turns marked entered by the players, not checked', () => {
    const { checks, lines } = opened(withSetup(without('battleSeed')));
    expect(checks.battle?.rolls).toEqual({ kind: 'entered', why: 'noCode' });
    expect(lines[1]).toBe('Battle turns (4): the weather rolls were entered by the players, not checked: this file has no battle code.');
    expectNoFalseCheck(checks, lines);
  });

  it('battleSeed dropped and a battle roll edited (the forgery of issue 28): opens with the edited roll, marked not checked', () => {
    const forged = editedWeather(withSetup(without('battleSeed')));
    const { checks, lines, state } = opened(forged);
    const edited = (forged.actions[firstBattleRoll] as Extract<Action, { type: 'rollBattleWeather' }>).red;
    expect(state.battle.turns[0]?.red).toEqual(edited);
    expect(checks.battle?.rolls).toEqual({ kind: 'entered', why: 'noCode' });
    expect(lines.join(' ')).not.toMatch(/weather roll checked/);
    expectNoFalseCheck(checks, lines);
  });

  it('battleSeed changed: refused at the first battle roll', () => {
    const loaded = open(withSetup((s) => ({ ...s, battleSeed: 'another-code' })));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(new RegExp(`^Action ${firstBattleRoll + 1} does not follow the battle code: `));
  });

  it('a battle roll edited with the battle code kept: refused at that roll', () => {
    const loaded = open(editedWeather(genuine));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(new RegExp(`^Action ${firstBattleRoll + 1} does not follow the battle code: `));
  });

  it('seed changed: refused at the first roll', () => {
    const loaded = open(withSetup((s) => ({ ...s, seed: `${s.seed}-edited` })));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(/^Action 1 does not follow the game code: /);
  });

  it('seed dropped: opens, its pre-battle marked entered, not checked, and its battle still checked against the battle code', () => {
    const { checks, lines } = opened(withSetup(without('seed')));
    expect(checks.preBattle.deals).toEqual({ kind: 'entered', why: 'noCode' });
    expect(checks.preBattle.rolls).toEqual({ kind: 'entered', why: 'noCode' });
    expect(lines[0]).toBe("Pre-battle: this file has no game code, so the app's deals and rolls it records could not be drawn again: entered, not checked.");
    expect(checks.battle?.rolls.kind).toBe('checked');
    // Nothing was checked against a game code, so who chose it says nothing.
    expect(lines.join(' ')).not.toMatch(/game code was typed|drew the game code/);
    expectNoFalseCheck(checks, lines);
  });

  it("both codes dropped and the pre-battle's weather roll edited (the downgrade, one part earlier): opens with the edited roll, no part marked checked", () => {
    const weatherRoll = genuine.actions.findIndex((a) => a.type === 'rollWeather');
    const actions = structuredClone(genuine.actions);
    const roll = actions[weatherRoll] as Extract<Action, { type: 'rollWeather' }>;
    const edited = roll.dice.map((die) => (die === 6 ? 1 : die + 1));
    roll.dice = edited as typeof roll.dice;
    const { checks, lines, state } = opened({ ...withSetup((s) => without('battleSeed')(without('seed')(s) as Setup)), actions });
    expect(state.weather?.dice).toEqual(edited);
    expect(checks.preBattle.rolls).toEqual({ kind: 'entered', why: 'noCode' });
    expect(checks.battle?.rolls).toEqual({ kind: 'entered', why: 'noCode' });
    expect(lines.join(' ')).not.toMatch(/checked against/);
    expectNoFalseCheck(checks, lines);
  });

  it('seed dropped from a pre-battle still running: refused, saying the rest cannot be dealt and rolled without it', () => {
    const loaded = open({ ...withSetup(without('seed')), actions: genuine.actions.slice(0, 20) });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(/^This game cannot go on from this file: the file has no game code, and its pre-battle is not over\./);
  });

  it("seed dropped from a game with the players' own cards and dice: opens as before (the code decided nothing)", () => {
    const physical = exampleLog('physical-2020.json');
    const { checks } = opened({ ...physical, setup: without('seed')(physical.setup) });
    expect(checks.preBattle.deals).toEqual({ kind: 'entered', why: 'physical' });
  });

  it('seedSource changed from typed to drawn: opens, saying only that the file claims it (no file can prove who chose the code)', () => {
    expect(opened(genuine).lines).toContain('The game code was typed by a player: anyone who knew it could work out the hands and rolls in advance.');
    const { checks, lines } = opened(withSetup((s) => ({ ...s, seedSource: 'drawn' })));
    expect(checks.preBattle.seedSource).toBe('drawn');
    expect(lines).toContain('The file says the app drew the game code; no file can prove who chose it.');
  });

  it('seedSource dropped: refused, naming the field', () => {
    const loaded = open(withSetup(without('seedSource')));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toBe("This game file cannot be opened. This file's note of who chose the game code is missing.");
  });

  it('the profile added, changed or dropped: the rules the replay ran under are named', () => {
    const underProfile = withSetup((s) => ({ ...s, profile }));
    expect(opened(underProfile).lines.at(-1)).toBe('Replayed under the 2023 edition (app rules 2, Nov 2026), Maximus scale, with the rules profile “Club night”.');
    const renamed = withSetup((s) => ({ ...s, profile: { ...profile, name: 'Tournament' } }));
    expect(opened(renamed).checks.profile).toBe('Tournament');
    const dropped = withSetup(without('profile'), underProfile);
    expect(opened(dropped).lines.at(-1)).toBe('Replayed under the 2023 edition (app rules 2, Nov 2026), Maximus scale, with the rules as printed (no rules profile).');
  });

  it('the app rules named, changed or dropped: the rules the replay ran under are named with their month (issue 34)', () => {
    expect(opened(genuine).checks.rulesVersion).toBe(2);
    expect(opened(withSetup((s) => ({ ...s, rulesVersion: 3 }))).lines.at(-1)).toBe(
      'Replayed under the 2023 edition (app rules 3, Dec 2026), Maximus scale, with the rules as printed (no rules profile).',
    );
    expect(opened(withSetup(without('rulesVersion'))).checks.rulesVersion).toBe(2);
    const newer = open(withSetup((s) => ({ ...s, rulesVersion: CURRENT_RULES_VERSION + 1 })));
    expect(newer.ok).toBe(false);
    if (!newer.ok) expect(newer.message).toBe(`This game is played under app rules ${CURRENT_RULES_VERSION + 1}, made by a newer version of the app. Update the app to open it.`);
  });

  it('a profile that cannot be used: refused, naming the setting', () => {
    const loaded = open(withSetup((s) => ({ ...s, profile: { name: 'Broken', values: { flankSector: -3 } } })));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(/^The game file's rules profile cannot be used: Flank sector width/);
  });

  it('edition changed: refused (the 2020 edition has no Waterside)', () => {
    const loaded = open(withSetup((s) => ({ ...s, edition: '2020' })));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(/^The game file's setup is invalid: Not a territory of the 2020 edition/);
  });

  it('edition dropped: refused, naming the field', () => {
    const loaded = open(withSetup(without('edition')));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toContain("This file's edition is missing.");
  });

  it.each([
    ['cards', 'physical'],
    ['dice', 'physical'],
  ] as const)('%s turned %s (so that nothing would be checked): refused, the replay no longer follows', (key, mode) => {
    expect(open(withSetup((s) => ({ ...s, [key]: mode }))).ok).toBe(false);
  });

  it('scale changed: opens under the scale the file names, which the summary says', () => {
    expect(opened(withSetup((s) => ({ ...s, scale: 'pacto' }))).lines.at(-1)).toBe('Replayed under the 2023 edition (app rules 2, Nov 2026), Pacto scale, with the rules as printed (no rules profile).');
  });
});

describe('games from before the battle code keep opening (ARCHITECTURE.md "Formats")', () => {
  it('a version 4 file (no battle code, no battle) opens; its battle turns, once rolled, will be entered by the players', () => {
    const { checks, lines } = opened({ ...withSetup(without('battleSeed')), version: 4, actions: genuine.actions.slice(0, firstBattleRoll) });
    expect(checks.battle).toEqual({ rolls: { kind: 'entered', why: 'noCode' }, turns: 0, over: false });
    expect(lines[1]).toBe('Battle turns: none rolled yet; this file has no battle code, so the weather rolls will be entered by the players, not checked.');
  });

  it('a game with physical cards and dice: every part marked entered by the players, and nothing said of the game code', () => {
    const { checks, lines } = opened(exampleLog('physical-2020.json'));
    expect(checks.preBattle.deals).toEqual({ kind: 'entered', why: 'physical' });
    expect(checks.battle?.rolls).toEqual({ kind: 'entered', why: 'physical' });
    expect(lines[0]).toBe("Pre-battle: the cards and dice were the players' own: entered by the players, not checked.");
    expect(lines.join(' ')).not.toMatch(/game code/);
    expectNoFalseCheck(checks, lines);
  });
});
