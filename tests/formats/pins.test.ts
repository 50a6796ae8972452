import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOG_VERSION, megEngine, PublicViewSchema } from '../../src/engine';
import { SetupSchema } from '../../src/engine/schema/setup';
import { z } from '../../src/lib/zod';
import { layoutDiff, liveLogPin, linkDrift, livePin, type LogPin } from '../../src/share/layoutOf';
import type { LinkPin } from '../../src/share/layout';
import { SHARE_VERSION } from '../../src/share/payload';

/**
 * Changing a schema that a link or a game file carries fails here until a new version is pinned (issue 34 part 4,
 * ARCHITECTURE.md "Formats"): a link's setup, each action by link code and the room's view against the latest
 * link pin (src/share/pins/), and a file's setup and actions against the pin of the live log version
 * (tests/fixtures/formats/).
 */

const pinOf = (version: number) => JSON.parse(readFileSync(`src/share/pins/link-v${version}.json`, 'utf8')) as LinkPin;
const live = (version: number) => livePin(version, { setup: SetupSchema, view: PublicViewSchema, actions: megEngine.linkActions });

describe('the layouts pinned for links', () => {
  it('are one a version, from the first bit stream to the version written now', () => {
    const pinned = readdirSync('src/share/pins').map((f) => Number(/^link-v(\d+)\.json$/.exec(f)?.[1])).sort((a, b) => a - b);
    expect(pinned).toEqual(Array.from({ length: SHARE_VERSION - 1 }, (_, i) => i + 2));
    for (const version of pinned) expect(pinOf(version).version).toBe(version);
  });

  it(`match the live schemas: a change to the setup, an action or the public view needs a new link version`, () => {
    const drift = linkDrift(pinOf(SHARE_VERSION), live(SHARE_VERSION));
    if (drift.length > 0) {
      throw new Error(
        `The schemas a share link carries changed since link version ${SHARE_VERSION} was pinned:\n  ${drift.join('\n  ')}\n` +
          `Pin a new link version: raise SHARE_VERSION (src/share/payload.ts) to ${SHARE_VERSION + 1}, run \`npm run pin -- link ${SHARE_VERSION + 1}\`, ` +
          `and give it its body beside payloadV3.ts (ARCHITECTURE.md "Formats"). A pinned version never changes.`,
      );
    }
  });

  it('name what drifted: a setup field added, an action field changed, a choice added', () => {
    const pinned = live(SHARE_VERSION);
    const changed = livePin(SHARE_VERSION, {
      setup: z.extend(SetupSchema, { mascot: z.optional(z.string()) }),
      view: PublicViewSchema,
      actions: megEngine.linkActions.map((def) => (def.type === 'rollPlacement' ? { ...def, schema: z.strictObject({ type: z.literal('rollPlacement'), die: z.number().check(z.int(), z.minimum(1), z.maximum(8)) }) } : def)),
    });
    expect(linkDrift(pinned, changed)).toEqual(['setup.mascot: in the live schemas, not in the pin', expect.stringMatching(/^action \d+ \(rollPlacement\)\.die: pinned .*"max":6.*live .*"max":8/)]);
    expect(linkDrift(pinned, { ...pinned, words: [...pinned.words!, 'lavaField'] })).toEqual([expect.stringMatching(/^words: pinned waterside,.*swamp; live waterside,.*swamp,lavaField$/)]);
    expect(layoutDiff({ kind: 'choice', values: ['a', 'b'] }, { kind: 'choice', values: ['a', 'b', 'c'] }, 'x')).toEqual(['x: pinned {"kind":"choice","values":["a","b"]}, live {"kind":"choice","values":["a","b","c"]}']);
  });

  it('keep the room version 3 holds for fields to come (a tournament, the view\'s rules version) out of the drift until they come', () => {
    const pin = pinOf(3);
    expect(pin.reserved).toEqual(['setup.tournament', 'view.setup.rulesVersion', 'view.setup.tournament']);
    // Version 2 had no rules version; version 3 pins the one the setup now has.
    expect(linkDrift(pinOf(2), live(2))).toContain('setup.rulesVersion: in the live schemas, not in the pin');
  });
});

/**
 * The game file of each log version, pinned: a changed setup or action needs a new log version, with its
 * migration (src/engine/migrate.ts), so that an older app says "made by a newer version" instead of failing.
 */
describe('the layout pinned for game files', () => {
  /**
   * The one drift awaited: issue 34 part 3 records the rules version in the setup and raises the log version to 7
   * for it (a file with the field is not one an app of version 6 reads). Once it lands, pin 7 with `npm run pin -- log`.
   */
  const AWAITED: Record<number, string[]> = { 6: ['setup.rulesVersion: in the live schemas, not in the pin'] };

  it(`matches the live schemas of log version ${LOG_VERSION}`, () => {
    let pinned: LogPin;
    try {
      pinned = JSON.parse(readFileSync(`tests/fixtures/formats/log-v${LOG_VERSION}.json`, 'utf8')) as LogPin;
    } catch {
      throw new Error(`Log version ${LOG_VERSION} has no pinned layout: run \`npm run pin -- log\` and commit tests/fixtures/formats/log-v${LOG_VERSION}.json.`);
    }
    const now = liveLogPin();
    const drift = linkDrift({ version: LOG_VERSION, setup: pinned.setup, view: { kind: 'json' }, actions: pinned.actions }, { version: LOG_VERSION, setup: now.setup, view: { kind: 'json' }, actions: now.actions });
    const unexpected = drift.filter((line) => !(AWAITED[LOG_VERSION] ?? []).includes(line));
    if (unexpected.length > 0) {
      throw new Error(
        `The schemas a game file carries changed since log version ${LOG_VERSION} was pinned:\n  ${unexpected.join('\n  ')}\n` +
          `Raise LOG_VERSION (src/engine/schema/log.ts) with an upgrade in src/engine/migrate.ts, then run \`npm run pin -- log\`.`,
      );
    }
  });
});
