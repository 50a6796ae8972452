// @vitest-environment node
import { applyAction, legalActions } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { atContest, BOTH_DECLINE, expectRefusal, played, rules, run } from '../../../../tests/support/scenario';

describe('chooseTerritory (seed 000 PBS 8.B)', () => {
  const afterContest = () => run(atContest({ annaTerritories: ['waterside', 'plains'] }), BOTH_DECLINE);

  it("000 PBS 8.B: the chooser picks a map from the defender's list", () => {
    const state = afterContest();
    expect(legalActions(rules, state)).toEqual([
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'chooseTerritory', territory: 'plains' },
    ]);
    const { state: chosen, events } = played(state, { type: 'chooseTerritory', territory: 'plains' });
    expect(chosen.territory).toBe('plains');
    expect(events).toEqual([{ code: 'territoryChosen', audience: 'public', params: { side: 'defender', territory: 'plains' } }]);
  });

  it('000 PBS 8.B: the invader who wins the contest is named as the chooser', () => {
    const state = run(atContest({ annaTerritories: ['waterside', 'plains'] }), [
      { type: 'playTerritoryCard', side: 'invader', card: 'red' },
      { type: 'playTerritoryCard', side: 'defender', card: 'black' },
    ]);
    expect(played(state, { type: 'chooseTerritory', territory: 'waterside' }).events).toEqual([
      { code: 'territoryChosen', audience: 'public', params: { side: 'invader', territory: 'waterside' } },
    ]);
  });

  it("000 PBS 8.B: refuses a territory that is not on the defender's list (territoryNotOffered)", () => {
    const state = afterContest();
    // Desert is on the invader's list only: the map always comes from the defender's list.
    expectRefusal(applyAction(rules, state, { type: 'chooseTerritory', territory: 'desert' }), 'territoryNotOffered', { territory: 'desert' });
    expectRefusal(applyAction(rules, state, { type: 'chooseTerritory', territory: 'standard' }), 'territoryNotOffered', { territory: 'standard' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(afterContest());
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'chooseTerritory', territory: 'waterside' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
