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
  // Version 4 carries the tournament and the view's rules version as live fields (their bounds from the schemas) and keeps no room.
  4: [],
  // Version 5 adds the tournament to the room's view (issue 37), which version 4 left out, and keeps no room either.
  5: [],
};

/**
 * How often each letter comes in names (players', armies', events'): English letter frequencies, a space and a
 * capital about once a word, a few signs and accented letters. Version 3 pins the prefix code they give.
 */
const LETTER_WEIGHTS: Record<string, number> = (() => {
  const lower: Record<string, number> = {
    e: 12.7, t: 9.1, a: 8.2, o: 7.5, i: 7.0, n: 6.7, s: 6.3, h: 6.1, r: 6.0, d: 4.3, l: 4.0, c: 2.8, u: 2.8, m: 2.4, w: 2.4, f: 2.2,
    g: 2.0, y: 2.0, p: 1.9, b: 1.5, v: 1.0, k: 0.8, j: 0.15, x: 0.15, q: 0.1, z: 0.07,
  };
  const weights: Record<string, number> = { ...lower, ' ': 15 };
  for (const [c, f] of Object.entries(lower)) weights[c.toUpperCase()] = 15 * ((0.7 * f) / 100 + 0.3 / 26);
  for (const c of '0123456789') weights[c] = 0.2;
  Object.assign(weights, { '-': 0.5, "'": 0.5, '.': 0.3, ',': 0.1, '&': 0.1, '(': 0.1, ')': 0.1, '/': 0.1 });
  for (const c of 'éèêëáàâäíìîïóòôöúùûüñçøåæœßłŁŚśŻżČčŠšŽž') weights[c] = 0.05;
  return weights;
})();

/** The code length of each letter of a Huffman code for `weights` (ties broken by the letters' order, so it is the same every run). */
function letterCode(weights: Record<string, number>): { letters: string; lengths: number[] } {
  const letters = Object.keys(weights);
  let nodes = letters.map((c, i) => ({ weight: weights[c]!, members: [i], order: i }));
  const lengths = letters.map(() => 0);
  let next = letters.length;
  while (nodes.length > 1) {
    nodes.sort((a, b) => a.weight - b.weight || a.order - b.order);
    const [a, b, ...rest] = nodes;
    for (const i of [...a!.members, ...b!.members]) lengths[i]! += 1;
    nodes = [...rest, { weight: a!.weight + b!.weight, members: [...a!.members, ...b!.members], order: next++ }];
  }
  return { letters: letters.join(''), lengths };
}

/** How each link version from 3 writes its kinds: its scheme and letter code. */
const SCHEMES: Record<number, { scheme: 3; letters: { letters: string; lengths: number[] } }> = {
  3: { scheme: 3, letters: letterCode(LETTER_WEIGHTS) },
};

/** A table's entry for a version, else the entry of the latest version before it: a new version keeps the room and the scheme of the one before unless it says otherwise (the room taken by a live field is left out). */
function latest<T>(table: Record<number, T>, version: number): T | undefined {
  const known = Object.keys(table).map(Number).filter((v) => v <= version);
  return known.length ? table[Math.max(...known)] : undefined;
}

function write(path: string, value: unknown): void {
  if (existsSync(path)) throw new Error(`${path} is pinned already: a pinned version never changes (pin a new version instead)`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 1)}\n`);
  console.log(`wrote ${path}`);
}

const [what, n] = process.argv.slice(2);
if (what === 'link' && n && /^\d+$/.test(n)) {
  const version = Number(n);
  const pin = livePin(version, { setup: SetupSchema, view: PublicViewSchema, actions: megEngine.linkActions }, latest(RESERVED, version) ?? []);
  const { version: _version, ...layouts } = pin;
  write(`src/share/pins/link-v${version}.json`, { version, ...latest(SCHEMES, version), ...layouts });
} else if (what === 'log') {
  write(`tests/fixtures/formats/log-v${LOG_VERSION}.json`, liveLogPin());
} else {
  console.error('usage: npm run pin -- link <version> | npm run pin -- log');
  process.exit(1);
}
