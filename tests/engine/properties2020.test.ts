// @vitest-environment node
import fc from 'fast-check';
import { bundledRules } from '../../src/engine';
import { gameCase, playChecked } from './invariants';

const rules = bundledRules();

/**
 * Random legal play from random setups (STYLE: seeded fuzz tests that keep failing seeds). Each run
 * plays one whole game (digital or physical cards and dice, PBS and scouting cards 0-10, 1-40 TuGs, any
 * ratings and territory lists) and checks after every action: digital cards conserved, the counter on
 * the map (and the 2020 territory), terrain demand, caps and declarations, scouting and deployment sums,
 * and that the public view leaks no secret; at the end the game is done and replaying its log gives the
 * same state. 1,000 games here and 1,000 in properties.test.ts (split so both cores share them).
 */
describe('random complete games, 2020 edition (seed 002)', () => {
  it('every game finishes, replays exactly and keeps every invariant at every step', () => {
    fc.assert(
      fc.property(gameCase('2020'), (c) => {
        playChecked(rules, c);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
