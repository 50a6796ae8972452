import { describe, expect, it } from 'vitest';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { replayStates, rules } from '../../tests/support/scenario';
import { allKeys, scrambleSecrets } from '../../tests/support/secrets';
import { COLOURS, type GameState } from '../engine';
import type { Mode } from '../engine/schema/setup';
import { decodeJson } from './codec';
import { pastedLink } from './fragment';
import { shareLink, sharePayload, viewPayload } from './link';

const MODES: [Mode, Mode][] = [
  ['digital', 'digital'],
  ['digital', 'physical'],
  ['physical', 'digital'],
  ['physical', 'physical'],
];
const SECRET_KEYS = ['seed', 'rng', 'draws', 'arc4', 'deck', 'hands', 'hand', 'commits', 'myCommit'];

const usesSeed = (state: GameState) => state.setup.cards === 'digital' || state.setup.dice === 'digital';

/** The JSON a link decodes to, as text to search. */
async function decodedText(url: string): Promise<{ json: unknown; text: string }> {
  const pasted = pastedLink(url);
  if (pasted.kind !== 'payload') throw new Error('not a link');
  const decoded = await decodeJson(pasted.payload);
  if (!decoded.ok) throw new Error(decoded.reason);
  return { json: decoded.value, text: JSON.stringify(decoded.value) };
}

/** The remaining deck as a link could spell it: colour names, or their indexes. */
function deckSpellings(state: GameState): string[] {
  if (!state.deck || state.deck.length < 8) return [];
  return [JSON.stringify(state.deck).slice(1, -1), state.deck.map((c) => COLOURS.indexOf(c)).join(',')];
}

/**
 * Issue 10, secrecy: play games in every mix of digital and physical cards and dice; at every step,
 * either no link is offered (a card lies face down) or the link decodes to nothing secret: no seed
 * before the end, no deck order, no hand, no face-down card, no generator state.
 */
describe('share links keep every secret mid-game', () => {
  const games = MODES.flatMap(([cards, dice]) => [1, 2, 3].map((n) => ({ cards, dice, n })));

  it.each(games)('$cards cards, $dice dice, game $n', async ({ cards, dice, n }) => {
    const setup = makeSetup({ cards, dice, seed: `sealed-secret-${cards}-${dice}-${n}`, seedSource: 'drawn' });
    const { log } = playRandomGame(rules, setup, `choices-${n}`);
    const states = replayStates(setup, log);
    let offered = 0;
    let refused = 0;
    for (const [count, state] of states.entries()) {
      const made = await shareLink(rules, { setup, actions: log.slice(0, count) }, { base: 'https://example.org/' });
      const faceDown = Object.keys(state.commits).length > 0;
      if (faceDown) {
        expect(made, `after ${count} actions`).toEqual({ ok: false, reason: 'cardFaceDown' });
        refused += 1;
        continue;
      }
      if (!made.ok) throw new Error(`no link after ${count} actions: ${made.reason}`);
      offered += 1;
      const { json, text } = await decodedText(made.url);
      const over = state.stepId === 'done';
      if (over && usesSeed(state)) {
        // The control: after the end the seed is there, so the search above would have found it.
        expect(text).toContain(setup.seed);
        continue;
      }
      expect(text, `after ${count} actions`).not.toContain(setup.seed);
      for (const spelling of deckSpellings(state)) expect(text, `deck after ${count} actions`).not.toContain(spelling);
      if (usesSeed(state)) {
        expect(made.kind).toBe('view');
        const keys = allKeys((json as unknown[])[3]);
        for (const key of SECRET_KEYS) expect(keys.has(key), `${key} after ${count} actions`).toBe(false);
        // Another seed, other hands, another deck, other face-down cards: the same view travels.
        expect(viewPayload(scrambleSecrets(state))[3]).toEqual(viewPayload(state)[3]);
      } else {
        // Nothing is secret in a game with the players' own cards and dice once no card is face down; the seed is not even used.
        expect(made.kind).toBe('game');
        expect(state.hands).toBeNull();
        const other = { ...state, setup: { ...state.setup, seed: 'another-seed' } };
        expect(sharePayload(rules, other, log.slice(0, count))).toEqual(sharePayload(rules, state, log.slice(0, count)));
      }
    }
    expect(offered).toBeGreaterThan(10);
    if (setup.players.every((p) => p.army.pbsCards > 0)) expect(refused).toBeGreaterThan(0);
  });
});
