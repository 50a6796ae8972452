import { afterEach, describe, expect, test } from 'vitest';
import { readShelf } from './profileShelf';

const storage = (value: string | null) => ({ getItem: () => value });

afterEach(() => localStorage.clear());

describe('the stored profiles', () => {
  test('nothing stored is an empty shelf', () => {
    expect(readShelf(storage(null))).toEqual({ profiles: [], damaged: [] });
  });

  test('a good entry is read and a damaged one is kept aside as it was', () => {
    const good = { id: 'a1', profile: { name: 'Club', values: { flankSector: 8 } } };
    const bad = { id: 'b2', profile: { name: 'Broken', values: { flankSector: 'wide' } } };
    const shelf = readShelf(storage(JSON.stringify([good, bad])));
    expect(shelf.profiles).toEqual([good]);
    expect(shelf.damaged).toEqual([{ id: 'b2', raw: JSON.stringify(bad) }]);
  });

  test('text that is not JSON is kept whole, not thrown away', () => {
    expect(readShelf(storage('{oops'))).toEqual({ profiles: [], damaged: [{ id: 'stored', raw: '{oops' }] });
  });

  test('storage that refuses to be read is an empty shelf, not a crash', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readShelf(blocked)).toEqual({ profiles: [], damaged: [] });
  });
});
