import type { Rules } from '../rules';
import type { Components } from '../schema/components';
import type { ProfileValues } from '../schema/profile';
import type { ScaleId } from '../schema/scales';
import type { Setup } from '../schema/setup';
import { RATINGS, type Colour, type Face, type Rating } from '../schema/vocab';
import { ruleDistance } from '../table/distances';
import { tableGeometry } from '../table/geometry';

/** The table a dead end was found on: a scale's default table (on save and import) or the one the players entered (at setup). */
export interface DeadEndTable {
  scale: ScaleId;
  widthCm: number;
  depthCm: number;
  unit: 'BW' | 'HBW';
}

/**
 * A profile that would leave the game with no way on, at a dotted path of the profile naming the setting:
 * two commanders' dice that can never roll different faces (PBS 8.A: ties re-roll, so the roll-off never ends),
 * a card limit below its minimum, flank sectors that leave no centre sector or no room for the largest piece
 * (PBS 9.E places a piece wholly in a sector), or a distance the table cannot hold.
 */
export type DeadEnd =
  | { path: string; code: 'diceAlwaysTie'; ratings: Rating[]; colours: Colour[]; face: Face }
  | { path: string; code: 'belowMinimum'; min: number }
  | { path: string; code: 'noCentreSector'; flank: number; table: DeadEndTable }
  | { path: string; code: 'sectorTooNarrow'; sector: 'flank' | 'centre'; width: number; needed: number; piece: 'flank' | 'compulsory' | 'optional'; table: DeadEndTable }
  | { path: string; code: 'limitUnreachable'; value: number; room: number; table: DeadEndTable };

const round = (n: number) => Math.round(n * 100) / 100;

/** The one face a die always shows, or null when it has two different faces. */
function onlyFace(faces: readonly Face[]): Face | null {
  const first = faces[0];
  return first !== undefined && faces.every((face) => face === first) ? first : null;
}

/**
 * PBS 8.A: each commander rolls the die of his rating and equal results re-roll, so two commanders whose dice
 * show one and the same face on every side tie forever (two of one rating roll the same die). One dead end per
 * such face, naming its dice and the ratings that roll them; with a game's two ratings (`ratings`), only theirs.
 */
export function diceDeadEnds(components: Pick<Components, 'dice' | 'ratingDie'>, ratings: readonly Rating[] = RATINGS): DeadEnd[] {
  const byFace = new Map<Face, Rating[]>();
  for (const rating of new Set(ratings)) {
    const face = onlyFace(components.dice.find((die) => die.colour === components.ratingDie[rating])?.faces ?? []);
    if (face !== null) byFace.set(face, [...(byFace.get(face) ?? []), rating]);
  }
  const found: DeadEnd[] = [];
  for (const [face, stuck] of byFace) {
    // One rating in a game of two different ratings is no tie; one rating on its own (save, or both commanders alike) is.
    if (stuck.length < 2 && new Set(ratings).size === 2) continue;
    const colours = [...new Set(stuck.map((rating) => components.ratingDie[rating]))];
    found.push({ path: `values.dice.${colours[0]!}`, code: 'diceAlwaysTie', ratings: stuck, colours, face });
  }
  return found;
}

/** An army's card limit below the data's minimum leaves no number of cards an army may have (setup checks min to max). */
export function cardLimitDeadEnds(values: ProfileValues, components: Pick<Components, 'armyCardLimits'>): DeadEnd[] {
  const limits = components.armyCardLimits;
  const found: DeadEnd[] = [];
  if (values.pbsMax !== undefined && values.pbsMax < limits.pbsMin) found.push({ path: 'values.pbsMax', code: 'belowMinimum', min: limits.pbsMin });
  if (values.scoutingMax !== undefined && values.scoutingMax < limits.scoutingMin) found.push({ path: 'values.scoutingMax', code: 'belowMinimum', min: limits.scoutingMin });
  return found;
}

