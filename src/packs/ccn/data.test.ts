import { describe, it, expect } from 'vitest';
import raw from '../../../data/ccn/terrain.json';
import { CcnTerrainFileSchema, type CcnBattleSituation, type CcnTerrain } from './schema';

const SEED = 'seed 003_3b3c72403256104c.txt';
const file = CcnTerrainFileSchema.parse(raw);

function terrain(id: string): CcnTerrain {
  const t = file.terrain.find((x) => x.id === id);
  if (!t) throw new Error(`no terrain ${id}`);
  return t;
}

function dice(id: string, situation: CcnBattleSituation) {
  const c = terrain(id).battle.dice.find((d) => d.situation === situation);
  if (!c) throw new Error(`no ${situation} case for ${id}`);
  return c;
}

/** The terrain headings of seed 003, in order. */
const SEED_HEADINGS = [
  'Forest',
  'Hill',
  'Rugged Hill',
  'Town or Windmill',
  'Field Works',
  'River',
  'Fordable River',
  'Bridge',
  'Sand Quarry',
];

describe('Commands & Colors: Napoleonics terrain (seed 003)', () => {
  it(`parses with CcnTerrainFileSchema and has one entry per terrain heading (${SEED}, all sections)`, () => {
    expect(file.terrain).toHaveLength(SEED_HEADINGS.length);
    expect(file.terrain.map((t) => t.name)).toEqual(SEED_HEADINGS);
    for (const t of file.terrain) expect(t.source).toBe(`003 ${t.name}`);
  });

  it(`003 Forest: entering stops units and leaders; infantry may form square (${SEED}, FOREST Movement)`, () => {
    const m = terrain('forest').movement;
    expect([m.infantry, m.cavalry, m.artillery, m.leader]).toEqual(Array(4).fill({ mayNotEnter: false, mustStop: true }));
    expect(m.infantryMayFormSquare).toBe(true);
  });

  it(`003 Forest: no battle the turn moved on, except light infantry (${SEED}, FOREST Battle)`, () => {
    expect(terrain('forest').battle.mayBattleTurnMovedOn).toEqual({ units: false, lightInfantry: true });
  });

  it(`003 Forest: targeting -1 inf, -2 cav, -1 art; battling out 0 inf, -2 cav, -1 art (${SEED}, FOREST Battle)`, () => {
    expect(dice('forest', 'targetOnHex')).toMatchObject({
      infantry: { melee: -1, ranged: -1 },
      cavalry: { melee: -2, ranged: -2 },
      artillery: { melee: -1, ranged: -1 },
    });
    expect(dice('forest', 'battlingOut')).toMatchObject({
      infantry: { melee: 0, ranged: 0 },
      cavalry: { melee: -2, ranged: -2 },
      artillery: { melee: -1, ranged: -1 },
    });
    expect(terrain('forest').lineOfSight.blocks).toBe(true);
  });

  it(`003 Hill: up hill -1 inf/-1 cav/0 art; down hill 0 inf/-1 cav/0 art (${SEED}, HILL Battle)`, () => {
    expect(dice('hill', 'targetUpHill')).toMatchObject({
      infantry: { melee: -1, ranged: -1 },
      cavalry: { melee: -1, ranged: -1 },
      artillery: { melee: 0, ranged: 0 },
    });
    expect(dice('hill', 'targetDownHill')).toMatchObject({
      infantry: { melee: 0, ranged: 0 },
      cavalry: { melee: -1, ranged: -1 },
      artillery: { melee: 0, ranged: 0 },
    });
  });

  it(`003 Hill: hill to hill, infantry ranged -1 but melee not reduced (${SEED}, HILL Battle)`, () => {
    expect(dice('hill', 'hillToHill').infantry).toEqual({ melee: 0, ranged: -1 });
    expect(dice('hill', 'hillToHill').cavalry).toEqual({ melee: 0, ranged: 0 });
    expect(terrain('hill').lineOfSight.rules).toHaveLength(4);
  });

  it(`003 Rugged Hill: no unit may enter and battle is prohibited (${SEED}, RUGGED HILL)`, () => {
    const r = terrain('ruggedHill');
    expect(r.movement.infantry.mayNotEnter && r.movement.cavalry.mayNotEnter && r.movement.artillery.mayNotEnter).toBe(true);
    expect(r.battle.battleAllowed).toBe(false);
    expect(r.lineOfSight.blocks).toBe(true);
  });

  it(`003 Town or Windmill: -2 inf, -3 cav, -1 art; no square; no Cavalry Charge bonus (${SEED}, TOWN OR WINDMILL)`, () => {
    const c = dice('townOrWindmill', 'targetOnHex');
    expect(c.infantry).toEqual({ melee: -2, ranged: -2 });
    expect(c.cavalry).toEqual({ melee: -3, ranged: -3 });
    expect(c.artillery).toEqual({ melee: -1, ranged: -1 });
    expect(c.cavalryChargeCardBonus).toBe(false);
    expect(dice('townOrWindmill', 'battlingOut').cavalry).toEqual({ melee: -3, ranged: -3 });
    expect(terrain('townOrWindmill').movement.infantryMayFormSquare).toBe(false);
    expect(terrain('townOrWindmill').battle.mayBattleTurnMovedOn).toEqual({ units: false, lightInfantry: false });
  });

  it(`003 Field Works: stop on crossing the hexside; -1 inf, -2 cav, 0 art; flags ignored by inf and art (${SEED}, FIELD WORKS)`, () => {
    const f = terrain('fieldWorks');
    expect(f.movement.trigger).toBe('crossHexside');
    expect(f.movement.infantryMayFormSquare).toBe(false);
    const c = dice('fieldWorks', 'targetOnHex');
    expect([c.infantry, c.cavalry, c.artillery]).toEqual([
      { melee: -1, ranged: -1 },
      { melee: -2, ranged: -2 },
      { melee: 0, ranged: 0 },
    ]);
    expect(c.replacesReductionsOf).toEqual(['hill']);
    expect(f.battle.ignoreFlags).toMatchObject({ infantry: 1, cavalry: 0, artillery: 1 });
    expect(dice('fieldWorks', 'battlingOut').cavalry).toEqual({ melee: -2, ranged: -2 });
    expect(f.lineOfSight.blocks).toBe(false);
  });

  it(`003 River: impassable, melee not possible, does not block line of sight (${SEED}, RIVER)`, () => {
    const r = terrain('river');
    expect(r.movement.infantry.mayNotEnter).toBe(true);
    expect(r.battle.meleeAllowed).toBe(false);
    expect(r.lineOfSight.blocks).toBe(false);
  });

  it(`003 Fordable River: targeting -1 melee only; battling out -1 ranged and melee; may battle after moving (${SEED}, FORDABLE RIVER)`, () => {
    expect(dice('fordableRiver', 'targetOnHex').infantry).toEqual({ melee: -1, ranged: 0 });
    expect(dice('fordableRiver', 'battlingOut').cavalry).toEqual({ melee: -1, ranged: -1 });
    expect(terrain('fordableRiver').battle.mayBattleTurnMovedOn?.units).toBe(true);
    expect(terrain('fordableRiver').movement.infantry.mustStop).toBe(true);
  });

  it(`003 Bridge: cancels river and fordable river restrictions (${SEED}, BRIDGE)`, () => {
    const b = terrain('bridge');
    expect(b.movement.cancelsRestrictionsOf).toEqual(['river', 'fordableRiver']);
    expect(b.battle.cancelsRestrictionsOf).toEqual(['river', 'fordableRiver']);
    expect(b.movement.infantryMayFormSquare).toBe(true);
  });

  it(`003 Sand Quarry: impassable to artillery; inf -1 melee only, cav -2, art -1; battling out inf -1 both (${SEED}, SAND QUARRY)`, () => {
    const q = terrain('sandQuarry');
    expect(q.movement.artillery.mayNotEnter).toBe(true);
    expect(q.movement.infantry).toEqual({ mayNotEnter: false, mustStop: true });
    const t = dice('sandQuarry', 'targetOnHex');
    expect([t.infantry, t.cavalry, t.artillery]).toEqual([
      { melee: -1, ranged: 0 },
      { melee: -2, ranged: -2 },
      { melee: -1, ranged: -1 },
    ]);
    expect(dice('sandQuarry', 'battlingOut').infantry).toEqual({ melee: -1, ranged: -1 });
    expect(dice('sandQuarry', 'battlingOut').artillery).toBeNull();
    expect(q.lineOfSight.blocks).toBe(false);
  });

  it(`schema rejects a positive dice modifier and an unknown key (${SEED}, convention check)`, () => {
    const bad = structuredClone(raw) as { terrain: { battle: { dice: { infantry: { melee: number } }[] } }[] };
    bad.terrain[0]!.battle.dice[0]!.infantry.melee = 1;
    expect(CcnTerrainFileSchema.safeParse(bad).success).toBe(false);
    const extra = structuredClone(raw) as { terrain: Record<string, unknown>[] };
    extra.terrain[0]!.typo = true;
    expect(CcnTerrainFileSchema.safeParse(extra).success).toBe(false);
  });
});
