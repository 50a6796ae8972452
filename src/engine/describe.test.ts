// @vitest-environment node
import { applyAction, describeAction, type Action, type GameState } from '.';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { ANNA_DEFENDS, physicalSetup, replayStates, rules, run, start } from '../../tests/support/scenario';

const COLOUR_WORDS = /black|white|green|yellow|red|\((B|W|G|Y|R)\)/i;

function describeStep(state: GameState, action: Action): { text: string; after: GameState } {
  const result = applyAction(rules, state, action);
  if (!result.ok) throw new Error(result.error.message);
  return { text: describeAction(rules, state, action, result.state), after: result.state };
}

describe('describeAction (secrets stay secret)', () => {
  const contest = () => run(start(physicalSetup()), ANNA_DEFENDS);

  it('000 PBS 8.B: a territory card is not named until both are revealed', () => {
    const first = describeStep(contest(), { type: 'playTerritoryCard', side: 'invader', card: 'red' });
    expect(first.text).toBe('Territory contest: Bruno (invader) has chosen a card, face down.');
    const second = describeStep(first.after, { type: 'playTerritoryCard', side: 'defender', card: null });
    expect(second.text).toBe('Territory contest: Bruno (invader) Red (R), Anna (defender) no card. Bruno picks the territory.');
  });

  it('000 PBS 8.D: a day card is not named until both are revealed; a pass is a Black', () => {
    let state = run(contest(), [
      { type: 'playTerritoryCard', side: 'invader', card: null },
      { type: 'playTerritoryCard', side: 'defender', card: 'white' },
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
    ]);
    const first = describeStep(state, { type: 'playDayCard', side: 'invader', card: 'yellow' });
    expect(first.text).toBe('Day 1: Bruno (invader) has chosen a card, face down.');
    expect(first.text).not.toMatch(COLOUR_WORDS);
    const second = describeStep(first.after, { type: 'playDayCard', side: 'defender', card: null });
    expect(second.text).toBe('Day 1: Bruno (invader) Yellow (Y), Anna (defender) a pass (Black). Bruno wins by 3 and moves the counter.');
    state = second.after;
    expect(describeStep(state, { type: 'moveCounter', row: 0, col: 2 }).text).toBe('Bruno moves the counter to row 1, column 3.');
  });

  it('names no card in any line written while a card is face down, all through digital games', () => {
    for (const seed of ['describe-1', 'describe-2', 'describe-3']) {
      const setup = makeSetup({ seed });
      const { log } = playRandomGame(rules, setup, seed);
      const states = replayStates(setup, log);
      log.forEach((action, i) => {
        const before = states[i]!;
        const after = states[i + 1]!;
        const text = describeAction(rules, before, action, after);
        expect(text.length).toBeGreaterThan(5);
        if (Object.keys(after.commits).length > 0) expect(text).not.toMatch(COLOUR_WORDS);
        if (action.type === 'dealPbs' || action.type === 'shuffleDeck') expect(text).not.toMatch(COLOUR_WORDS);
      });
    }
  });

  it('the roll-off and a tie in words', () => {
    const tie = describeStep(start(physicalSetup()), { type: 'rollOff', faces: ['wound', 'wound'] });
    expect(tie.text).toBe('Roll-off: Anna rolled wound, Bruno rolled wound; a tie: roll again.');
    const win = describeStep(tie.after, { type: 'rollOff', faces: ['blank', 'skull'] });
    expect(win.text).toBe('Roll-off: Anna rolled blank, Bruno rolled skull; Bruno wins.');
  });
});
