/**
 * Pins a format's layout as data (ARCHITECTURE.md "Formats"): `npm run pin -- link <n>` writes link version n's
 * layout (src/share/pins/link-v<n>.json) from the live schemas, with the room the table below keeps for it;
 * `npm run pin -- log` writes the game file's layout of the live log version (tests/fixtures/formats/). A pin is
 * written once, when its version is made: this script never overwrites one. tests/formats/pins.test.ts fails
 * while the live schemas differ from the latest pins.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LOG_VERSION, megEngine, PublicViewSchema } from '../src/engine';
import { SetupSchema } from '../src/engine/schema/setup';
import { liveLogPin, livePin, type Reserved } from '../src/share/layoutOf';

/** The room each link version keeps for fields the live schemas do not have yet (an issue filed beside it adds them). */
const RESERVED: Record<number, readonly Reserved[]> = {
  3: [
    // Issue 37: a tournament's event (at most 24 letters), round and table; the last field of the setup.
    {
      at: 'setup',
      after: 'profile',
      field: ['tournament', { kind: 'optional', of: { kind: 'object', fields: [
        ['event', { kind: 'optional', of: { kind: 'text', max: 24 } }],
        ['round', { kind: 'optional', of: { kind: 'whole', min: 1, max: 99 } }],
        ['table', { kind: 'optional', of: { kind: 'whole', min: 1, max: 999 } }],
      ] } }],
    },
    // Issue 34 part 3: the rules version in the room's view, after the territory pass it replaces.
    { at: 'view.setup', after: 'legacyTerritoryPass', field: ['rulesVersion', { kind: 'optional', of: { kind: 'whole', min: 1, max: 255 } }] },
    {
      at: 'view.setup',
      after: 'profile',
      field: ['tournament', { kind: 'optional', of: { kind: 'object', fields: [
        ['event', { kind: 'optional', of: { kind: 'text', max: 24 } }],
        ['round', { kind: 'optional', of: { kind: 'whole', min: 1, max: 99 } }],
        ['table', { kind: 'optional', of: { kind: 'whole', min: 1, max: 999 } }],
      ] } }],
    },
  ],
};

function write(path: string, value: unknown): void {
  if (existsSync(path)) throw new Error(`${path} is pinned already: a pinned version never changes (pin a new version instead)`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 1)}\n`);
  console.log(`wrote ${path}`);
}

const [what, n] = process.argv.slice(2);
if (what === 'link' && n && /^\d+$/.test(n)) {
  const version = Number(n);
  write(`src/share/pins/link-v${version}.json`, livePin(version, { setup: SetupSchema, view: PublicViewSchema, actions: megEngine.linkActions }, RESERVED[version] ?? []));
} else if (what === 'log') {
  write(`tests/fixtures/formats/log-v${LOG_VERSION}.json`, liveLogPin());
} else {
  console.error('usage: npm run pin -- link <version> | npm run pin -- log');
  process.exit(1);
}
