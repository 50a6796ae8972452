import { z } from '../../lib/zod';
import { parseInput } from '../../lib/parse';
import { refuse, type PackResult } from '../../lib/result';
import { hexDistance, hexKey, hexLine, hexNeighbours, sameHex, type HexCoord } from './hex';
import type { CcnPack } from './load';
import {
  CcnHexTerrainSchema,
  CcnUnitKindSchema,
  hexTerrain,
  reading,
  withBundledPack,
  type CcnHexTerrain,
  type CcnUnitKind,
} from './movement';
import { CCN_READING_IDS, type CcnReading, type CcnReadingId, type CcnTerrain } from './schema';

/** A unit on a hex: `true` when its side and type do not matter, or its side and type. */
export type CcnBoardUnit = boolean | { side: 'A' | 'B'; type?: CcnUnitKind };

/** The hexes that matter for line of sight; hexes not listed are clear and empty. */
export interface CcnBoard {
  hexes: readonly { q: number; r: number; terrain?: CcnHexTerrain; unit?: CcnBoardUnit }[];
}

/** Why one crossed hex blocks, or does not, with the data's sentence and source. */
export interface CcnSightReason extends HexCoord {
  blocks: boolean;
  code: 'terrain' | 'hill' | 'plateau' | 'unit' | 'fireOver';
  rule: string;
  source: string;
}

/** The answer of `lineOfSight`. */
export interface CcnLineOfSight {
  blocked: boolean;
  /** Hexes strictly between, in order from the firer; both hexes where the line runs along their common side. */
  crossed: HexCoord[];
  /** The crossed hexes that block (both hexes of a side the line runs along, when both block). */
  blockedBy: HexCoord[];
  /** Pairs of hexes the line runs exactly between. */
  edges: [HexCoord, HexCoord][];
  reasons: CcnSightReason[];
  readings: CcnReading[];
  /** The readings' sentences, present when the answer relies on one. */
  reading?: string;
}

const Coord = z.number().check(z.int('must be a whole number'), z.minimum(-1000), z.maximum(1000));
const HexRefSchema = z.strictObject({ q: Coord, r: Coord });
const UnitSchema = z.union([z.boolean(), z.strictObject({ side: z.enum(['A', 'B']), type: z.optional(CcnUnitKindSchema) })], {
  error: 'must be true, false or { side: "A" | "B", type?: "infantry" | "lightInfantry" | "cavalry" | "artillery" }',
});
const InputSchema = z.strictObject({
  board: z.strictObject({
    hexes: z.array(z.strictObject({ q: Coord, r: Coord, terrain: z.optional(CcnHexTerrainSchema), unit: z.optional(UnitSchema) })),
  }),
  from: HexRefSchema,
  to: HexRefSchema,
});

interface Cell {
  terrain: CcnTerrain[];
  unit?: CcnBoardUnit;
}

const highOf = (cell: Cell) => cell.terrain.find((t) => t.lineOfSight.elevation);

/** Labels each high hex with the first hex of its connected hill, so a plateau is one label. */
function hillLabels(cells: Map<string, Cell & HexCoord>): Map<string, string> {
  const labels = new Map<string, string>();
  for (const [key, cell] of cells) {
    if (!highOf(cell) || labels.has(key)) continue;
    const queue: HexCoord[] = [cell];
    labels.set(key, key);
    while (queue.length > 0) {
      for (const n of hexNeighbours(queue.pop()!)) {
        const next = cells.get(hexKey(n));
        if (next && highOf(next) && !labels.has(hexKey(n))) {
          labels.set(hexKey(n), key);
          queue.push(n);
        }
      }
    }
  }
  return labels;
}

/**
 * Line of sight between two hex centres (seed 003 Line of Sight paragraphs), from the given pack: blocking terrain,
 * units between, the Hill rules (first hill hex, plateau, lower hexes) and artillery on a hill firing over friends.
 */
