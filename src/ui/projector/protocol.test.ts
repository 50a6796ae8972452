import { describe, expect, it } from 'vitest';
import { publicView, type GameEvent } from '../../engine';
import { uiRules } from '../../../tests/support/uiState';
import { parseHello, parseRoomMessage, ROOM_EVENT_CODES, type RoomMessage } from './protocol';
import { roomMessage } from '../sync/roomMessage';
import { actionsUntil, gameAt, testGame } from '../../../tests/support/roomGame';

const GAME = testGame();
const ID = '0123456789abcdef';

function messageAt(count: number): RoomMessage {
  const { state, events } = gameAt(GAME, count);
  const message = roomMessage(uiRules, { id: ID, revision: count + 1, state, events }, false);
  if (!message) throw new Error('no message');
  return message;
}

describe('parseRoomMessage (only the public view and public events pass)', () => {
  const marching = actionsUntil(GAME, { code: 'dayRevealed' });

  it('takes a message the game windows send', () => {
    const message = messageAt(marching);
    expect(parseRoomMessage(structuredClone(message))).toEqual(message);
    expect(message.events.map((e) => e.code)).toContain('dayRevealed');
  });

  it('every public event of a whole game that the room is told of passes its schema', () => {
    const { events } = gameAt(GAME, GAME.log.length);
    const told = events.flat().filter((e) => e.audience === 'public' && ROOM_EVENT_CODES.has(e.code));
    expect(told.length).toBeGreaterThan(20);
    const message = { ...messageAt(GAME.log.length), events: told };
    expect(parseRoomMessage(message)?.events).toEqual(told);
  });

  it.each([
    ['a hand in the view', (m: RoomMessage, s: ReturnType<typeof gameAt>['state']) => ({ ...m, view: { ...m.view, hands: s.hands } })],
    ['the deck in the view', (m: RoomMessage, s: ReturnType<typeof gameAt>['state']) => ({ ...m, view: { ...m.view, deck: s.deck } })],
    ['the generator in the view', (m: RoomMessage, s: ReturnType<typeof gameAt>['state']) => ({ ...m, view: { ...m.view, rng: s.rng } })],
    ['face-down cards in the view', (m: RoomMessage) => ({ ...m, view: { ...m.view, commits: { invader: 'red' } } })],
    ['the seed in the setup', (m: RoomMessage, s: ReturnType<typeof gameAt>['state']) => ({ ...m, view: { ...m.view, setup: s.setup } })],
    ['a field beside the view', (m: RoomMessage, s: ReturnType<typeof gameAt>['state']) => ({ ...m, hands: s.hands })],
    ['a whole game state as the view', (m: RoomMessage, s: ReturnType<typeof gameAt>['state']) => ({ ...m, view: s })],
    ['a dealt hand as an event', (m: RoomMessage) => ({ ...m, events: [{ code: 'handDealt', audience: 'public', params: { side: 'invader', purpose: 'pbs', cards: ['red'] } }] })],
    ['a private event', (m: RoomMessage) => ({ ...m, events: [{ code: 'cardCommitted', audience: 'invader', params: { side: 'invader', round: 1 } }] })],
    ['an event with a card added', (m: RoomMessage) => ({ ...m, events: [{ code: 'cardCommitted', audience: 'public', params: { side: 'invader', round: 1, card: 'red' } }] })],
    ['another kind of message', (m: RoomMessage) => ({ ...m, type: 'game' })],
    ['a game id that is not one', (m: RoomMessage) => ({ ...m, gameId: '../x?y' })],
  ])('refuses a message with %s', (_label, forge) => {
    const { state } = gameAt(GAME, marching);
    expect(parseRoomMessage(forge(messageAt(marching), state))).toBeNull();
  });

  it('a hidden message keeps nothing of the game, even if sent with it', () => {
    const message = messageAt(marching);
    expect(parseRoomMessage({ ...message, hidden: true })).toEqual({ ...message, hidden: true, turn: null, view: null, events: [] });
  });

  it('knows a hello', () => {
    expect(parseHello({ type: 'hello', gameId: null })).toEqual({ type: 'hello', gameId: null });
    expect(parseHello({ type: 'hello', gameId: ID })).toEqual({ type: 'hello', gameId: ID });
    expect(parseHello({ type: 'hello', gameId: ID, seed: 'x' })).toBeNull();
    expect(parseHello('hello')).toBeNull();
  });

  it('the room is never told of a hand or a chosen card', () => {
    for (const code of ['handDealt', 'cardChosen', 'deploymentDone'] as GameEvent['code'][]) expect(ROOM_EVENT_CODES.has(code)).toBe(false);
    expect(publicView(gameAt(GAME, marching).state)).toEqual(messageAt(marching).view);
  });
});
