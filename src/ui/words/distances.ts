import { table, houseRule, scaleDistance, type Rules, type Setup } from '../../engine';
import { catalogue } from './catalogue';
import { distanceWords } from './scaledText';

type ScaleChoice = Pick<Setup, 'edition' | 'scale'>;

/** What a sentence's distances are, so each is converted as the data says (edition `distances`, `pieceSizes.scaled`). */
export interface DistanceKinds {
  /** The rules' distances the sentence states: a number equal to one of them converts as that distance does. */
  keys?: readonly table.TableDistance['key'][];
  /** The sentence gives piece sizes ("Max size ≤ 6BW"), which convert with the edition's piece sizes. */
  sizes?: boolean;
}

/** "6BW", "6 BW*", "6-10 BW": a number (or range) of base widths, starred where seed 002 stars it. */
const DISTANCE = /(\d+(?:\.\d+)?)(?:\s?-\s?(\d+(?:\.\d+)?))?\s?BW(\*?)/g;

/**
 * A sentence of the rules with every distance said in the game's scale (RULES-NOTES section 2): in
 * Pacto the same numbers in HBW; in Magna the distances seed 002 stars (or the data marks as converted:
 * the flank sectors, the deep-water depth, piece sizes) reduced to 2/3, rounded up, saying so, and
 * the others as printed. Maximus reads as printed. Each distance is said by `distanceWords`, as in the data's scaled texts.
 */
export const inScale = catalogue(function inScale(rules: Rules, setup: ScaleChoice, text: string, kinds: DistanceKinds = {}): string {
  const scale = rules.scales.scales.find((s) => s.id === setup.scale);
  if (!scale) return text;
  const rows = table.tableDistances(rules, setup).filter((row) => kinds.keys?.includes(row.key));
  const sizesScale = kinds.sizes === true && rules.editions[setup.edition].pieceSizes.scaled;
  // A rules profile replaces a printed distance: the seed's number in the sentence stands for the house rule's.
  const seedOf = (key: table.TableDistance['key']) => houseRule(rules, setup.edition, key)?.seed;
  const house = rows.filter((r) => seedOf(r.key) !== undefined);
  const convert = (printed: number, starred: boolean): { value: number; house: boolean } => {
    const replaced = house.find((r) => seedOf(r.key) === printed);
    if (replaced) return { value: replaced.value, house: true };
    const row = rows.find((r) => r.printed === printed && !house.includes(r));
    if (row) return { value: row.value, house: false };
    return { value: starred || sizesScale ? scaleDistance(scale, printed) : printed, house: false };
  };
  return text.replace(DISTANCE, (_match, first: string, second: string | undefined, star: string) => {
    const printed = [Number(first), ...(second === undefined ? [] : [Number(second)])];
    const converted = printed.map((n) => convert(n, star === '*'));
    const value = converted.map((c) => c.value);
    const house = converted.some((c) => c.house);
    const reduced = value.some((v, i) => v !== printed[i]);
    return distanceWords({ kind: 'distance', printed, value, unit: scale.unit, scaleName: scale.name, reduced, house, pactoPrintsBw: false });
  });
});
