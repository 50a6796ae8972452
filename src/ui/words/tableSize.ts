import { table, type Rules, type Setup } from '../../engine';
import { catalogue, msg, untranslated } from './catalogue';

/** Centimetres a player measures with: whole centimetres for a table named in feet (121.92 reads 122), else one decimal at most. */
const cm = (n: number, whole: boolean) => (whole ? Math.round(n) : Math.round(n * 10) / 10);

/** A size of the data, or the whole centimetres a new game offers it in (121.92 is offered as 122). */
const sameCm = (data: number, game: number) => Math.abs(data - game) < 0.01 || Math.round(data) === game;

/** The scale's table of data/meg/scales.json that a setup's table is, if it is one: as the data gives it (older games) or as the setup offers it. */
function namedTable(rules: Rules, setup: Pick<Setup, 'scale' | 'table'>) {
  const scale = rules.scales.scales.find((s) => s.id === setup.scale);
  return scale?.tables.find((t) => sameCm(t.widthCm, setup.table.widthCm) && sameCm(t.depthCm, setup.table.depthCm));
}

/** The names of the scales' tables of data/meg/scales.json, by id, in the language on screen (the data's English names). */
export const TABLE_NAME_WORDS = catalogue({
  maximus180x120: '180 x 120 cm (40 mm BW)',
  magna4x3: "4' x 3' (15 mm figures)",
  magna6x4: "6' x 4' (28 mm figures)",
  pacto90x60: '90 x 60 cm',
} as const);

/** A scale's table by name: the catalogue's for a table it knows, else the data's name. */
export function tableName(t: { id: string; name: string }): string {
  return (TABLE_NAME_WORDS as Readonly<Record<string, string | undefined>>)[t.id] ?? untranslated(t.name);
}

/** The words of a table's size and of where the deployment zone starts on it. */
export const TABLE_SIZE_WORDS = catalogue({
  cm: msg<{ width: number; depth: number }>('{width} x {depth} cm'),
  /** One of the scale's tables by its name (`name`), with its size in centimetres (`size`). */
  named: msg<{ name: string; size: string }>('{name}, {size}'),
  /** `table`: the table as players name it; `distance` in the scale's `unit`, and in `cm`. */
  zoneFromEdge: msg<{ table: string; distance: number; unit: string; cm: number }>(
    'On this table ({table}) that is {distance} {unit} ({cm} cm) from your own table edge.',
  ),
  tooShallow: msg<{ table: string }>('This table ({table}) is too shallow for a deployment zone: change its size at setup.'),
} as const);

/** A table's size in centimetres to measure with: "122 x 91 cm" for Magna's 4' x 3' (121.92 x 91.44 cm), "180 x 120 cm". */
export function tableCmText(rules: Rules, setup: Pick<Setup, 'scale' | 'table'>): string {
  const whole = namedTable(rules, setup) !== undefined;
  return TABLE_SIZE_WORDS.cm({ width: cm(setup.table.widthCm, whole), depth: cm(setup.table.depthCm, whole) });
}

/**
 * A game's table as players name it: one of the scale's tables of data/meg/scales.json by its name, with
 * its size in whole centimetres where the name has none ("4' x 3' (15 mm figures), 122 x 91 cm"), else its size as typed at setup.
 */
export const tableSizeWords = catalogue(function tableSizeWords(rules: Rules, setup: Pick<Setup, 'scale' | 'table'>): string {
  const same = namedTable(rules, setup);
  if (same) return same.name.includes(' cm') ? tableName(same) : TABLE_SIZE_WORDS.named({ name: tableName(same), size: tableCmText(rules, setup) });
  return tableCmText(rules, setup);
});

/**
 * Where the deployment zone starts on this game's table, measured from a player's own edge: half the
 * table's depth less the distance from the centre line (PBS 10.B), so 2023's "typically 9BW from your
 * table edge on regulation sized tables" is said for the table the players have ("5.4 BW" on Magna's 4' x 3').
 */
export function zoneFromEdgeText(rules: Rules, setup: Pick<Setup, 'edition' | 'scale' | 'table'>): string {
  const geometry = table.tableGeometry(rules, setup);
  const fromEdge = geometry.deploymentZones.defender.to;
  const words = tableSizeWords(rules, setup);
  if (fromEdge <= 0) return TABLE_SIZE_WORDS.tooShallow({ table: words });
  return TABLE_SIZE_WORDS.zoneFromEdge({ table: words, distance: Math.round(fromEdge * 10) / 10, unit: geometry.unit, cm: Math.round(fromEdge * geometry.mmPerUnit) / 10 });
}
