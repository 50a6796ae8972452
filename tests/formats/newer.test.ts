import { readFileSync } from 'node:fs';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { CURRENT_RULES_VERSION, LOG_VERSION, publicView, replay, type GameLog } from '../../src/engine';
import { encodePayload, toBase64Url } from '../../src/share/codec';
import { readShared } from '../../src/share/link';
import { SHARE_TAG, SHARE_VERSION, packAction, packSetup, type SharePayload } from '../../src/share/payload';
import { readFailureText } from '../../src/ui/share/failureWords';
import { readGameText } from '../support/gameFile';
import { rules } from '../support/scenario';

/**
 * An older app meeting a link or a game file of a newer version says it was made by a newer version of the app and
 * asks for an update, never that it cannot be read (issue 34 part 4; the library's entries: GameLibrary.test.tsx).
 */

/** A link of `version` as any version writes it: the version byte, the checksum over it and the body, the body (whatever it holds). */
function linkOf(version: number, body: Uint8Array): string {
  return toBase64Url(new Uint8Array([version, ...sha256(new Uint8Array([version, ...body])).subarray(0, 4), ...body]));
}

describe('a newer version\'s link or file', () => {
  it.each([SHARE_VERSION + 1, SHARE_VERSION + 2, 255])('a link of version %i asks for an update, whatever its body holds', async (version) => {
    for (const body of [new Uint8Array([0, 1, 2, 3]), new Uint8Array(40).fill(0xa5)]) {
      const read = await readShared(rules, `https://example.org/#/shared/${linkOf(version, body)}`);
      expect(read).toMatchObject({ ok: false, reason: 'newerVersion' });
      if (read.ok) continue;
      const text = readFailureText(rules, read);
      expect(text).toMatch(/made by a newer version of the Pre-Battle Wizard\. Update the app/);
      expect(text).not.toMatch(/cannot be read|damaged/);
    }
  });

  it('a game file of a newer log version asks for an update', () => {
    const loaded = readGameText(rules, JSON.stringify({ format: 'mortem-pre-battle-log', version: LOG_VERSION + 1, setup: { anything: 'new' }, actions: [{ type: 'readOmens' }] }));
    expect(loaded).toMatchObject({ ok: false });
    if (loaded.ok) return;
    expect(loaded.message).toMatch(/made by a newer version of the app .*Update the app to open it/);
  });

  describe(`a link of this version whose game is played under app rules newer than this app's (${CURRENT_RULES_VERSION})`, () => {
    const log = JSON.parse(readFileSync('examples/digital-2023-waterside.json', 'utf8')) as GameLog;
    const newer = { ...log.setup, rulesVersion: CURRENT_RULES_VERSION + 1 };
    const midGame = replay(rules, log.setup, log.actions.slice(0, 30));
    if (!midGame.ok) throw new Error('the example does not replay');
    const view = publicView(midGame.state);

    it.each([
      ['a game link', [SHARE_TAG, 'g', packSetup(newer, true), log.actions.map(packAction)]],
      ['a view link', [SHARE_TAG, 'v', null, { ...view, setup: { ...view.setup, rulesVersion: CURRENT_RULES_VERSION + 1 } }]],
    ] as [string, SharePayload][])('%s asks for an update, not that its setup is invalid', async (_name, payload) => {
      const read = await readShared(rules, `https://example.org/#/shared/${await encodePayload(payload)}`);
      expect(read).toMatchObject({ ok: false, reason: 'newerVersion' });
      if (read.ok) return;
      const text = readFailureText(rules, read);
      expect(text).toMatch(/made by a newer version of the Pre-Battle Wizard\. Update the app/);
      expect(text).not.toMatch(/not valid|cannot be read|damaged/);
    });
  });
});
