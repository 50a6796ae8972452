import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { replay, seedFingerprint, type Action, type Setup } from '../../src/engine';
import { decodePayload, fromBase64Url } from '../../src/share/codec';
import { pastedLink } from '../../src/share/fragment';
import { shareLink } from '../../src/share/link';
import { roomMessage } from '../../src/ui/sync/roomMessage';
import { makeSetup, playRandomGame } from '../support/randomGame';
import { rules } from '../support/scenario';
import { fullBattle } from '../support/sharedGames';
import { codeOf } from '../support/gameCode';

const BASE = 'https://example.org/pre-battle/';

/** Every way a text or a link's bytes could spell a code's fingerprint: as shown, without spaces, in either case, any 8 hex digits of its SHA-256, any 4 of its bytes. */
function fingerprintSpellings(seed: string): { texts: string[]; bytes: Uint8Array[] } {
  const digest = sha256(utf8ToBytes(seed));
  const hex = bytesToHex(digest);
  const shown = seedFingerprint(seed);
  const windows = Array.from({ length: hex.length - 7 }, (_, i) => hex.slice(i, i + 8));
  const texts = [shown, shown.toLowerCase(), shown.replace(/ /g, ''), ...windows, ...windows.map((w) => w.toUpperCase())];
  return { texts, bytes: Array.from({ length: 8 - 3 }, (_, i) => digest.subarray(i, i + 4)) };
}

const containsBytes = (haystack: Uint8Array, needle: Uint8Array) =>
  haystack.some((_, i) => i + needle.length <= haystack.length && needle.every((b, j) => haystack[i + j] === b));

/** What a link and the room message at one step show of the game, as text and the link's bytes. */
async function sharedAt(setup: Setup, actions: readonly Action[], count: number) {
  const replayed = replay(rules, setup, actions.slice(0, count));
  if (!replayed.ok) throw new Error('the game does not replay');
  const message = roomMessage(rules, { id: 'game-1', revision: count, state: replayed.state, events: replayed.events }, false);
  const made = await shareLink(rules, { setup, actions: actions.slice(0, count) }, { base: BASE });
  let link = '';
  let linkBytes: Uint8Array = new Uint8Array();
  if (made.ok) {
    const pasted = pastedLink(made.url);
    if (pasted.kind !== 'payload') throw new Error('not a link');
    const decoded = await decodePayload(pasted.payload);
    if (!decoded.ok) throw new Error(decoded.reason);
    link = JSON.stringify(decoded.value);
    linkBytes = fromBase64Url(pasted.payload)!;
  }
  return { state: replayed.state, made, texts: [JSON.stringify(message), link, made.ok ? made.url : ''], linkBytes };
}

/**
 * Issue 28: no typed code is derivable from anything shared. A code the players typed can be guessed from
 * its fingerprint (a word found in seconds, and with it both hands), so at every step of a whole game
 * (pre-battle, every terrain position, the battle's turns) neither its link nor its room message carries
 * the fingerprint in any spelling; a drawn code's fingerprint still travels, so the search is real.
 */
describe('a typed game code leaves no fingerprint in links or room messages', () => {
  const MODES = [
    ['digital', 'digital'],
    ['digital', 'physical'],
    ['physical', 'digital'],
  ] as const;

  it.each(MODES)('%s cards, %s dice: at every step', async (cards, dice) => {
    const seed = `tiger-${cards}-${dice}`;
    const setup = makeSetup({ cards, dice, seed, seedSource: 'typed', battleSeed: `battle-${cards}-${dice}` });
    const game = fullBattle(rules, { setup, actions: playRandomGame(rules, setup, `typed-${cards}-${dice}`).log }, 3);
    const spellings = fingerprintSpellings(seed);
    let links = 0;
    for (let count = 0; count <= game.actions.length; count++) {
      const { state, made, texts, linkBytes } = await sharedAt(setup, game.actions, count);
      if (made.ok) links += 1;
      for (const text of texts) {
        for (const spelling of spellings.texts) expect(text.includes(spelling), `"${spelling}" after ${count} actions`).toBe(false);
        // Before the end the code itself stays sealed too (after it, the link carries it to check every roll).
        if (state.stepId !== 'done') expect(text.includes(seed), `the code after ${count} actions`).toBe(false);
      }
      for (const bytes of spellings.bytes) expect(containsBytes(linkBytes, bytes), `fingerprint bytes after ${count} actions`).toBe(false);
    }
    expect(links).toBeGreaterThan(game.actions.length / 2);
  });

  it('the control: a drawn code\'s fingerprint does travel in a mid-game link', async () => {
    const setup = makeSetup({ seed: 'drawn-code-0123', seedSource: 'drawn' });
    const { log } = playRandomGame(rules, setup, 'drawn-choices');
    let views = 0;
    for (let count = 1; count < log.length; count++) {
      const { made, texts } = await sharedAt(setup, log, count);
      if (!made.ok || made.kind !== 'view') continue;
      views += 1;
      expect(texts[1], `after ${count} actions`).toContain(seedFingerprint(codeOf(setup)));
    }
    expect(views).toBeGreaterThan(10);
  });
});
