// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLayout, featureEffects, fireDice, meleeDice } from '../../src/packs/agv';
import { battleDice, lineOfSight } from '../../src/packs/ccn';

const readme = readFileSync('README.md', 'utf8');
/** The README with its wrapped comment lines joined, as a reader reads them. */
const flat = readme.replace(/\n\/\/\s+/g, ' ').replace(/\s+/g, ' ');

/** The README's pack examples give the answers it prints beside them (README "The other games: packs"). */
describe('the README examples of the packs', () => {
  it('battleDice: field works on a hill (seed 003 Field Works) and melee at a river (seed 003 River)', () => {
    expect(readme).toContain("battleDice({ attacker: 'infantry', from: 'clear', to: ['hill', 'fieldWorks'], combat: 'melee', dice: 4 });");
    expect(battleDice({ attacker: 'infantry', from: 'clear', to: ['hill', 'fieldWorks'], combat: 'melee', dice: 4 })).toMatchObject({ ok: true, dice: 3, mayBattle: true, ignoreFlags: 1 });
    expect(battleDice({ attacker: 'cavalry', from: 'clear', to: 'river', combat: 'melee', dice: 3 })).toMatchObject({ ok: true, dice: 0, mayBattle: false });
    // A JavaScript caller can pass anything: the pack refuses it in words.
    const fromJs: unknown = { attacker: 'infantry', from: 'clear', to: 'forest', combat: 'melee', dice: '3' };
    const refused = battleDice(fromJs as Parameters<typeof battleDice>[0]);
    expect(refused.ok ? '' : refused.error).toBe('battleDice: dice: invalid_type (number)');
    expect(readme).toContain("error: 'battleDice: dice: invalid_type (number)'");
  });

  it('lineOfSight: a forest blocks (seed 003 Forest); along a hex side only one of two blocks, so it is open', () => {
    expect(lineOfSight({ hexes: [{ q: 1, r: 0, terrain: 'forest' }] }, { q: 0, r: 0 }, { q: 2, r: 0 })).toMatchObject({ ok: true, blocked: true, crossed: [{ q: 1, r: 0 }], blockedBy: [{ q: 1, r: 0 }] });
    const side = lineOfSight({ hexes: [{ q: 1, r: 0, terrain: 'forest' }] }, { q: 0, r: 0 }, { q: 1, r: 1 });
    expect(side).toMatchObject({ ok: true, blocked: false, crossed: [{ q: 1, r: 0 }, { q: 0, r: 1 }], blockedBy: [] });
    expect(side.ok && side.reading).toMatch(/^When the line of sight runs exactly along the side between two hexes, it is blocked there only if both hexes block it/);
  });

  it('checkLayout: a wood and a village too big, villages too close, a road crossing a stream undesignated (seed 004)', () => {
    const result = checkLayout({
      table: { widthCm: 180, depthCm: 120 },
      features: [
        { id: 'w1', type: 'woods', x: 40, y: 30, width: 12, depth: 6 },
        { id: 'v1', type: 'villages', x: 100, y: 60, width: 8, depth: 8, rotation: 30 },
        { id: 'v2', type: 'villages', x: 130, y: 60, width: 6, depth: 6 },
        { id: 's1', type: 'streams', points: [[0, 90], [180, 90]] },
        { id: 'r1', type: 'roads', points: [[150, 0], [150, 120]] },
      ],
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.violations.map((v) => [v.code, v.features])).toEqual([
      ['tooWide', ['w1']],
      ['tooWide', ['v1']],
      ['tooClose', ['v1', 'v2']],
      ['crossingUndesignated', ['r1', 's1']],
    ]);
    for (const v of result.violations) expect(flat).toContain(v.message.slice(0, 40));
  });

  it('fireDice, meleeDice and featureEffects (seed 004 firing, hand-to-hand, Woods)', () => {
    expect(fireDice({ dice: 7, firer: 'foot', coverFeatures: ['villages'] })).toMatchObject({ ok: true, dice: 3, mayFire: true, covered: true, coverCount: 1 });
    expect(meleeDice({ dice: 9, charger: 'foot', defending: ['hills', 'stoneWalls'] })).toMatchObject({ ok: true, dice: 2, mayCharge: true, advantages: 2 });
    expect(featureEffects({ feature: 'woods', unit: 'mounted' })).toMatchObject({ ok: true, move: 'halfRate', charge: 'prohibited', halfRate: true });
  });
});
