import { describe, expect, it } from 'vitest';
import { battleDice, type CcnBattleDiceInput } from './battleDice';

const base: CcnBattleDiceInput = { attacker: 'infantry', from: 'clear', to: 'clear', combat: 'ranged', dice: 3 };
const run = (over: Partial<CcnBattleDiceInput>) => {
  const r = battleDice({ ...base, ...over });
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('battleDice: may the unit battle at all (seed 003)', () => {
  it.each<[string, Partial<CcnBattleDiceInput>, boolean, string | null]>([
    ['seed 003 Rugged Hill: battle prohibited onto it', { to: 'ruggedHill' }, false, 'battleProhibited'],
    ['seed 003 Rugged Hill: battle prohibited out of it', { from: 'ruggedHill', attacker: 'artillery' }, false, 'battleProhibited'],
    ['seed 003 River: melee combat not possible onto a river hex', { to: 'river', combat: 'melee' }, false, 'meleeNotPossible'],
    ['seed 003 River: ranged combat at a river hex is possible', { to: 'river' }, true, null],
    ['seed 003 Bridge: cancels the river melee restriction', { to: ['river', 'bridge'], combat: 'melee' }, true, 'cancelsBattleRestrictions'],
    ['seed 003 River: impassable, so no unit battles out of it (reading)', { from: 'river' }, false, 'impassable'],
    ['seed 003 Forest: infantry may not battle the turn it moves on', { from: 'forest', movedOnto: true }, false, 'noBattleAfterMove'],
    ['seed 003 Forest: cavalry may not battle the turn it moves on', { from: 'forest', movedOnto: true, attacker: 'cavalry' }, false, 'noBattleAfterMove'],
    ['seed 003 Forest: artillery may not battle the turn it moves on', { from: 'forest', movedOnto: true, attacker: 'artillery' }, false, 'noBattleAfterMove'],
    ['seed 003 Forest: light infantry may battle the turn it moves on', { from: 'forest', movedOnto: true, attacker: 'lightInfantry' }, true, 'mayBattleAfterMove'],
    ['seed 003 Forest: a unit that did not move on may battle', { from: 'forest', movedOnto: false }, true, null],
    ['seed 003 Town or Windmill: no battle the turn moved on', { from: 'townOrWindmill', movedOnto: true }, false, 'noBattleAfterMove'],
    ['seed 003 Town or Windmill: not even light infantry', { from: 'townOrWindmill', movedOnto: true, attacker: 'lightInfantry' }, false, 'noBattleAfterMove'],
    ['seed 003 Fordable River: a unit may battle the turn it moves on', { from: 'fordableRiver', movedOnto: true, attacker: 'cavalry' }, true, 'mayBattleAfterMove'],
    ['seed 003 Hill: no restriction after moving on', { from: 'hill', movedOnto: true }, true, null],
    ['seed 003 Sand Quarry: impassable for artillery', { from: 'sandQuarry', attacker: 'artillery' }, false, 'impassable'],
    ['seed 003 Sand Quarry: infantry may battle out of it', { from: 'sandQuarry' }, true, null],
  ])('%s', (_cite, over, mayBattle, code) => {
    const r = run(over);
    expect(r.mayBattle).toBe(mayBattle);
    if (!mayBattle) expect(r.dice).toBe(0);
    if (code) expect(r.applied.map((a) => a.code)).toContain(code);
    for (const a of r.applied) expect(a.source).toMatch(/^003 /);
  });

  it('quotes the Forest and Light Infantry rules (seed 003 Forest Battle)', () => {
    expect(run({ from: 'forest', movedOnto: true }).applied[0]?.rule).toBe('A unit may not battle the turn it moves onto a Forest hex.');
    expect(run({ from: 'forest', movedOnto: true, attacker: 'lightInfantry' }).applied[0]?.rule).toMatch(/^Light infantry, rifle light infantry/);
  });
});

describe('battleDice: flags ignored on Field Works (seed 003 Field Works)', () => {
  it.each<[string, Partial<CcnBattleDiceInput>, number]>([
    ['an infantry defender may ignore one flag', { to: 'fieldWorks', target: 'infantry' }, 1],
    ['a light infantry defender, as infantry, may ignore one flag', { to: 'fieldWorks', target: 'lightInfantry' }, 1],
    ['a cavalry defender may not ignore one flag', { to: 'fieldWorks', target: 'cavalry' }, 0],
    ['an artillery defender may ignore one flag', { to: 'fieldWorks', target: 'artillery' }, 1],
    ['no defender type given: the infantry/artillery answer (reading)', { to: 'fieldWorks' }, 1],
    ['on a hill with works, faced', { to: ['hill', 'fieldWorks'], target: 'infantry' }, 1],
    ['not attacked across the works: no flag ignored', { to: 'fieldWorks', target: 'infantry', acrossFieldWorks: false }, 0],
    ['no works, no flag', { to: 'forest', target: 'infantry' }, 0],
  ])('%s', (_cite, over, flags) => {
    expect(run(over).ignoreFlags).toBe(flags);
  });

  it('names the reading when the defender type is not given', () => {
    expect(run({ to: 'fieldWorks' }).readings.map((r) => r.id)).toContain('fieldWorksDefender');
  });
});

describe('battleDice: the Cavalry Charge card at a Town or Windmill (seed 003 Town or Windmill)', () => {
  it.each<[string, Partial<CcnBattleDiceInput>, boolean | null, number]>([
    ['battling onto a Town: no additional dice, -3', { to: 'townOrWindmill', cavalryCharge: true }, false, 1],
    ['battling out of a Town: no additional dice, -3', { from: 'townOrWindmill', cavalryCharge: true }, false, 1],
    ['at a Forest the card gives its dice as usual, -2', { to: 'forest', cavalryCharge: true }, true, 2],
    ['no card played, -3', { to: 'townOrWindmill' }, null, 1],
  ])('%s', (_cite, over, expected, dice) => {
    const r = run({ attacker: 'cavalry', combat: 'melee', dice: 4, ...over });
    expect(r.chargeCardDice).toBe(expected);
    expect(r.dice).toBe(dice);
    if (expected === false) expect(r.applied.find((a) => a.code === 'noChargeCardDice')?.rule).toMatch(/will not receive additional battle dice/);
    if (expected !== null) expect(r.readings.map((x) => x.id)).toContain('chargeCardDice');
  });
});

describe('battleDice: refusals', () => {
  it.each<[string, unknown, RegExp]>([
    ['undefined', undefined, /battleDice: .*invalid_type \(object\)/],
    ['null', null, /battleDice: .*invalid_type \(object\)/],
    ['a string', 'forest', /battleDice: .*invalid_type \(object\)/],
    ['an empty object', {}, /attacker/],
    ['an unknown attacker', { ...base, attacker: 'dragoon' }, /attacker: invalid_value \("infantry" \| "lightInfantry" \| "cavalry" \| "artillery"\)/],
    ['an unknown terrain', { ...base, to: 'swamp' }, /to\[0\]: .*"forest"/],
    ['an empty terrain list', { ...base, to: [] }, /to: give at least one terrain id/],
    ['a river and a fordable river on one hex', { ...base, to: ['river', 'fordableRiver'] }, /to: River and Fordable River do not share a hex/],
    ['a forest on a hill', { ...base, from: ['hill', 'forest'] }, /from: Hill and Forest do not share a hex; only these combine: hill \+ fieldWorks/],
    ['clear combined', { ...base, from: ['clear', 'hill'] }, /from: "clear" means no terrain/],
    ['a repeated terrain', { ...base, to: ['forest', 'forest'] }, /to: a terrain id is repeated/],
    ['fractional dice', { ...base, dice: 2.5 }, /dice: must be a whole number from 0 to 99/],
    ['negative dice', { ...base, dice: -1 }, /dice: must be a whole number from 0 to 99/],
    ['dice as text', { ...base, dice: '3' }, /dice: .*number/],
    ['an unknown combat', { ...base, combat: 'artillery' }, /combat: invalid_value \("melee" \| "ranged"\)/],
    ['an unknown key', { ...base, flank: true }, /flank/],
    ['a Charge card for infantry', { ...base, cavalryCharge: true }, /cavalryCharge: .*not infantry/],
  ])('refuses %s with a message naming the field', (_what, input, message) => {
    let r: ReturnType<typeof battleDice> | undefined;
    expect(() => {
      r = battleDice(input as CcnBattleDiceInput);
    }).not.toThrow();
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.error).toMatch(message);
  });

  it('does not mutate its input', () => {
    const input = Object.freeze({ ...base, to: Object.freeze(['hill', 'fieldWorks'] as const) });
    expect(battleDice(input).ok).toBe(true);
  });
});
