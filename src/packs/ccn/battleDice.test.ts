import { describe, expect, it } from 'vitest';
import { battleDice, type CcnBattleDiceInput } from './battleDice';

type Unit = CcnBattleDiceInput['attacker'];
type Hex = CcnBattleDiceInput['from'];
/** [seed line, attacker, from, to, melee modifier, ranged modifier, source that must be quoted ('' for none)]. */
type Row = [string, Unit, Hex, Hex, number, number, string];

const BASE = 5;

/** Every battle dice bullet of seed 003, with the modifiers written as the seed states them. */
const ROWS: Row[] = [
  ['seed 003 Forest: infantry targeting -1', 'infantry', 'clear', 'forest', -1, -1, '003 Forest'],
  ['seed 003 Forest: light infantry targeting -1 (as infantry)', 'lightInfantry', 'clear', 'forest', -1, -1, '003 Forest'],
  ['seed 003 Forest: cavalry targeting -2', 'cavalry', 'clear', 'forest', -2, -2, '003 Forest'],
  ['seed 003 Forest: artillery targeting -1', 'artillery', 'clear', 'forest', -1, -1, '003 Forest'],
  ['seed 003 Forest: infantry battling out not reduced', 'infantry', 'forest', 'clear', 0, 0, '003 Forest'],
  ['seed 003 Forest: cavalry battling out -2', 'cavalry', 'forest', 'clear', -2, -2, '003 Forest'],
  ['seed 003 Forest: artillery battling out -1', 'artillery', 'forest', 'clear', -1, -1, '003 Forest'],
  ['seed 003 Hill: infantry targeting up hill -1', 'infantry', 'clear', 'hill', -1, -1, '003 Hill'],
  ['seed 003 Hill: cavalry targeting up hill -1', 'cavalry', 'clear', 'hill', -1, -1, '003 Hill'],
  ['seed 003 Hill: artillery targeting up hill not reduced', 'artillery', 'clear', 'hill', 0, 0, '003 Hill'],
  ['seed 003 Hill: infantry targeting down hill not reduced', 'infantry', 'hill', 'clear', 0, 0, '003 Hill'],
  ['seed 003 Hill: cavalry targeting down hill -1', 'cavalry', 'hill', 'clear', -1, -1, '003 Hill'],
  ['seed 003 Hill: artillery targeting down hill not reduced', 'artillery', 'hill', 'clear', 0, 0, '003 Hill'],
  ['seed 003 Hill: hill to hill, infantry ranged -1, melee not reduced', 'infantry', 'hill', 'hill', 0, -1, '003 Hill'],
  ['seed 003 Hill: hill to hill, cavalry not reduced', 'cavalry', 'hill', 'hill', 0, 0, '003 Hill'],
  ['seed 003 Hill: hill to hill, artillery not reduced', 'artillery', 'hill', 'hill', 0, 0, '003 Hill'],
  ['seed 003 Town or Windmill: infantry targeting -2', 'infantry', 'clear', 'townOrWindmill', -2, -2, '003 Town or Windmill'],
  ['seed 003 Town or Windmill: cavalry targeting -3', 'cavalry', 'clear', 'townOrWindmill', -3, -3, '003 Town or Windmill'],
  ['seed 003 Town or Windmill: artillery targeting -1', 'artillery', 'clear', 'townOrWindmill', -1, -1, '003 Town or Windmill'],
  ['seed 003 Town or Windmill: infantry battling out not reduced', 'infantry', 'townOrWindmill', 'clear', 0, 0, '003 Town or Windmill'],
  ['seed 003 Town or Windmill: cavalry battling out -3', 'cavalry', 'townOrWindmill', 'clear', -3, -3, '003 Town or Windmill'],
  ['seed 003 Town or Windmill: artillery battling out -1', 'artillery', 'townOrWindmill', 'clear', -1, -1, '003 Town or Windmill'],
  ['seed 003 Field Works: infantry targeting -1', 'infantry', 'clear', 'fieldWorks', -1, -1, '003 Field Works'],
  ['seed 003 Field Works: cavalry targeting -2', 'cavalry', 'clear', 'fieldWorks', -2, -2, '003 Field Works'],
  ['seed 003 Field Works: artillery targeting not reduced', 'artillery', 'clear', 'fieldWorks', 0, 0, '003 Field Works'],
  ['seed 003 Field Works: infantry battling out, no reduction', 'infantry', 'fieldWorks', 'clear', 0, 0, '003 Field Works'],
  ['seed 003 Field Works: cavalry battling out across the works -2', 'cavalry', 'fieldWorks', 'clear', -2, -2, '003 Field Works'],
  ['seed 003 Field Works: artillery battling out, no reduction', 'artillery', 'fieldWorks', 'clear', 0, 0, '003 Field Works'],
  ['seed 003 Field Works on hill: infantry uses only the works (-1, not -2)', 'infantry', 'clear', ['hill', 'fieldWorks'], -1, -1, '003 Field Works'],
  ['seed 003 Field Works on hill: cavalry uses only the works (-2, not -3)', 'cavalry', 'clear', ['hill', 'fieldWorks'], -2, -2, '003 Field Works'],
  ['seed 003 Field Works on hill: artillery uses only the works (0)', 'artillery', 'clear', ['fieldWorks', 'hill'], 0, 0, '003 Field Works'],
  ['seed 003 Field Works on hill: infantry from a hill uses only the works', 'infantry', 'hill', ['hill', 'fieldWorks'], -1, -1, '003 Field Works'],
  ['seed 003 River: ranged fire at a river hex is not reduced (no dice bullet)', 'infantry', 'clear', 'river', 0, 0, ''],
  ['seed 003 Fordable River: infantry targeting -1 melee, ranged not reduced', 'infantry', 'clear', 'fordableRiver', -1, 0, '003 Fordable River'],
  ['seed 003 Fordable River: cavalry targeting -1 melee, ranged not reduced', 'cavalry', 'clear', 'fordableRiver', -1, 0, '003 Fordable River'],
  ['seed 003 Fordable River: artillery targeting -1 melee, ranged not reduced', 'artillery', 'clear', 'fordableRiver', -1, 0, '003 Fordable River'],
  ['seed 003 Fordable River: infantry battling out -1 ranged and melee', 'infantry', 'fordableRiver', 'clear', -1, -1, '003 Fordable River'],
  ['seed 003 Fordable River: cavalry battling out -1 ranged and melee', 'cavalry', 'fordableRiver', 'clear', -1, -1, '003 Fordable River'],
  ['seed 003 Fordable River: artillery battling out -1 ranged and melee', 'artillery', 'fordableRiver', 'clear', -1, -1, '003 Fordable River'],
  ['seed 003 Bridge: cancels the fordable river when targeting', 'cavalry', 'clear', ['bridge', 'fordableRiver'], 0, 0, '003 Bridge'],
  ['seed 003 Bridge: cancels the fordable river when battling out', 'infantry', ['fordableRiver', 'bridge'], 'clear', 0, 0, '003 Bridge'],
  ['seed 003 Sand Quarry: infantry targeting -1 melee, ranged not reduced', 'infantry', 'clear', 'sandQuarry', -1, 0, '003 Sand Quarry'],
  ['seed 003 Sand Quarry: cavalry targeting -2', 'cavalry', 'clear', 'sandQuarry', -2, -2, '003 Sand Quarry'],
  ['seed 003 Sand Quarry: artillery targeting -1', 'artillery', 'clear', 'sandQuarry', -1, -1, '003 Sand Quarry'],
  ['seed 003 Sand Quarry: infantry battling out -1 ranged and melee', 'infantry', 'sandQuarry', 'clear', -1, -1, '003 Sand Quarry'],
  ['seed 003 Sand Quarry: cavalry battling out -2', 'cavalry', 'sandQuarry', 'clear', -2, -2, '003 Sand Quarry'],
  ['seed 003 Forest + Town: cavalry out of a forest at a town, -2 and -3', 'cavalry', 'forest', 'townOrWindmill', -5, -5, '003 Town or Windmill'],
  ['seed 003 Hill + Forest: cavalry up hill out of a forest, -1 and -2', 'cavalry', 'forest', 'hill', -3, -3, '003 Hill'],
];

