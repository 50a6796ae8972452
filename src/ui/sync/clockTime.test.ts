// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clockTime } from './clockTime';
import { whichGameText } from './words';

describe('clockTime', () => {
  it('reads a time, and nothing from a text that is no time', () => {
    expect(clockTime('2025-06-01T07:03:00')?.getMinutes()).toBe(3);
    expect(clockTime('not a time')).toBeNull();
  });

  it('is said as hours and minutes on the device clock, and left out when unknown', () => {
    const players = [
      { name: 'Anna', army: { name: 'Romans' } },
      { name: 'Bruno', army: { name: 'Gauls' } },
    ];
    expect(whichGameText(players, '2025-06-01T07:03:00')).toBe('Game: Anna (Romans) v Bruno (Gauls), started 07:03');
    expect(whichGameText(players, 'not a time')).toBe('Game: Anna (Romans) v Bruno (Gauls)');
    expect(whichGameText(players, null)).toBe('Game: Anna (Romans) v Bruno (Gauls)');
  });
});
