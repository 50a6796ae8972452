// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clockTime } from './clockTime';

describe('clockTime', () => {
  it.each([
    ['2025-06-01T07:03:00', '07:03'],
    ['not a time', null],
  ])('clockTime(%s) is %s', (iso, text) => {
    expect(clockTime(iso)).toBe(text);
  });
});
