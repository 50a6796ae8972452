// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledRules, CURRENT_RULES_VERSION, migrateGameLog, replay } from '../../src/engine';
import { GameLogSchema } from '../../src/engine/gameLog';
import { readGameText } from '../support/gameFile';
import { fileCheckTexts } from '../../src/ui/words/fileChecks';

/**
 * Issue 34 part 7: from app rules 3 the engine refuses a position in the deep water (seed 002 Setting up the Terrain:
 * Secure Flanks; seed 000 PBS 9.A), while a game played under older rules replays as it was played and says which rules.
 */
const rules = bundledRules();
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
/** The 2020 game with table positions that the build of log version 5 wrote: its Swamp was recorded in the deep water. */
const TABLE_POSITIONS = 'tests/fixtures/v5/table-positions-2020.json';
const SWAMP = 27;

describe('a position in the deep water: refused from app rules 3, replayed in an older game', () => {
  const log = GameLogSchema.parse(migrateGameLog(read(TABLE_POSITIONS)));

  it('the older file is read under app rules 2 and replays with its Swamp in the deep water, saying the rules it was played under', () => {
    expect(log.setup.rulesVersion).toBe(2);
    expect(log.actions[SWAMP]).toMatchObject({ type: 'recordPosition', stage: 'placed' });
    const opened = readGameText(rules, readFileSync(TABLE_POSITIONS, 'utf8'));
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.state.stepId).toBe('done');
    expect(fileCheckTexts(rules, opened.state).at(-1)).toBe("Replayed under the 2020 edition (app rules 2, Nov 2026), Maximus scale, with the rules as printed (no rules profile).");
  });

  it('the same game made today, under app rules 3, is refused at that position with the rule cited', () => {
    const today = { ...log.setup, rulesVersion: CURRENT_RULES_VERSION };
    const result = replay(rules, today, log.actions);
    expect(result.ok).toBe(false);
    if (!result.ok && 'error' in result) {
      expect(result.index).toBe(SWAMP);
      expect(result.error).toMatchObject({
        code: 'positionBreaksRule',
        params: { terrain: 'swamp', stage: 'placed', violations: [{ code: 'inDeepWater', source: '002 Setting up the Terrain: Secure Flanks', params: { rule: 'townOnly' } }] },
      });
    }
    const opened = readGameText(rules, JSON.stringify({ ...log, setup: today }));
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.message).toMatch(new RegExp(`^Action ${SWAMP + 1} of the game file is not allowed: That position of Swamp breaks the rules`));
  });
});

describe('every game file kept in tests/fixtures/ replays under the rules its version maps to', () => {
  const files = readdirSync('tests/fixtures')
    .filter((dir) => /^v\d+$/.test(dir))
    .flatMap((dir) => readdirSync(`tests/fixtures/${dir}`).map((file) => `tests/fixtures/${dir}/${file}`));

  it.each(files)('%s', (path) => {
    const log = GameLogSchema.parse(migrateGameLog(read(path)));
    // Rules 1 only for a 2020 game that passed the territory card before log version 4 (seed 002 "Each play first PBS card").
    expect(log.setup.rulesVersion).toBe(path.endsWith('outscouted-2020.json') ? 1 : 2);
    const result = replay(rules, log.setup, log.actions);
    expect(result.ok && result.state.stepId).toBe('done');
  });
});
