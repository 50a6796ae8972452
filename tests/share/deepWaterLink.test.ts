// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_RULES_VERSION, LOG_FORMAT, LOG_VERSION, type Action, type GameLog, type Setup } from '../../src/engine';
import { encodePayload } from '../../src/share/codec';
import { readShared, shareLink } from '../../src/share/link';
import { SHARE_TAG, packAction, packSetup, type GamePayload } from '../../src/share/payload';
import { readGameText } from '../support/gameFile';
import { fileCheckTexts } from '../../src/ui/words/fileChecks';
import { readFailureText } from '../../src/ui/share/failureWords';
import { rules } from '../support/scenario';

/**
 * Issue 34 "Done when": a link of a new game with a Village in the deep water is refused, while an older game's file
 * with the same position replays, marked with its rules. The game is the 2020 example with table positions (the
 * players' own cards and dice, the deep water on the left), its defender's first piece a Village instead of a Swamp,
 * recorded at the same place, wholly in the deep water (seed 002 Setting up the Terrain: Secure Flanks; seed 000 PBS 9.A).
 */
const example = JSON.parse(readFileSync('examples/table-positions-2020.json', 'utf8')) as GameLog;
/** The defender's first choice of terrain, and the position recorded for that piece. */
const CHOICE = 22;
const POSITION = 27;
const actions = example.actions.map((a, i) => (i === CHOICE ? { ...a, terrain: 'village' } : a)) as Action[];
const under = (rulesVersion: number): Setup => ({ ...example.setup, rulesVersion });

/** The link of this game as the app would write it, were the position recorded: its payload made directly, since the app refuses to record it today. */
async function linkOf(setup: Setup): Promise<string> {
  const payload: GamePayload = [SHARE_TAG, 'g', packSetup(setup, false), actions.map(packAction)];
  return `https://example.org/pbw/#/shared/${await encodePayload(payload)}`;
}

describe('a Village in the deep water: a new game’s link is refused, an older game’s file replays under its own rules', () => {
  it('is where the game recorded it: a Village, wholly in the deep water along the left edge', () => {
    expect(actions[CHOICE]).toMatchObject({ type: 'selectTerrain', side: 'defender', terrain: 'village' });
    expect(actions[POSITION]).toMatchObject({ type: 'recordPosition', piece: 0, stage: 'placed', x: 5, width: 6 });
    expect(actions[21]).toEqual({ type: 'placeDeepWater', edge: 'left' });
  });

  it('a link of a game of app rules 3 (a new game\'s rules when the engine took the check over) is refused at that position, naming the rule', async () => {
    expect(CURRENT_RULES_VERSION).toBeGreaterThanOrEqual(3);
    // The app itself offers no link of it: the game does not replay under its rules.
    expect(await shareLink(rules, { setup: under(3), actions })).toEqual({ ok: false, reason: 'badGame' });
    const read = await readShared(rules, await linkOf(under(3)));
    expect(read).toMatchObject({
      ok: false,
      reason: 'refused',
      index: POSITION,
      error: {
        code: 'positionBreaksRule',
        params: { terrain: 'village', stage: 'placed', violations: [{ code: 'inDeepWater', source: '002 Setting up the Terrain: Secure Flanks', params: { rule: 'townOnly' } }] },
      },
    });
    if (read.ok) return;
    expect(readFailureText(rules, read)).toMatch(new RegExp(`^Action ${POSITION + 1} of this link breaks the rules, so the link was changed: .*Village`));
  });

  it('the same position in a game file of app rules 2 replays to its end, its note saying "app rules 2"', () => {
    const file: GameLog = { format: LOG_FORMAT, version: LOG_VERSION, setup: under(2), actions };
    const opened = readGameText(rules, JSON.stringify(file));
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.state.stepId).toBe('done');
    expect(opened.state.pieces[0]).toMatchObject({ terrain: 'village', positions: { placed: { x: 5, y: 15 } } });
    expect(fileCheckTexts(rules, opened.state).at(-1)).toMatch(/\(app rules 2, Nov 2026\)/);
  });

  it('and so does the link of that older game, under app rules 2', async () => {
    const read = await readShared(rules, await linkOf(under(2)));
    if (!read.ok || read.battle.kind !== 'game') throw new Error(`not opened: ${JSON.stringify(read).slice(0, 200)}`);
    expect(read.battle.log.setup.rulesVersion).toBe(2);
    expect(read.battle.state.stepId).toBe('done');
  });
});

describe('a version 3 link carries the game’s app rules, in a game link and in a view link', () => {
  const waterside = JSON.parse(readFileSync('examples/digital-2023-waterside.json', 'utf8')) as GameLog;
  const intercept = JSON.parse(readFileSync('examples/intercept-2023.json', 'utf8')) as GameLog;

  it.each([
    ['a whole game (intercept-2023, finished)', intercept, intercept.actions.length, 'game'],
    ['a room’s view (digital-2023-waterside, mid-game, its code sealed)', waterside, 30, 'view'],
  ] as const)('%s of app rules 3 comes back as rules 3', async (_name, log, count, kind) => {
    const made = await shareLink(rules, { setup: { ...log.setup, rulesVersion: 3 }, actions: log.actions.slice(0, count) });
    if (!made.ok) throw new Error(made.reason);
    expect(made.kind).toBe(kind);
    const read = await readShared(rules, made.url);
    if (!read.ok) throw new Error(`not opened: ${JSON.stringify(read).slice(0, 200)}`);
    expect(read.battle.view.setup.rulesVersion).toBe(3);
    if (read.battle.kind === 'game') expect(read.battle.log.setup.rulesVersion).toBe(3);
  });
});
