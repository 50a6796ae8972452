import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import v2Links from '../../tests/fixtures/links/v2-b3397dc.json';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { rules } from '../../tests/support/scenario';
import { actionOfV1, fromBase64Url } from './codec';
import { packAction } from './payload';
import { FLAG_DEFLATED, PIN_V2, readContentV2 } from './payloadV2';

/**
 * Version 2 is read by its pinned layout alone (pins/link-v2.json, captured from the schemas of commit b3397dc):
 * the live schemas may change (the setup's `rulesVersion` already did) without moving a bit of its links.
 */

/** Links the build of b3397dc wrote (random games in every mode, views at random steps, a profile), with what they carry as objects. */
const FIXTURES = v2Links as { name: string; link: string; content: unknown }[];

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('version 2 links read by the pinned layout alone', () => {
  it.each(FIXTURES.map((f) => [f.name, f] as const))('%s: the same setup, actions or view as the build of b3397dc wrote', async (_name, fixture) => {
    const bytes = fromBase64Url(fixture.link)!;
    expect(bytes[0]).toBe(2);
    const flags = bytes[5]!;
    const rest = bytes.subarray(6);
    const content = readContentV2(flags, flags & FLAG_DEFLATED ? await inflate(rest) : rest);
    expect(content).toEqual(fixture.content);
  });

  it('the modules that read and write the bits import no schema: the pinned layout is all they read (payload.ts turns what they read into tuples)', () => {
    for (const file of ['payloadV2.ts', 'payloadV3.ts', 'layoutCodec.ts', 'bits.ts', 'linkWords.ts', 'layout.ts']) {
      const imports = [...readFileSync(`src/share/${file}`, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(imports.filter((path) => path!.includes('engine') || path!.includes('zod') || path === './layoutOf'), file).toEqual([]);
    }
  });

  it('pins version 2 as it was written: its first setup fields, the seed behind its presence bit, 31 actions, no rules version', () => {
    expect(PIN_V2.version).toBe(2);
    const setup = PIN_V2.setup.kind === 'object' ? PIN_V2.setup.fields.map(([name]) => name) : [];
    expect(setup).toEqual(['edition', 'scale', 'table', 'cards', 'dice', 'seed', 'seedSource', 'players', 'legacyTerritoryPass', 'odds', 'profile']);
    expect(PIN_V2.actions.map((a) => a.code)).toEqual(Array.from({ length: 31 }, (_, i) => i));
  });
});

describe('version 1 action tuples read by the same pinned action layouts', () => {
  it('give back what the live codec wrote, for every action of random games in every mode', () => {
    for (const [cards, dice] of [['digital', 'digital'], ['physical', 'physical'], ['digital', 'physical'], ['physical', 'digital']] as const) {
      const { log } = playRandomGame(rules, makeSetup({ cards, dice, edition: cards === dice ? '2023' : '2020' }), `v1-pinned-${cards}-${dice}`);
      for (const action of log) expect(actionOfV1(packAction(action))).toEqual(packAction(action));
    }
  });

  it('leave an unknown code, a wrong number of fields or an index out of range for the reader to refuse', () => {
    expect(actionOfV1([9999])).toEqual([9999]);
    expect(actionOfV1([1])).toEqual([1]);
    expect(actionOfV1([1, 7])).toEqual(packAction({ type: 'chooseRole', role: 7 } as never));
  });
});
