// @vitest-environment node
import type { Setup } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { gameFileName, slug, unreadableFileName } from './files';

const STARTED = new Date(2026, 10, 23, 20, 14).toISOString();
const NOW = new Date(2027, 0, 2, 9, 5);

/** A setup with these player and army names, seat 1 first. */
function named(a: [string, string], b: [string, string]): Pick<Setup, 'players'> {
  const setup = makeSetup();
  return {
    players: [
      { ...setup.players[0], name: a[0], army: { ...setup.players[0].army, name: a[1] } },
      { ...setup.players[1], name: b[0], army: { ...setup.players[1].army, name: b[1] } },
    ],
  };
}

/** What every exported name must be: short ASCII without characters any file system refuses. */
function expectSafe(name: string): void {
  expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.json$/);
  expect(name.length).toBeLessThanOrEqual(120);
}

describe('exported game files are named after the players, armies and date', () => {
  it('names the players, their armies and the day the game started', () => {
    expect(gameFileName(named(['Anna', 'Romans'], ['Bruno', 'Gauls']), STARTED, NOW)).toBe('anna-romans-v-bruno-gauls-2026-11-23.json');
  });

  it("uses today's date for a game with no start time (an opened file) or an unreadable one", () => {
    const setup = named(['Anna', 'Later Romans'], ['Bruno', 'Sassanids']);
    expect(gameFileName(setup, null, NOW)).toBe('anna-later-romans-v-bruno-sassanids-2027-01-02.json');
    expect(gameFileName(setup, 'not a date', NOW)).toBe('anna-later-romans-v-bruno-sassanids-2027-01-02.json');
  });

  it('two different games never share a name', () => {
    const a = gameFileName(named(['Anna', 'Romans'], ['Bruno', 'Gauls']), STARTED, NOW);
    const b = gameFileName(named(['Carla', 'Romans'], ['Bruno', 'Gauls']), STARTED, NOW);
    const c = gameFileName(named(['Anna', 'Romans'], ['Bruno', 'Gauls']), null, NOW);
    expect(new Set([a, b, c]).size).toBe(3);
  });

  test.each([
    ['accents', ['Zoë', 'Ærø Vikings'], ['José', 'Ayyūbids'], 'zoe-aero-vikings-v-jose-ayyubids-2026-11-23.json'],
    ['letters without a base form', ['Łukasz', 'Straße'], ['Þór', 'Œuvre'], 'lukasz-strasse-v-thor-oeuvre-2026-11-23.json'],
    ['slashes and reserved characters', ['A/B', 'C:\\D*?"<>|'], ['..', 'con'], 'a-b-c-d-v-player-2-con-2026-11-23.json'],
    ['emoji', ['🛡 Anna 🛡', '⚔️'], ['Bruno', 'Gauls 🐓'], 'anna-v-bruno-gauls-2026-11-23.json'],
    ['scripts with no ASCII spelling', ['Дмитрий', '東'], ['Bruno', 'Gauls'], 'player-1-v-bruno-gauls-2026-11-23.json'],
    ['full-width letters', ['Ａｎｎａ', 'Ｒｏｍａｎｓ'], ['Bruno', 'Gauls'], 'anna-romans-v-bruno-gauls-2026-11-23.json'],
  ] as const)('%s', (_case, a, b, expected) => {
    const name = gameFileName(named([...a], [...b]), STARTED, NOW);
    expect(name).toBe(expected);
    expectSafe(name);
  });

  it('cuts very long names at a word and keeps the whole name short', () => {
    const long = 'Anna Maria Theresa Walburga Amalia Christina';
    const army = 'Later Imperial Roman Field Army of the East and West';
    const name = gameFileName(named([long, army], [long.toUpperCase(), army]), STARTED, NOW);
    expectSafe(name);
    expect(name).toBe('anna-maria-theresa-later-imperial-roman-v-anna-maria-theresa-later-imperial-roman-2026-11-23.json');
  });

  it('a name with no word break is cut at the limit', () => {
    expect(slug('x'.repeat(40))).toBe('x'.repeat(24));
    expect(slug('---')).toBe('');
  });
});

describe('saved data that could not be read', () => {
  it('is downloaded under a dated name, to the minute', () => {
    expect(unreadableFileName(NOW)).toBe('unreadable-pre-battle-2027-01-02-0905.json');
  });
});
