import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePayload, fromBase64Url } from './codec';
import type { SharePayload } from './payload';
import { PIN_V4 } from './payloadV4';
import { PIN_V5 } from './payloadV5';

/** The tournament in the room's view's setup, as a pin lays it out, or undefined when the view has none. */
const viewTournament = (pin: typeof PIN_V5) => {
  const setup = pin.view.kind === 'object' ? pin.view.fields.find(([name]) => name === 'setup')?.[1] : undefined;
  return setup?.kind === 'object' ? setup.fields.find(([name]) => name === 'tournament')?.[1] : undefined;
};

describe('version 5 bodies (issue 37)', () => {
  it("lay out the room's view with the tournament, which version 4 left out, with the setup's bounds", () => {
    expect(viewTournament(PIN_V4)).toBeUndefined();
    expect(JSON.stringify(viewTournament(PIN_V5))).toContain('["event",{"kind":"optional","of":{"kind":"text","max":24}}]');
  });
});

/**
 * Links of version 5 as the build that made version 5 wrote them (tests/fixtures/links/v5.json: version 4's fixtures
 * written again, two of the views naming a tournament's table): a change to version 5's pinned layout breaks them.
 */
describe('links of version 5 keep opening (tests/fixtures/links/v5.json)', () => {
  it('decode to what they were made from, a view naming its table', async () => {
    const fixtures = JSON.parse(readFileSync('tests/fixtures/links/v5.json', 'utf8')) as { name: string; link: string; payload: SharePayload }[];
    expect(fixtures.length).toBe(8);
    const tables: unknown[] = [];
    for (const { name, link, payload } of fixtures) {
      expect(fromBase64Url(link)![0], name).toBe(5);
      const read = await decodePayload(link);
      expect(read, name).toEqual({ ok: true, value: payload });
      if (read.ok && read.value[1] === 'v') tables.push((read.value[3] as { setup: { tournament?: { table: number } } }).setup.tournament?.table);
    }
    expect(tables.filter((t) => t !== undefined)).toEqual([21, 22]);
  });
});
