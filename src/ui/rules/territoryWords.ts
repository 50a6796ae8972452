import { catalogue, msg } from '../words/catalogue';

/** What a territory holds, in one line under its name (PBS 8.B). */
export const territoryWords = catalogue({
  /** `categories`: each category with its count (`category`). */
  terrain: msg<{ count: number; categories: readonly string[] }>('{count, plural, one {# terrain type} other {# terrain types}} ({categories, list, unit})'),
  category: msg<{ n: number; category: string }>('{n} {category}'),
  /** `names`: the flank options, joined by `flankSeparator`. */
  flanks: msg<{ count: number; names: string }>('secure flanks: {count, plural, =0 {none} other {{names}}}'),
  flankSeparator: '; ',
  /** `from` and `to`: the densities in words; `same`: the territory has one density. */
  densities: msg<{ same: boolean; from: string; to: string }>('{same, select, true {density {from}} other {density {from} to {to}}}'),
  squares: msg<{ count: number; total: number }>('{count} of the {total} map squares'),
  /** `parts`: the line's parts, joined by `partSeparator`. */
  line: msg<{ parts: string }>('{parts}.'),
  partSeparator: '; ',
} as const);
