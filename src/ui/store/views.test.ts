import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAll, ANNA_DEFENDS, playUntil, startGame, uiRules, withHands } from '../../../tests/support/uiState';
import { actionsUntil, gameAt, testGame } from '../../../tests/support/roomGame';
import { allKeys, scrambleSecrets } from '../../../tests/support/secrets';
import { chanceAction, type Colour, type GameState } from '../../engine';
import { useGame } from '../store';
import { gameViews, useGameViews, type GameViews } from './views';

const GAME = testGame('views-secret-seed-7');
const SECRET_KEYS = ['hands', 'deck', 'commits', 'rng', 'draws', 'arc4', 'battleSeed'];
/** Recognisable hands: the invader's five colours best first, the defender's worst first. */
const INVADER: Colour[] = ['black', 'white', 'green', 'yellow', 'red'];
const DEFENDER: Colour[] = ['red', 'yellow', 'green', 'white', 'black'];
const blankGame = useGame.getState();

beforeEach(() => useGame.setState(blankGame, true));

/** What a screen may read of the game's views, as text: everything but the functions that make a draw or cite a rule. */
const shown = (views: GameViews) => JSON.stringify({ room: views.room, view: views.view, answers: { ...views.answers, draw: views.answers.draw !== null }, turn: views.turn });

/** Digital cards at the territory contest with the recognisable hands dealt. */
function atContest(): GameState {
  const state = playUntil(applyAll(startGame({ dice: 'physical' }), [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' }]), 'shuffle');
  return withHands(state, INVADER, DEFENDER);
}

describe('gameViews: what the screens are given (STYLE "Events, views and words")', () => {
  it.each([
    ['the roll-off', 0],
    ['the shuffle', actionsUntil(GAME, { stepId: 'shuffle' })],
    ['the territory contest, one card face down', actionsUntil(GAME, { code: 'cardCommitted' })],
    ['the march', actionsUntil(GAME, { code: 'dayRevealed' })],
    ['the scouting', actionsUntil(GAME, { stepId: 'scouting' })],
    ['the terrain', actionsUntil(GAME, { code: 'placementRolled' })],
  ])('at %s with no hand shown: no secret anywhere, and the same views when every secret is scrambled', (_label, count) => {
    const { state } = gameAt(GAME, count);
    const views = gameViews(uiRules, state, null, () => true);
    const keys = allKeys(JSON.parse(shown(views)));
    for (const secret of SECRET_KEYS) expect(keys.has(secret), secret).toBe(false);
    expect(keys.has('hand')).toBe(false);
    expect(shown(views)).not.toContain('views-secret-seed-7');
    expect(views.answers.seal?.seed).toBeNull();
    const scrambled = gameViews(uiRules, scrambleSecrets(state), null, () => true);
    expect({ ...scrambled.view, answers: { ...scrambled.answers, draw: null, seal: null, battleSeal: null } }).toEqual({
      ...views.view,
      answers: { ...views.answers, draw: null, seal: null, battleSeal: null },
    });
  });

  it('the app’s shuffle and deal reach the store only: a screen gets a function that makes them, never the deck or the hands', () => {
    const { state } = gameAt(GAME, actionsUntil(GAME, { stepId: 'shuffle' }));
    const dispatch = vi.fn(() => true);
    const views = gameViews(uiRules, state, null, dispatch);
    const shuffle = chanceAction(uiRules, state);
    expect(shuffle?.type).toBe('shuffleDeck');
    expect(views.answers.choices).toEqual([]);
    if (shuffle?.type === 'shuffleDeck') expect(shown(views)).not.toContain(JSON.stringify(shuffle.order.slice(0, 8)).slice(1, -1));
    views.answers.draw?.();
    expect(dispatch).toHaveBeenCalledExactlyOnceWith(shuffle);
  });

  it('with Anna’s hand shown (she defends), the screens get her hand and never Bruno’s, nor a card play that would name it', () => {
    const state = atContest();
    const views = gameViews(uiRules, state, 'defender', () => true);
    expect(views.view).toMatchObject({ viewer: 'defender', hand: DEFENDER });
    expect(shown(views)).not.toContain(JSON.stringify(INVADER).slice(1, -1));
    expect(views.answers.choices.some((a) => a.type === 'playTerritoryCard')).toBe(false);
    expect(allKeys(views.room).has('hand')).toBe(false);
  });

  it('the game screen’s hook follows the store: the room’s view until a player lifts the curtain, then his own', () => {
    const state = atContest();
    useGame.setState({ setup: state.setup, state, holder: null });
    const { result, rerender } = renderHook(() => useGameViews(uiRules));
    expect(allKeys(result.current!.view).has('hand')).toBe(false);
    act(() => useGame.setState({ holder: 'invader' }));
    rerender();
    expect(result.current!.view).toMatchObject({ viewer: 'invader', hand: INVADER });
    expect(shown(result.current!)).not.toContain(JSON.stringify(DEFENDER).slice(1, -1));
  });
});
