import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEP_IDS } from '../../engine';
import { artifactJson, builds, type StoredRecord } from '../../../tests/support/builds';
import { asGameEntry, readEntry } from './entry';

const GAME = {
  kind: 'game',
  id: 'abcdabcdabcdabcd',
  revision: 3,
  createdAt: '2026-11-23T09:05:00.000Z',
  savedAt: '2026-11-23T09:35:00.000Z',
  startedAt: null,
  title: 'Club night',
  summary: {
    players: [
      { name: 'Anna', army: 'Later Romans' },
      { name: 'Bruno', army: 'Sassanids' },
    ],
    stepId: 'march',
    actions: 14,
    cards: 'physical',
    dice: 'digital',
    battleSealed: true,
  },
  log: { format: 'mortem-pre-battle-log' },
  undone: [{ type: 'pass' }],
};

/** GAME with the value at `path` replaced (or removed, for undefined). */
function withValue(path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(GAME) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

describe('a stored game entry', () => {
  it('reads back as it was stored, keys the app does not know left out', () => {
    expect(readEntry(GAME.id, GAME)).toEqual({ kind: 'game', entry: GAME });
    const extra = { ...GAME, junk: 1, summary: { ...GAME.summary, junk: 2, players: [{ ...GAME.summary.players[0], junk: 3 }, GAME.summary.players[1]] } };
    expect(asGameEntry(extra)).toEqual(GAME);
  });

  it('a copy, never the stored object itself', () => {
    const entry = asGameEntry(GAME)!;
    expect(entry).not.toBe(GAME);
    expect(entry.summary.players[0]).not.toBe(GAME.summary.players[0]);
    expect(entry.undone).not.toBe(GAME.undone);
  });

  it('without battleSealed (saved before issue 13) is still a game, and gains no such key', () => {
    const entry = asGameEntry(withValue(['summary', 'battleSealed'], undefined));
    expect(entry?.summary).not.toHaveProperty('battleSealed');
  });

  describe('as the build of 2be81c5 stored it (its summary names the step `phase`)', () => {
    // The records that build really wrote, read from its IndexedDB by `npm run artifacts -- 2be81c5`.
    const build = builds().find((b) => b.manifest.short === '2be81c5');
    if (!build) throw new Error('the artifacts of 2be81c5 are missing from tests/fixtures/builds');
    const records = artifactJson<StoredRecord[]>(build, build.manifest.library);
    const games = build.manifest.games.map((game) => [game.name, game.leftAt.stepId, records.find((r) => r.key === game.libraryKey)!] as const);

    it.each(games)('%s reads as a game at the step it was left at (%s)', (_name, stepId, record) => {
      expect(record.value).toMatchObject({ summary: { phase: stepId } });
      expect((record.value as { summary: object }).summary).not.toHaveProperty('stepId');
      const read = readEntry(record.key, record.value);
      expect(read).toMatchObject({ kind: 'game', entry: { id: record.key, summary: { stepId } } });
      expect((read as { entry: { summary: object } }).entry.summary).not.toHaveProperty('phase');
    });

    it('one whose step no build ever had stays listed as unreadable, with its data', () => {
      const [, , record] = games[0]!;
      const value = structuredClone(record.value) as { summary: { phase: string } };
      value.summary.phase = 'lunch';
      const read = readEntry(record.key, value);
      expect(read).toMatchObject({ kind: 'unreadable', id: record.key, path: 'summary.stepId' });
      expect(JSON.parse((read as { raw: string }).raw)).toEqual(value);
    });
  });

  it.each(STEP_IDS)('at the step %s is a game', (stepId) => {
    expect(asGameEntry(withValue(['summary', 'stepId'], stepId))?.summary.stepId).toBe(stepId);
  });

  it.each([
    [['kind'], 'kept', 'kind'],
    [['id'], '', 'id'],
    [['revision'], -1, 'revision'],
    [['revision'], 1.5, 'revision'],
    [['revision'], Number.NaN, 'revision'],
    [['revision'], '3', 'revision'],
    [['createdAt'], undefined, 'createdAt'],
    [['savedAt'], 5, 'savedAt'],
    [['startedAt'], undefined, 'startedAt'],
    [['title'], 7, 'title'],
    [['summary'], null, 'summary'],
    [['summary', 'players'], [{ name: 'Anna', army: 'Later Romans' }], 'summary.players'],
    [['summary', 'players', 1, 'army'], null, 'summary.players.1.army'],
    [['summary', 'players', 0], 'Anna', 'summary.players.0'],
    [['summary', 'stepId'], 'lunch', 'summary.stepId'],
    [['summary', 'actions'], Number.POSITIVE_INFINITY, 'summary.actions'],
    [['summary', 'cards'], 'paper', 'summary.cards'],
    [['summary', 'dice'], undefined, 'summary.dice'],
    [['summary', 'battleSealed'], 'yes', 'summary.battleSealed'],
    [['undone'], {}, 'undone'],
  ] as const)('with %j set to %j is unreadable at %s', (path, value, where) => {
    expect(readEntry(GAME.id, withValue(path, value))).toMatchObject({ kind: 'unreadable', id: GAME.id, path: where });
  });

  it('the first failure in the order of the fields is the one reported', () => {
    const both = withValue(['revision'], 'x') as Record<string, unknown>;
    both.summary = 'x';
    expect(readEntry(GAME.id, both)).toMatchObject({ path: 'revision' });
  });

  it('under another key than its own id is unreadable at id', () => {
    expect(readEntry('other-key', GAME)).toMatchObject({ kind: 'unreadable', path: 'id' });
  });

  it('anything that is not an object is unreadable as a whole, with its data as text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer())), (value) => {
        expect(readEntry('x', value)).toEqual({ kind: 'unreadable', id: 'x', raw: JSON.stringify(value, null, 2), path: '' });
      }),
    );
  });

  it('kept data reads back as kept, with only its own fields', () => {
    const kept = { kind: 'kept', id: 'k', createdAt: GAME.createdAt, raw: '{"broken"', message: 'Not JSON.' };
    expect(readEntry('k', { ...kept, junk: true })).toEqual({ kind: 'kept', entry: kept });
    expect(readEntry('k', { ...kept, message: 3 })).toMatchObject({ kind: 'unreadable', path: 'kind' });
  });
});
