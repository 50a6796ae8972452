// @vitest-environment node
import { bundledRules, type Setup } from '../../engine';
import { placementHints } from './placement';

const rules = bundledRules();
/** The data writes the distance as a token (`{bw:2}`, RULES-NOTES section 2). */
const WITHIN = /within \{bw:(\d+(?:\.\d+)?)\} (?:of|to)/i;

/** Every "within N BW of" placement rule in the data: a terrain's own words, or a territory special rule naming it (issue 27). */
const cases = (['2023', '2020'] as const).flatMap((edition) =>
  rules.territories[edition].flatMap((territory) =>
    territory.terrain.flatMap((terrain) => {
      const own = WITHIN.exec(terrain.specialRules ?? '');
      const special = territory.specialRules.flatMap((r) => (r.kind !== 'flankSubstitute' && 'terrain' in r && r.terrain.includes(terrain.id) ? [WITHIN.exec(r.text)] : []));
      return [own, ...special].flatMap((m) => (m ? [{ edition, territory, terrain, n: Number(m[1]), source: terrain.source }] : []));
    }),
  ),
);

describe('a placement hint for every "within N BW of" rule in the data (issue 27)', () => {
  it('finds the rules the seeds print: Waterside Orchards, Forest, Jungle and Mountains (seed 000)', () => {
    expect(new Set(cases.map((c) => `${c.territory.id}/${c.terrain.id}`))).toEqual(
      new Set(['waterside/orchardsVineyards', 'forest/woods', 'forest/forest', 'jungle/woods', 'jungle/forest', 'mountains/mountains']),
    );
  });

  it.each(cases.flatMap((c) => (['maximus', 'magna', 'pacto'] as const).map((scale) => ({ ...c, scale, name: `${c.source}, ${c.terrain.name}, ${scale}` }))))(
    '$name: the hint gives the distance in the game\'s unit',
    ({ edition, scale, territory, terrain, n }) => {
      const setup: Pick<Setup, 'edition' | 'scale'> = { edition, scale };
      const unit = rules.scales.scales.find((s) => s.id === scale)!.unit;
      const hints = placementHints(rules, setup, territory, terrain);
      expect(hints.some((h) => new RegExp(`within ${n} ${unit}\\b`).test(h))).toBe(true);
    },
  );
});
