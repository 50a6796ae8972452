// @vitest-environment node
import { actor, applyAction, canPass, COLOURS, legalActions, type Action, type Colour, type GameEvent, type GameState } from '../..';
import { daysLeft } from './rules';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { makeSetup } from '../../../../tests/support/randomGame';
import {
  atMarch,
  digitalToContest,
  eventsOf,
  expectRefusal,
  marchDay,
  played,
  rules,
  run,
  step,
} from '../../../../tests/support/scenario';

describe('playDayCard (seed 000 PBS 8.D)', () => {
  it('000 PBS 8.D: both play at the same time; the first card stays face down', () => {
    const { state, events } = played(atMarch(), { type: 'playDayCard', side: 'defender', card: 'green' });
    expect(state.commits).toEqual({ defender: 'green' });
    expect(state.days).toEqual([]);
    expect(actor(rules, state)).toBe('both');
    // Day 1's face-down choice is round 1 (the day being played, not the days already played + 2).
    expect(events).toEqual([
      { code: 'cardCommitted', audience: 'public', params: { side: 'defender', round: 1 } },
      { code: 'cardChosen', audience: 'defender', params: { side: 'defender', round: 1, card: 'green' } },
    ]);
  });

  it('000 PBS 8.D: the second card reveals the day: both cards, the winner and the difference', () => {
    const first = step(atMarch(), { type: 'playDayCard', side: 'invader', card: 'red' });
    expect(eventsOf(first, { type: 'playDayCard', side: 'defender', card: 'yellow' })).toEqual([
      { code: 'cardCommitted', audience: 'public', params: { side: 'defender', round: 1 } },
      { code: 'cardChosen', audience: 'defender', params: { side: 'defender', round: 1, card: 'yellow' } },
      { code: 'dayRevealed', audience: 'public', params: { day: 1, invader: 'red', defender: 'yellow', winner: 'invader', difference: 1 } },
    ]);
  });

  it('000 PBS 8.D: each face-down choice is labelled with the day being played (day 2 is round 2, day 5 is round 5)', () => {
    let state = run(atMarch(), marchDay('red', 'black'));
    state = step(state, { type: 'moveCounter', row: 2, col: 2 });
    expect(state.days).toHaveLength(1);
    expect(eventsOf(state, { type: 'playDayCard', side: 'invader', card: 'green' })[0]).toEqual({
      code: 'cardCommitted',
      audience: 'public',
      params: { side: 'invader', round: 2 },
    });
    for (let i = 0; i < 3; i++) state = run(state, marchDay('green', 'green'));
    expect(state.days).toHaveLength(4);
    const last = played(state, { type: 'playDayCard', side: 'defender', card: 'white' });
    expect(last.events[0]).toEqual({ code: 'cardCommitted', audience: 'public', params: { side: 'defender', round: 5 } });
    expect(eventsOf(last.state, { type: 'playDayCard', side: 'invader', card: 'white' }).at(-1)).toEqual({
      code: 'dayRevealed',
      audience: 'public',
      params: { day: 5, invader: 'white', defender: 'white', winner: null, difference: 0 },
    });
  });

  test.each<[Colour | null, Colour | null, 'invader' | 'defender' | null, number]>([
    ['white', 'black', 'invader', 1],
    ['green', 'black', 'invader', 2],
    ['yellow', 'black', 'invader', 3],
    ['red', 'black', 'invader', 4],
    ['black', 'red', 'defender', 4],
    ['green', 'yellow', 'defender', 1],
    ['green', 'green', null, 0],
  ])('000 PBS 8.D: invader %s against defender %s -> %s wins by %i', (invader, defender, winner, difference) => {
    const state = run(atMarch(), marchDay(invader, defender));
    expect(state.days).toEqual([{ day: 1, cards: { invader, defender }, winner, difference, from: { row: 2, col: 2 }, to: { row: 2, col: 2 } }]);
    expect(state.pendingMove).toEqual(winner ? { winner, difference } : null);
    expect(state.stepId).toBe(winner ? 'moveCounter' : 'march');
    if (winner) expect(actor(rules, state)).toBe(winner);
  });

  it('000 PBS 8.D: equal cards leave the counter where it is', () => {
    const state = run(atMarch(), marchDay('yellow', 'yellow'));
    expect(state.counter).toEqual({ row: 2, col: 2 });
    expect(state.pendingMove).toBeNull();
    expect(state.played).toEqual(['yellow', 'yellow']);
  });

  it('000 PBS 8.D: a pass counts as a Black card', () => {
    // Anna (defender) played a card in the contest, so she holds 4 cards for 5 days and may pass.
    const state = run(atMarch([5, 5], [
      { type: 'playTerritoryCard', side: 'defender', card: 'black' },
      { type: 'playTerritoryCard', side: 'invader', card: null },
    ]), marchDay('white', null));
    expect(state.days[0]).toMatchObject({ cards: { invader: 'white', defender: null }, winner: 'invader', difference: 1 });
    expect(state.handCounts).toEqual({ invader: 4, defender: 4 });
  });

  test.each([
    [5, 0, false, '5 cards for 5 days: must play'],
    [4, 0, true, '4 cards for 5 days: may pass'],
    [0, 0, true, 'no cards: must pass'],
    [3, 2, false, '3 cards for 3 days: must play'],
    [2, 2, true, '2 cards for 3 days: may pass'],
    [1, 4, false, '1 card on the last day: must play'],
  ])('000 PBS 8.D: a hand of %i with %i days played -> may pass: %s (%s)', (hand, played, allowed) => {
    const state: GameState = { ...atMarch(), handCounts: { invader: hand, defender: hand }, days: atMarch().days.concat(Array(played).fill(null)) };
    expect(daysLeft(rules, state)).toBe(5 - played);
    expect(canPass(rules, state, 'invader')).toBe(allowed);
  });

  it('000 PBS 8.D: refuses a pass from a player who holds a card for every day left (mustPlay)', () => {
    const state = atMarch();
    expectRefusal(applyAction(rules, state, { type: 'playDayCard', side: 'invader', card: null }), 'mustPlay', { side: 'invader', cards: 5, days: 5 });
    expect(legalActions(rules, state).some((a) => a.type === 'playDayCard' && a.card === null)).toBe(false);
  });

  it('refuses a second card on the same day (alreadyCommitted)', () => {
    const state = step(atMarch(), { type: 'playDayCard', side: 'invader', card: 'red' });
    expectRefusal(applyAction(rules, state, { type: 'playDayCard', side: 'invader', card: 'green' }), 'alreadyCommitted', { side: 'invader' });
  });

  it('refuses a card from a player with none left (noCardsLeft)', () => {
    const state = atMarch([0, 0]);
    expectRefusal(applyAction(rules, state, { type: 'playDayCard', side: 'defender', card: 'red' }), 'noCardsLeft', { side: 'defender' });
  });

  it('000 PBS 8.D: with no cards at all both pass every day and the counter never moves', () => {
    let state = atMarch([0, 0]);
    for (let i = 0; i < 5; i++) state = run(state, marchDay(null, null));
    expect(state.days.map((d) => d.winner)).toEqual([null, null, null, null, null]);
    expect(state.counter).toEqual({ row: 2, col: 2 });
    expect(state.stepId).toBe('selectCompulsory');
  });

  it('000 PBS 8.D: unplayed cards are kept for scouting', () => {
    let state = atMarch([7, 5]);
    for (let i = 0; i < 5; i++) state = run(state, marchDay('green', 'green'));
    expect(state.handCounts).toEqual({ invader: 0, defender: 2 });
    expect(state.played).toHaveLength(10);
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(step(atMarch(), { type: 'playDayCard', side: 'invader', card: 'red' }));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'playDayCard', side: 'defender', card: 'white' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});

describe('digital cards in the march (RULES-NOTES 4)', () => {
  const total = (s: GameState) =>
    s.deck!.length + s.hands!.invader.length + s.hands!.defender.length + s.played.length + Object.values(s.commits).filter((c) => c).length;

  it('000 PBS 8.D: cards are conserved: deck + hands + played + face-down = 55 after every action', () => {
    let state = digitalToContest(makeSetup({ seed: 'march-seed' }, [{ pbsCards: 6 }, { pbsCards: 3 }]));
    const seen: number[] = [total(state)];
    const play = (side: 'invader' | 'defender') => {
      const hand = state.hands![side];
      const action: Action = { type: 'playDayCard', side, card: hand.length > 0 && !canPass(rules, state, side) ? hand[0]! : hand[0] ?? null };
      state = step(state, state.stepId === 'territoryCards' ? { ...action, type: 'playTerritoryCard' } : action);
      seen.push(total(state));
    };
    play('invader');
    play('defender');
    state = step(state, { type: 'chooseTerritory', territory: 'waterside' });
    state = step(state, { type: 'placeCounter', row: 2, col: 2 });
    while (state.stepId === 'march' || state.stepId === 'moveCounter') {
      if (state.stepId === 'moveCounter') state = step(state, { type: 'moveCounter', row: state.counter!.row, col: state.counter!.col });
      else {
        play('defender');
        play('invader');
      }
    }
    expect(new Set(seen)).toEqual(new Set([55]));
    expect(state.days).toHaveLength(5);
  });

  it('a public event never carries a face-down card: no colour in what the room sees while a card is pending', () => {
    const colour = new RegExp(COLOURS.join('|'), 'i');
    const shown = (events: GameEvent[]) => JSON.stringify(events.filter((e) => e.audience === 'public'));
    let state = digitalToContest(makeSetup({ seed: 'leak-seed' }, [{ pbsCards: 7 }, { pbsCards: 7 }]));
    let pending = 0;
    const play = (side: 'invader' | 'defender') => {
      const card = state.hands![side][0] ?? null;
      const type = state.stepId === 'territoryCards' ? 'playTerritoryCard' : 'playDayCard';
      const result = played(state, { type, side, card });
      if (Object.keys(result.state.commits).length > 0) {
        pending += 1;
        expect(card).not.toBeNull();
        expect(shown(result.events)).not.toMatch(colour);
        // The card is told to its owner only.
        expect(result.events.filter((e) => e.audience !== 'public')).toEqual([
          { code: 'cardChosen', audience: side, params: { side, round: type === 'playTerritoryCard' ? null : state.days.length + 1, card } },
        ]);
      }
      state = result.state;
    };
    play('defender');
    play('invader');
    state = run(state, [
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
    ]);
    while (state.stepId === 'march' || state.stepId === 'moveCounter') {
      if (state.stepId === 'moveCounter') state = step(state, { type: 'moveCounter', row: state.counter!.row, col: state.counter!.col });
      else {
        play(state.days.length % 2 === 0 ? 'invader' : 'defender');
        play(state.days.length % 2 === 0 ? 'defender' : 'invader');
      }
    }
    expect(pending).toBe(6);
  });
});