export function lineOfSightWith(pack: CcnPack, board: unknown, from: unknown, to: unknown): PackResult<CcnLineOfSight> {
  const parsed = parseInput(InputSchema, { board, from, to }, 'lineOfSight');
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  if (sameHex(v.from, v.to)) return refuse('lineOfSight: from and to are the same hex; line of sight joins two different hexes.');
  const cells = new Map<string, Cell & HexCoord>();
  for (const [i, h] of v.board.hexes.entries()) {
    if (cells.has(hexKey(h))) return refuse(`lineOfSight: board.hexes[${i}]: hex (${h.q}, ${h.r}) is listed twice.`);
    const hex = hexTerrain(pack, h.terrain ?? ['clear'], `lineOfSight: board.hexes[${i}].terrain`);
    if (!hex.ok) return hex;
    cells.set(hexKey(h), { q: h.q, r: h.r, terrain: hex.terrain, unit: h.unit });
  }
  const at = (c: HexCoord): Cell => cells.get(hexKey(c)) ?? { terrain: [] };
  const labels = hillLabels(cells);
  const fromHigh = highOf(at(v.from));
  const toHigh = highOf(at(v.to));
  const firer = at(v.from).unit;
  const readings = new Set<CcnReadingId>();
  const reasons: CcnSightReason[] = [];

  const judge = (c: HexCoord): boolean => {
    const cell = at(c);
    let blocks = false;
    const say = (code: CcnSightReason['code'], rule: string, source: string, blocking: boolean) => {
      reasons.push({ q: c.q, r: c.r, blocks: blocking, code, rule, source });
      blocks ||= blocking;
    };
    for (const t of cell.terrain) {
      if (t.lineOfSight.blocks && !t.lineOfSight.elevation) say('terrain', t.lineOfSight.text, t.source, true);
    }
    const high = highOf(cell);
    const el = high?.lineOfSight.elevation;
    if (high && el && fromHigh && toHigh) {
      const label = labels.get(hexKey(c));
      const connected = label === labels.get(hexKey(v.from)) || label === labels.get(hexKey(v.to));
      if (labels.get(hexKey(v.from)) !== labels.get(hexKey(v.to)) || !connected) readings.add('hillAcrossOtherHill');
      say(connected ? 'plateau' : 'hill', connected ? el.plateau : high.lineOfSight.text, high.source, !connected);
    } else if (high && el) {
      say('hill', fromHigh || toHigh ? el.hillBetween : high.lineOfSight.text, high.source, true);
    }
    if (cell.unit) {
      const friend = typeof cell.unit === 'object' && typeof firer === 'object' && cell.unit.side === firer.side;
      const fireOver = fromHigh?.battle.text.fireOver;
      if (fireOver && friend && !high && typeof firer === 'object' && firer.type === 'artillery' && hexDistance(c, v.from) === 1) {
        say('fireOver', fireOver, fromHigh.source, false);
      } else if (fromHigh && toHigh && !high) {
        const lower = fromHigh.lineOfSight.elevation?.lowerBetween;
        say('unit', lower ?? reading(pack, 'unitsBlock').text, fromHigh.source, true);
      } else {
        readings.add('unitsBlock');
        const r = reading(pack, 'unitsBlock');
        say('unit', r.text, r.source, true);
      }
    }
    return blocks;
  };

  // Between a lower hex and a hill hex with no other hill between, the hill end is seen: say so, at that end.
  const onlyHigh = fromHigh && !toHigh ? { hex: v.from, terrain: fromHigh } : toHigh && !fromHigh ? { hex: v.to, terrain: toHigh } : null;
  const firstHill = onlyHigh?.terrain.lineOfSight.elevation?.firstHillHex;

  const crossed: HexCoord[] = [];
  const blockedBy: HexCoord[] = [];
  const edges: [HexCoord, HexCoord][] = [];
  for (const step of hexLine(v.from, v.to)) {
    const hexes = step.hexes.map((h) => ({ q: h.q, r: h.r }));
    crossed.push(...hexes);
    const blocking = hexes.map(judge);
    if (step.kind === 'edge') {
      readings.add('hexsideLine');
      edges.push([hexes[0]!, hexes[1]!]);
    }
    if (blocking.every(Boolean)) blockedBy.push(...hexes);
  }
  if (onlyHigh && firstHill && !reasons.some((x) => x.code === 'hill')) {
    reasons.unshift({ q: onlyHigh.hex.q, r: onlyHigh.hex.r, blocks: false, code: 'hill', rule: firstHill, source: onlyHigh.terrain.source });
  }
  const used = CCN_READING_IDS.filter((id) => readings.has(id)).map((id) => reading(pack, id));
  return {
    ok: true,
    blocked: blockedBy.length > 0,
    crossed,
    blockedBy,
    edges,
    reasons,
    readings: used,
    ...(used.length > 0 ? { reading: used.map((r) => r.text).join(' ') } : {}),
  };
}

/** Line of sight between two hexes (seed 003 Line of Sight paragraphs), from the bundled pack. */
export function lineOfSight(board: CcnBoard, from: HexCoord, to: HexCoord): PackResult<CcnLineOfSight> {
  return withBundledPack((pack) => lineOfSightWith(pack, board, from, to));
}
