// @vitest-environment node
import { bundledRules, rulesWithProfile, table, type Setup } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { campRuleText, zonesText } from './deployment';
import { plainText } from './withSource';
import { wordContext } from './context';
import { distanceSentence } from '../steps/placeTerrain/words';
import { inScale } from './distances';
import { placementHints } from './placement';

const rules = bundledRules();
const at = (edition: Setup['edition'], scale: Setup['scale']) => ({ edition, scale });

describe('distances in the rules’ sentences, said in the game’s scale (RULES-NOTES section 2)', () => {
  it.each([
    // The deep-water depth is starred in source 002: Magna reduces it to 2/3, rounded up, and says so.
    ['2020', 'magna', 'deepWater', 'placed by the defender ≤ 6BW* into the table.', `placed by the defender ≤ 4 BW (6 BW printed, reduced for Magna) into the table.`],
    // The opponent's move is not starred: it stays 6 BW in Magna.
    ['2020', 'magna', 'opponentMove', 'a) move item up to 6 BW on 4+', 'a) move item up to 6 BW on 4+'],
    ['2023', 'magna', 'flankSector', 'two flank sectors of 10BW measured', 'two flank sectors of 7 BW (10 BW printed, reduced for Magna) measured'],
    // Pacto: the same numbers in half base widths (source 001 prints HBW).
    ['2020', 'pacto', 'deploymentFromCentre', 'at least 6BW from the table centre line', 'at least 6 HBW from the table centre line'],
    ['2023', 'maximus', 'camp', 'wholly within 6BW of the centre', 'wholly within 6 BW of the centre'],
  ] as const)('%s %s %s', (edition, scale, key, text, said) => {
    expect(inScale(rules, at(edition, scale), text, { keys: [key] })).toBe(said);
  });

  it('converts by the data, not by the number: the same 6 is reduced for the deep water and kept for the move (Magna)', () => {
    const magna = at('2023', 'magna');
    expect(table.ruleDistance(rules, magna, 'deepWater')?.value).toBe(4);
    expect(table.ruleDistance(rules, magna, 'opponentMove')?.value).toBe(6);
    expect(inScale(rules, magna, 'up to 6 BW', { keys: ['deepWater'] })).toMatch(/^up to 4 BW/);
    expect(inScale(rules, magna, 'up to 6 BW', { keys: ['opponentMove'] })).toBe('up to 6 BW');
  });

  it('piece sizes convert like the piece sizes, ranges included ("Larger Settlement >6-10 BW")', () => {
    expect(inScale(rules, at('2023', 'magna'), 'Larger Settlement >6-10 BW Max size', { sizes: true })).toBe('Larger Settlement >4-7 BW (6-10 BW printed, reduced for Magna) Max size');
    expect(inScale(rules, at('2023', 'pacto'), 'Max size ≤ 6BW', { sizes: true })).toBe('Max size ≤ 6 HBW');
  });

  it('the deployment zone reads "at least" in 2020 (source 002 "up ≥ 6BW"), in the game’s unit, in every scale', () => {
    for (const scale of ['maximus', 'magna', 'pacto'] as const) {
      const ctx = wordContext(rules, null, makeSetup({ edition: '2020', scale }));
      const unit = scale === 'pacto' ? 'HBW' : 'BW';
      expect(plainText(zonesText(ctx))).toMatch(new RegExp(`^Deployment zone is at least 6 ${unit} from the table centre line`));
      expect(plainText(zonesText(ctx))).not.toMatch(/up to|≥|\dBW/);
      expect(campRuleText(ctx)).toContain(`within 6 ${unit} of the centre of the rear edge`);
    }
    expect(plainText(zonesText(wordContext(rules, null, makeSetup({ edition: '2020', scale: 'pacto' }))))).toContain('within 5 HBW of table side edges');
  });

  it('no sentence of the deployment keeps a printed "6BW" in Pacto (source 001 uses HBW)', () => {
    for (const edition of ['2023', '2020'] as const) {
      const ctx = wordContext(rules, null, makeSetup({ edition, scale: 'pacto' }));
      expect(`${plainText(zonesText(ctx))} ${campRuleText(ctx)}`).not.toMatch(/\d ?BW/);
    }
  });
});

describe('placement hints: only what bears on placing a piece', () => {
  it('2020 Woods shows no visibility or shooting note as a hint', () => {
    const standard = rules.territories['2020'].find((t) => t.id === 'standard')!;
    const woods = standard.terrain.find((t) => t.id === 'woods')!;
    expect(woods.specialRules).toMatch(/shoot/);
    expect(placementHints(rules, at('2020', 'maximus'), standard, woods)).toEqual([]);
  });

  it('a 2023 village’s size rule is a hint, converted like piece sizes', () => {
    const waterside = rules.territories['2023'].find((t) => t.id === 'waterside')!;
    const village = waterside.terrain.find((t) => t.id === 'village')!;
    expect(placementHints(rules, at('2023', 'magna'), waterside, village)[0]).toMatch(/^Small settlement Max size ≤ 4 BW \(6 BW printed, reduced for Magna\)/);
  });

  it('the Forest territory’s "within 2BW of other Woods" rule is a hint for Woods, not converted (no star)', () => {
    const forest = rules.territories['2023'].find((t) => t.id === 'forest')!;
    const woods = forest.terrain.find((t) => t.id === 'woods')!;
    expect(placementHints(rules, at('2023', 'magna'), forest, woods)).toEqual(['When selecting Woods or Forest, they can be placed within 2 BW of other Woods or Forests already placed.']);
  });
});

describe('the flank sectors are said in every scale, converted where source 002 stars them', () => {
  it.each([
    ['maximus', '10 BW'],
    ['magna', '7 BW (10 BW printed, reduced for Magna)'],
    ['pacto', '10 HBW'],
  ] as const)('2020 %s: %s', (scale, said) => {
    expect(distanceSentence(rules, at('2020', scale), 'flankSector')).toBe(`The table has two flank sectors of ${said} - the remainder is the centre.`);
  });
});

describe('a rules profile replaces the distance the sentence prints (issue 13)', () => {
  const made = rulesWithProfile(rules, { name: 'Club', values: { flankSector: 8, opponentMove: 4 } });
  const house = made.ok ? made.rules : rules;

  it.each([
    // The flank sector is starred in seed 002: the house rule's 8 BW converts for Magna as the printed 10 BW did.
    ['2023', 'magna', 'flankSector', 'two flank sectors of 10BW measured', 'two flank sectors of 6 BW (house rule; printed 10 BW) measured'],
    ['2023', 'maximus', 'flankSector', 'two flank sectors of 10BW measured', 'two flank sectors of 8 BW (house rule; printed 10 BW) measured'],
    ['2020', 'magna', 'opponentMove', 'a) move item up to 6 BW on 4+', 'a) move item up to 4 BW (house rule; printed 6 BW) on 4+'],
    // Pacto: the sheet (seed 001) prints 10 HBW, so the house rule names the printed number in HBW (issue 38).
    ['2020', 'pacto', 'flankSector', 'two flank sectors of 10BW measured', 'two flank sectors of 8 HBW (house rule; printed 10 HBW) measured'],
    // A distance the profile leaves alone reads as before.
    ['2020', 'magna', 'deepWater', 'placed by the defender ≤ 6BW* into the table.', 'placed by the defender ≤ 4 BW (6 BW printed, reduced for Magna) into the table.'],
  ] as const)('%s %s %s', (edition, scale, key, text, said) => {
    expect(inScale(house, at(edition, scale), text, { keys: [key] })).toBe(said);
  });
});
