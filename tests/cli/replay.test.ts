// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFingerprint, type Action, type GameLog } from '../../src/engine';
import { buildReplay, REPLAY_BUILT, replayIsStale } from '../../scripts/build-replay.mjs';
import { TEST_BATTLE_SEED, watersideWithBattle } from '../support/battleFile';
import { codeOf } from '../support/gameCode';

const dir = mkdtempSync(join(tmpdir(), 'replay-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// The CLI users run is the built one (issue 14): build it from the current sources first.
beforeAll(() => buildReplay(), 120_000);

const example = (name: string) => JSON.parse(readFileSync(`examples/${name}`, 'utf8')) as GameLog;
const waterside = example('digital-2023-waterside.json');

/** Writes a copy of the digital Waterside example with its actions edited, returning the path and the edited action's number. */
function forged(name: string, edit: (actions: Action[]) => number): { path: string; number: number } {
  const log = structuredClone(waterside);
  const index = edit(log.actions);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(log));
  return { path, number: index + 1 };
}

/** Runs the built `npm run replay` CLI on a file; npm's own warnings are left out of stderr. */
function replayCli(path: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [REPLAY_BUILT, path], { encoding: 'utf8' }, (error, stdout, stderr) => {
      const ours = stderr
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('npm warn'))
        .join('\n');
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr: ours });
    });
  });
}

const indexOf = (actions: Action[], type: Action['type']) => actions.findIndex((a) => a.type === type);
const ESC = '\u001b';

