import { describe, expect, it } from 'vitest';
import { publicView, PublicViewSchema, summary } from '../../engine';
import { allKeys, scrambleSecrets } from '../../../tests/support/secrets';
import { uiRules } from '../../../tests/support/uiState';
import { parseRoomMessage } from '../projector/protocol';
import { roomMessage } from './roomMessage';
import { actionsUntil, gameAt, testGame } from '../../../tests/support/roomGame';

const GAME = testGame('room-secret-seed-42');
const ID = '0123456789abcdef';
const SECRET_KEYS = ['hands', 'deck', 'commits', 'rng', 'seed', 'draws', 'arc4', 'hand', 'myCommit'];

describe('roomMessage (what the room is told)', () => {
  it.each([
    ['the roll-off', 0],
    ['the territory contest, one card face down', actionsUntil(GAME, { code: 'cardCommitted' })],
    ['the march', actionsUntil(GAME, { code: 'dayRevealed' })],
    ['the terrain', actionsUntil(GAME, { code: 'placementRolled' })],
    ['the end', GAME.log.length],
  ])('at %s: a public view, public events only, no secret anywhere', (_label, count) => {
    const { state, events } = gameAt(GAME, count);
    const message = roomMessage(uiRules, { id: ID, revision: 3, state, events }, false)!;
    expect(PublicViewSchema.safeParse(message.view).success).toBe(true);
    expect(message.events.every((e) => e.audience === 'public')).toBe(true);
    expect(message.events).toEqual((events[events.length - 1] ?? []).filter((e) => e.audience === 'public' && e.code !== 'deploymentDone'));
    const keys = allKeys(message);
    for (const secret of SECRET_KEYS) expect(keys.has(secret), secret).toBe(false);
    expect(JSON.stringify(message)).not.toContain('room-secret-seed-42');
    expect(parseRoomMessage(message)).toEqual(message);
  });

  it('is the same when every secret is scrambled', () => {
    for (const count of [actionsUntil(GAME, { code: 'cardCommitted' }), actionsUntil(GAME, { code: 'dayRevealed' }) - 1, GAME.log.length]) {
      const { state, events } = gameAt(GAME, count);
      const scrambled = scrambleSecrets(state);
      expect(scrambled.hands).not.toEqual(state.hands);
      expect(roomMessage(uiRules, { id: ID, revision: 3, state: scrambled, events }, false)).toEqual(
        roomMessage(uiRules, { id: ID, revision: 3, state, events }, false),
      );
    }
  });

  it('hidden, it says only that', () => {
    const { state, events } = gameAt(GAME, 10);
    expect(roomMessage(uiRules, { id: ID, revision: 3, state, events }, true)).toEqual({
      type: 'room',
      gameId: ID,
      revision: 3,
      actions: 10,
      hidden: true,
      turn: null,
      view: null,
      events: [],
    });
  });

  it('with no game there is nothing to say', () => {
    expect(roomMessage(uiRules, { id: null, revision: 3, state: null, events: [] }, false)).toBeNull();
  });

  it('the battle summary of the public view is the summary of the game', () => {
    const { state } = gameAt(GAME, GAME.log.length);
    expect(summary(uiRules, publicView(state))).toEqual(summary(uiRules, state));
  });
});
