// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedFingerprint } from './seal';

/** The expected fingerprint, computed independently with node:crypto. */
function nodeFingerprint(seed: string): string {
  const hex = createHash('sha256').update(seed, 'utf8').digest('hex').slice(0, 16).toUpperCase();
  return `${hex.slice(0, 4)} ${hex.slice(4, 8)} ${hex.slice(8, 12)} ${hex.slice(12, 16)}`;
}

describe('seedFingerprint', () => {
  it.each(['club-night-62', '3f2a9c1b0d4e77810a1b2c3d4e5f6071', '', 'Sévère ⚔ 戦'])('matches SHA-256 of the UTF-8 seed %j', (seed) => {
    expect(seedFingerprint(seed)).toBe(nodeFingerprint(seed));
  });

  it('is four blocks of four upper-case hex digits', () => {
    expect(seedFingerprint('club-night-62')).toMatch(/^[0-9A-F]{4}( [0-9A-F]{4}){3}$/);
  });

  it('the SHA-256 of "abc" starts BA78 16BF 8F01 CFEA (FIPS 180-2 test vector)', () => {
    expect(seedFingerprint('abc')).toBe('BA78 16BF 8F01 CFEA');
  });

  it('different seeds give different fingerprints', () => {
    expect(seedFingerprint('seed-a')).not.toBe(seedFingerprint('seed-b'));
  });
});