describe.concurrent('npm run replay (README "Game log files")', { timeout: 60_000 }, () => {
  it.each([
    [
      'a changed roll-off face',
      forged('roll-off.json', (actions) => {
        const roll = actions[0] as Extract<Action, { type: 'rollOff' }>;
        roll.faces[0] = roll.faces[0] === 'skull' ? 'blank' : 'skull';
        return 0;
      }),
      /the game code gives roll-off faces .+, the file says roll-off faces .+\.$/,
    ],
    [
      'two cards swapped in the shuffle',
      forged('shuffle.json', (actions) => {
        const index = indexOf(actions, 'shuffleDeck');
        const order = (actions[index] as Extract<Action, { type: 'shuffleDeck' }>).order;
        const other = order.findIndex((c) => c !== order[0]);
        [order[0], order[other]] = [order[other]!, order[0]!];
        return index;
      }),
      /the game code gives a deck in the order \w+, the file says a deck in the order \w+\.$/,
    ],
    [
      'a changed placement die',
      forged('placement.json', (actions) => {
        const index = indexOf(actions, 'rollPlacement');
        const roll = actions[index] as Extract<Action, { type: 'rollPlacement' }>;
        roll.die = (roll.die % 6) + 1;
        return index;
      }),
      /the game code gives a placement die of \d, the file says a placement die of \d\.$/,
    ],
    [
      "a changed opponent's die",
      forged('opponent.json', (actions) => {
        const index = indexOf(actions, 'rollOpponent');
        const roll = actions[index] as Extract<Action, { type: 'rollOpponent' }>;
        roll.die = (roll.die % 6) + 1;
        return index;
      }),
      /the game code gives an opponent's die of \d, the file says an opponent's die of \d\.$/,
    ],
  ])('refuses %s in one line naming the action, with no stack trace', async (_what, file, says) => {
    const { code, stdout, stderr } = await replayCli(file.path);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain(`Action ${file.number} does not follow the game code: `);
    expect(stderr).toMatch(says);
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('is rebuilt from the current sources: after a build it is not stale', () => {
    expect(replayIsStale()).toBe(false);
  });

  it('replays a genuine digital game with its battle, prints its summary and says what each part was checked against', async () => {
    const path = join(dir, 'battle.json');
    const log = watersideWithBattle({ turns: 3 });
    writeFileSync(path, JSON.stringify(log));
    const { code, stdout, stderr } = await replayCli(path);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toBeTypeOf('object');
    expect(stderr.split('\n').slice(0, 2)).toEqual([
      `${path}: Pre-battle: every roll and deal checked against its game code (fingerprint ${seedFingerprint(codeOf(log.setup))}).`,
      `${path}: Battle turns (3): every weather roll checked against its battle code (fingerprint ${seedFingerprint(TEST_BATTLE_SEED)}).`,
    ]);
  });

  it('prints the deployment plan in the rule\'s order, 10.E\'s declaration before the flank marches, each with its unchanged plan number (issue 38)', async () => {
    const { code, stdout } = await replayCli('examples/digital-2023-waterside.json');
    expect(code).toBe(0);
    const plan = (JSON.parse(stdout) as { deployment: { item: number; code: string }[] }).deployment;
    const codes = plan.map((p) => p.code);
    expect(codes.indexOf('declare')).toBeLessThan(codes.indexOf('flankMarches'));
    expect(plan.find((p) => p.code === 'flankMarches')?.item).toBe(15);
    expect(plan.find((p) => p.code === 'declare')?.item).toBe(16);
    expect(plan.map((p) => p.item).sort((a, b) => a - b)).toEqual(plan.map((_, i) => i));
  });

  it('a finished game whose battle code was deleted and a weather roll edited: accepted, but its battle turns are said not checked (issue 28)', async () => {
    const log = watersideWithBattle({ turns: 3 });
    delete log.setup.battleSeed;
    const roll = log.actions.find((a) => a.type === 'rollBattleWeather') as Extract<Action, { type: 'rollBattleWeather' }>;
    roll.green[0] = roll.green[0] === 'blank' ? 'skull' : 'blank';
    const path = join(dir, 'downgraded.json');
    writeFileSync(path, JSON.stringify(log));
    const { code, stderr } = await replayCli(path);
    expect(code).toBe(0);
    expect(stderr).toContain(`${path}: Battle turns (3): the weather rolls were entered by the players, not checked: this file has no battle code.`);
    expect(stderr).not.toMatch(/weather roll checked|Every roll and deal matches/);
  });

  it('a finished game whose game code was deleted: accepted, its pre-battle said not checked and its battle still checked (issue 28)', async () => {
    const log = watersideWithBattle({ turns: 2 });
    delete log.setup.seed;
    const path = join(dir, 'no-code.json');
    writeFileSync(path, JSON.stringify(log));
    const { code, stderr } = await replayCli(path);
    expect(code).toBe(0);
    expect(stderr.split('\n').slice(0, 2)).toEqual([
      `${path}: Pre-battle: this file has no game code, so the app's deals and rolls it records could not be drawn again: entered, not checked.`,
      `${path}: Battle turns (2): every weather roll checked against its battle code (fingerprint ${seedFingerprint(TEST_BATTLE_SEED)}).`,
    ]);
  });

  it('a game with physical cards and dice: every part entered by the players, not checked; nothing about a game code', async () => {
    const { code, stderr } = await replayCli('examples/physical-2020.json');
    expect(code).toBe(0);
    expect(stderr).toContain("examples/physical-2020.json: Pre-battle: the cards and dice were the players' own: entered by the players, not checked.");
    expect(stderr).not.toMatch(/game code|checked against/);
  });

  it('never sends control characters from the file to the terminal', async () => {
    const log = structuredClone(waterside);
    log.setup.players[0].name = `${ESC}[31mAnna\u009b2J`;
    log.actions = log.actions.slice(0, 10);
    const path = join(dir, 'escape.json');
    writeFileSync(path, JSON.stringify(log));
    const genuine = await replayCli(path);
    expect(genuine.code).toBe(0);
    const badName = join(dir, `bad${ESC}[31m\u0007.json`);
    writeFileSync(badName, '{ not json');
    const broken = await replayCli(badName);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('bad\\u001b[31m\\u0007.json: This file is not a game file');
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    const controls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
    for (const output of [genuine.stdout, genuine.stderr, broken.stdout, broken.stderr]) expect(output).not.toMatch(controls);
  });
});