/**
 * What a table cannot hold under the rules (a profile's rules, or the shipped ones): the two flank sectors
 * must leave a centre sector (PBS 9.E), every sector must be as wide as the largest piece's shortest side
 * (a die sends a piece "wholly" into one), the deployment distance must leave a zone (PBS 10.B), the
 * side-edge strips must leave a middle (PBS 10.B-10.C), and a piece's shortest side must fit the table's depth.
 */
export function tableDeadEnds(rules: Rules, setup: Pick<Setup, 'edition' | 'scale' | 'table'>): DeadEnd[] {
  const geometry = tableGeometry(rules, setup);
  const table: DeadEndTable = { scale: setup.scale, widthCm: setup.table.widthCm, depthCm: setup.table.depthCm, unit: geometry.unit };
  const found: DeadEnd[] = [];
  const flank = ruleDistance(rules, setup, 'flankSector')?.value ?? 0;
  const sizes = geometry.pieceSizes;
  const sizeKeys = { flank: 'flankSize', compulsory: 'compulsorySize', optional: 'optionalSize' } as const;
  const largest = (['compulsory', 'flank', 'optional'] as const).reduce((best, kind) => (sizes[kind].min > sizes[best].min ? kind : best), 'compulsory' as const);
  const needed = sizes[largest].min;
  const centre = round(geometry.width - 2 * flank);
  if (centre <= 0) found.push({ path: 'values.flankSector', code: 'noCentreSector', flank: round(flank), table });
  else if (centre < needed) found.push({ path: 'values.flankSector', code: 'sectorTooNarrow', sector: 'centre', width: centre, needed, piece: largest, table });
  if (flank < needed) found.push({ path: 'values.flankSector', code: 'sectorTooNarrow', sector: 'flank', width: round(flank), needed, piece: largest, table });
  const fromCentre = ruleDistance(rules, setup, 'deploymentFromCentre')?.value ?? 0;
  if (fromCentre >= geometry.centreLine) found.push({ path: 'values.deploymentFromCentre', code: 'limitUnreachable', value: fromCentre, room: geometry.centreLine, table });
  const strip = ruleDistance(rules, setup, 'sideEdgeStrip')?.value ?? 0;
  const half = round(geometry.width / 2);
  if (strip >= half) found.push({ path: 'values.sideEdgeStrip', code: 'limitUnreachable', value: strip, room: half, table });
  for (const kind of ['flank', 'compulsory', 'optional'] as const) {
    if (sizes[kind].min > geometry.depth) found.push({ path: `values.${sizeKeys[kind]}.min`, code: 'limitUnreachable', value: sizes[kind].min, room: geometry.depth, table });
  }
  return found;
}

/** Every dead end of rules for one game: its two commanders' dice and its table (the card limits are refused with the profile itself). */
export function setupDeadEnds(rules: Rules, setup: Pick<Setup, 'edition' | 'scale' | 'table' | 'players'>): DeadEnd[] {
  return [...diceDeadEnds(rules.components, setup.players.map((player) => player.army.rating)), ...tableDeadEnds(rules, setup)];
}

/** The dead ends of rules on every scale's default table, in both editions, each found once (checked on save and import). */
export function defaultTableDeadEnds(rules: Rules): DeadEnd[] {
  const found = new Map<string, DeadEnd>();
  for (const dead of diceDeadEnds(rules.components)) found.set(`${dead.path} ${dead.code}`, dead);
  for (const edition of ['2023', '2020'] as const) {
    for (const scale of rules.scales.scales) {
      const size = scale.tables.find((t) => t.id === scale.defaultTable);
      if (!size) continue;
      const table = { widthCm: size.widthCm, depthCm: size.depthCm, baseWidthMm: size.baseWidthMm };
      for (const dead of tableDeadEnds(rules, { edition, scale: scale.id, table })) {
        const key = `${dead.path} ${dead.code}`;
        if (!found.has(key)) found.set(key, dead);
      }
    }
  }
  return [...found.values()];
}