const expand = ROWS.flatMap(([cite, attacker, from, to, melee, ranged, source]) => [
  [cite, attacker, from, to, 'melee', melee, source] as const,
  [cite, attacker, from, to, 'ranged', ranged, source] as const,
]).filter(([, , , to, combat]) => !(to === 'river' && combat === 'melee'));

describe('battleDice: every modifier of seed 003', () => {
  it.each(expand)('%s (%s, %s -> %s, %s)', (_cite, attacker, from, to, combat, modifier, source) => {
    const r = battleDice({ attacker, from, to, combat, dice: BASE });
    if (!r.ok) throw new Error(r.error);
    expect(r.mayBattle).toBe(true);
    expect(r.dice).toBe(BASE + modifier);
    expect(r.applied.reduce((s, a) => s + a.modifier, 0)).toBe(modifier);
    if (source) expect(r.applied.map((a) => a.source)).toContain(source);
    for (const a of r.applied) expect(a.rule.length).toBeGreaterThan(10);
  });

  it('quotes the seed bullet for the exact case (seed 003 Forest: cavalry targeting -2)', () => {
    const r = battleDice({ attacker: 'cavalry', from: 'clear', to: 'forest', combat: 'melee', dice: 4 });
    expect(r.ok && r.applied).toEqual([
      {
        rule: 'When targeting an enemy unit or leader on a Forest hex, a cavalry unit reduces the number of battle dice rolled by 2.',
        source: '003 Forest',
        terrain: 'forest',
        code: 'targetOnHex',
        modifier: -2,
      },
    ]);
  });

  it.each([
    ['seed 003 Town or Windmill: cavalry -3 from 2 dice stops at 0', 'cavalry', 'clear', 'townOrWindmill', 2],
    ['seed 003 Forest + Town: cavalry -5 from 4 dice stops at 0', 'cavalry', 'forest', 'townOrWindmill', 4],
    ['seed 003 Forest: 0 dice stay 0', 'infantry', 'clear', 'forest', 0],
  ] as const)('never below zero: %s', (_cite, attacker, from, to, dice) => {
    const r = battleDice({ attacker, from, to, combat: 'melee', dice });
    expect(r.ok && r.dice).toBe(0);
  });

  it('Field Works not faced: no protection, hill reductions as usual (seed 003 Field Works, last Battle bullet)', () => {
    const r = battleDice({ attacker: 'cavalry', from: 'clear', to: ['hill', 'fieldWorks'], combat: 'melee', dice: 4, acrossFieldWorks: false });
    if (!r.ok) throw new Error(r.error);
    expect(r.dice).toBe(3);
    expect(r.ignoreFlags).toBe(0);
    expect(r.applied.map((a) => a.code)).toEqual(['notAcrossHexside', 'targetUpHill']);
    const out = battleDice({ attacker: 'cavalry', from: 'fieldWorks', to: 'clear', combat: 'melee', dice: 4, acrossFieldWorks: false });
    expect(out.ok && out.dice).toBe(4);
  });

  it('says the Field Works are taken as faced when acrossFieldWorks is omitted (reading)', () => {
    const r = battleDice({ attacker: 'infantry', from: 'clear', to: 'fieldWorks', combat: 'ranged', dice: 3 });
    expect(r.ok && r.readings.map((x) => x.id)).toEqual(['fieldWorksFaced', 'fieldWorksDefender']);
    const given = battleDice({ attacker: 'infantry', from: 'clear', to: 'fieldWorks', combat: 'ranged', dice: 3, acrossFieldWorks: true, target: 'artillery' });
    expect(given.ok && given.readings).toEqual([]);
  });

  it('notes the hill fire-over rules for artillery firing from a hill (seed 003 Hill)', () => {
    const r = battleDice({ attacker: 'artillery', from: 'hill', to: 'clear', combat: 'ranged', dice: 3 });
    expect(r.ok && r.notes.filter((n) => n.terrain === 'hill').map((n) => n.code)).toEqual(['fireOver', 'fireOverCombinedArms']);
    const inf = battleDice({ attacker: 'infantry', from: 'hill', to: 'forest', combat: 'ranged', dice: 3 });
    expect(inf.ok && inf.notes.map((n) => `${n.hex} ${n.code}`)).toEqual(['from mayFormSquare', 'to mustStop', 'to mayFormSquare']);
  });
});
