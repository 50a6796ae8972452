// @vitest-environment node
import { actor, applyAction, chanceAction, FACES, type Face } from '../..';
import type { Rating } from '../../schema/vocab';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { makeSetup } from '../../../../tests/support/randomGame';
import { expectRefusal, physicalSetup, played, rolled, rules, start, step } from '../../../../tests/support/scenario';
import { rollOffDice } from './rules';

describe('rollOff (seed 000 PBS 8.A)', () => {
  it('000 PBS 8.A: the better face wins the roll-off and the winner chooses next', () => {
    const { state, events } = played(start(physicalSetup()), { type: 'rollOff', faces: ['skull', 'blank'] });
    expect(state.rollOffWinner).toBe(0);
    expect(state.rollOff).toEqual({ attempts: 1, last: { faces: ['skull', 'blank'], winner: 0 } });
    expect(state.stepId).toBe('chooseRole');
    expect(actor(rules, state)).toBe(0);
    expect(events).toEqual([{ code: 'rolledOff', audience: 'public', params: { faces: ['skull', 'blank'], winner: 0, attempt: 1 } }]);
  });

  // Ranking Skull > Wound > S > blank is the app's assumption (RULES-NOTES 4, components.json rollOffRanking).
  const rows: [Face, Face, 0 | 1 | null][] = FACES.flatMap((a, i) =>
    FACES.map((b, j): [Face, Face, 0 | 1 | null] => [a, b, i === j ? null : i < j ? 0 : 1]),
  );
  test.each(rows)('000 PBS 8.A roll-off ranking: %s against %s -> winner %s (ties re-roll)', (a, b, winner) => {
    const state = rolled([a, b]);
    expect(state.rollOffWinner).toBe(winner);
    expect(state.stepId).toBe(winner === null ? 'rollOff' : 'chooseRole');
  });

  it('000 PBS 8.A: a tie is re-rolled; the attempts are counted and each roll is an event', () => {
    const tie = played(start(physicalSetup()), { type: 'rollOff', faces: ['wound', 'wound'] });
    expect(tie.state.rollOffWinner).toBeNull();
    expect(tie.state.rollOff).toEqual({ attempts: 1, last: { faces: ['wound', 'wound'], winner: null } });
    expect(tie.events).toEqual([{ code: 'rolledOff', audience: 'public', params: { faces: ['wound', 'wound'], winner: null, attempt: 1 } }]);
    const again = played(tie.state, { type: 'rollOff', faces: ['blank', 'special'] });
    expect(again.state.rollOff).toEqual({ attempts: 2, last: { faces: ['blank', 'special'], winner: 1 } });
    expect(again.events).toEqual([{ code: 'rolledOff', audience: 'public', params: { faces: ['blank', 'special'], winner: 1, attempt: 2 } }]);
    expect(again.state.rollOffWinner).toBe(1);
  });

  test.each<[Rating, string]>([
    ['legendary', 'red'],
    ['talented', 'yellow'],
    ['competent', 'green'],
    ['mediocre', 'white'],
  ])('000 PBS 8.A: a %s army commander rolls the %s die', (rating, colour) => {
    const state = start(physicalSetup({}, [{ rating }, { rating: 'mediocre' }]));
    expect(rollOffDice(rules, state)).toEqual([colour, 'white']);
  });

  it('000 PBS 8.A: refuses a face the die cannot show (impossibleFace)', () => {
    // A mediocre commander rolls the white die, which has no skull (components data).
    const state = start(physicalSetup({}, [{ rating: 'mediocre' }, { rating: 'mediocre' }]));
    expect(rules.components.dice.find((d) => d.colour === 'white')?.faces).not.toContain('skull');
    expectRefusal(applyAction(rules, state, { type: 'rollOff', faces: ['skull', 'blank'] }), 'impossibleFace', { player: 0, colour: 'white', face: 'skull' });
    expectRefusal(applyAction(rules, state, { type: 'rollOff', faces: ['blank', 'skull'] }), 'impossibleFace', { player: 1, colour: 'white', face: 'skull' });
  });

  it('000 PBS 8.A digital dice: the roll-off comes from the seed and uses two draws', () => {
    const state = start(makeSetup({ seed: 'opening-seed' }));
    const roll = chanceAction(rules, state);
    expect(roll?.type).toBe('rollOff');
    expect(chanceAction(rules, state)).toEqual(roll);
    const after = step(state, roll!);
    expect(after.rng).toMatchObject({ seed: 'opening-seed', draws: 2 });
    expect(after.rng.arc4?.S).toHaveLength(256);
  });

  it('digital dice: refuses a roll-off that is not the one the seed gives (chanceMismatch)', () => {
    const state = start(makeSetup({ seed: 'opening-seed' }));
    const expected = chanceAction(rules, state)!;
    const faces = (expected as { faces: [Face, Face] }).faces;
    const got = { type: 'rollOff', faces: [faces[0] === 'blank' ? 'special' : 'blank', faces[1]] } as const;
    expectRefusal(applyAction(rules, state, got), 'chanceMismatch', { expected, got: { ...got, faces: [...got.faces] } });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(start(physicalSetup()));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'rollOff', faces: ['skull', 'blank'] }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
