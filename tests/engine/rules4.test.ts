// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { replay, type Action, type Footprint, type GameState, type Setup } from '../../src/engine';
import { readGameText } from '../support/gameFile';
import { fileCheckTexts } from '../../src/ui/words/fileChecks';
import { toGameLog } from '../../src/ui/gameFile';
import { ANNA_DEFENDS, BOTH_DECLINE, FIVE_PASSES, physicalSetup, pick, rules, run, start } from '../support/scenario';
import { at, FIRST } from '../support/table';

/**
 * Issue 38: app rules 4 asks a camp option whose piece the opponent moved with no final position recorded (seed 000
 * Waterside Special Rule, PBS 9.E) and refuses a piece within 2020 Deep Water (seed 002 Terrain table: "Nothing may go
 * even partially within"). A game file of app rules 3 that played through either replays to its end, saying its rules.
 */
const record = (state: GameState, terrain: string, footprint: Footprint): Action => {
  const piece = state.pieces.find((p) => p.terrain === terrain);
  if (!piece) throw new Error(`no ${terrain}`);
  return { type: 'recordPosition', piece: piece.id, stage: 'placed', ...footprint };
};

/** A log: its first actions, then those that need the pieces' ids, ending with the action a rules 4 game refuses. */
function logOf(setup: Setup, head: Action[], last: (state: GameState) => Action[]): Action[] {
  return [...head, ...last(run(start(setup), head))];
}

/** 2023 Waterside row 1 column 2 (Deep Water on the left, Featureless): Anna's Village placed by a 1, recorded touching the water, then moved by Bruno's 4; no final position. */
function watersideLog(setup: Setup): Action[] {
  const head: Action[] = [
    ...ANNA_DEFENDS,
    ...BOTH_DECLINE,
    { type: 'chooseTerritory', territory: 'waterside' },
    { type: 'placeCounter', row: 0, col: 1 },
    ...FIVE_PASSES,
    { type: 'placeDeepWater', edge: 'left' },
    pick('defender', 'village'),
    { type: 'endSelection', side: 'defender' },
    { type: 'endSelection', side: 'invader' },
    { type: 'rollPlacement', die: 1 },
    { type: 'rollOpponent', die: 4 },
    { type: 'resolvePiece', outcome: 'move' },
  ];
  return logOf(setup, head, (state) => [
    record(state, 'village', at(9, 20, 6, 6)),
    { type: 'confirmVitalSettlement' },
    { type: 'rollWeather', dice: [3, 4] },
    { type: 'reportScouting', invader: ['red'], defender: ['red'] },
    { type: 'deployBatch', batch: 0 },
  ]);
}

/** 2020 Forest row 3 column 3: both secure-flank Forests on the right; Anna's Deep Water placed by a 2, Bruno's Woods by a 6, recorded reaching 2 BW into it. */
function forestLog(setup: Setup): Action[] {
  const head: Action[] = [
    ...ANNA_DEFENDS,
    ...BOTH_DECLINE,
    { type: 'chooseTerritory', territory: 'forest' },
    { type: 'placeCounter', row: 2, col: 2 },
    ...FIVE_PASSES,
    { type: 'placeFlankPiece', side: 'defender', terrain: 'forest', sector: 'right' },
    { type: 'placeFlankPiece', side: 'invader', terrain: 'forest', sector: 'right' },
    pick('defender', 'deepWater'),
    pick('invader', 'woods'),
    { type: 'rollPlacement', die: 2 },
    { type: 'rollOpponent', die: 1 },
    { type: 'rollPlacement', die: 6 },
    { type: 'rollOpponent', die: 1 },
  ];
  return logOf(setup, head, (state) => [record(state, 'deepWater', FIRST), record(state, 'woods', at(5, 24, 6, 6))]);
}

const armies = [{ pbsCards: 0, scoutingCards: 10 }, { pbsCards: 0, scoutingCards: 10 }];

describe.each([
  ['a moved Village whose camp option is not answered (000 Waterside, PBS 9.E)', '2023', watersideLog, 'conditionPending'],
  ['a Woods recorded within Deep Water (002 Terrain table: Deep Water)', '2020', forestLog, 'positionBreaksRule'],
] as const)('%s', (_name, edition, make, code) => {
  const setup = (rulesVersion: number) => physicalSetup({ edition, rulesVersion }, [...armies]);

  it('a game file of app rules 3 replays to its last action and says it was played under app rules 3', () => {
    const actions = make(setup(3));
    expect(replay(rules, setup(3), actions).ok).toBe(true);
    const opened = readGameText(rules, JSON.stringify(toGameLog(setup(3), actions)));
    if (!opened.ok) throw new Error(opened.message);
    expect(fileCheckTexts(rules, opened.state).at(-1)).toMatch(/\(app rules 3, Dec 2026\)/);
  });

  it('the same game under app rules 4 is refused at its last action', () => {
    const actions = make(setup(4));
    const result = replay(rules, setup(4), actions);
    expect(result.ok).toBe(false);
    if (!result.ok && 'error' in result) {
      expect(result.index).toBe(actions.length - 1);
      expect(result.error.code).toBe(code);
    }
  });
});
