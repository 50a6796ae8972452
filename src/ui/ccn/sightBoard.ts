import { z } from '../../lib/zod';
import type { CcnPack } from '../../packs/ccn';
import { hexKey, onBoard, sameHex, toCell, type Axial } from './hexLayout';

/** The sides of the battle, as the pack names them. */
export const SIDES = ['A', 'B'] as const;
export type Side = (typeof SIDES)[number];

/** The unit types a placed unit may carry (the seed's three). */
export const UNIT_TYPES = ['infantry', 'cavalry', 'artillery'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

const AxialSchema = z.strictObject({ q: z.number().check(z.int()), r: z.number().check(z.int()) });

const UnitSchema = z.strictObject({ side: z.enum(SIDES), type: z.optional(z.enum(UNIT_TYPES)) });
/** A unit on a hex: its side and, when given, its type. */
export type SightUnit = z.infer<typeof UnitSchema>;

const HexSchema = z.strictObject({
  q: z.number().check(z.int()),
  r: z.number().check(z.int()),
  /** Terrain ids from the pack; none means clear. */
  terrain: z.array(z.string().check(z.minLength(1))).check(z.maxLength(2)),
  unit: z.optional(UnitSchema),
});
/** One hex that is not plain clear ground without a unit. */
export type SightHex = z.infer<typeof HexSchema>;

/** The board the player built: painted hexes and units, the firer and the target. */
export const SightBoardSchema = z.strictObject({
  hexes: z.array(HexSchema),
  firer: z.nullable(AxialSchema),
  target: z.nullable(AxialSchema),
});
export type SightBoard = z.infer<typeof SightBoardSchema>;

/** An empty board: all clear, no units, nothing picked. */
export const EMPTY_BOARD: SightBoard = { hexes: [], firer: null, target: null };

/** What pressing a hex does. */
export type SightTool =
  | { kind: 'terrain'; terrain: readonly string[] }
  | { kind: 'unit'; side: Side; type?: UnitType }
  | { kind: 'removeUnit' }
  | { kind: 'firer' }
  | { kind: 'target' };

/** A change to the board. */
export type SightAction = { type: 'apply'; hex: Axial; tool: SightTool } | { type: 'clear' } | { type: 'load'; board: SightBoard };

/** The hex's contents, clear and empty when nothing is recorded. */
export function hexAt(board: SightBoard, hex: Axial): SightHex {
  return board.hexes.find((h) => sameHex(h, hex)) ?? { q: hex.q, r: hex.r, terrain: [] };
}

/** Replaces one hex, dropping it from the list when it is clear and empty again. */
function withHex(board: SightBoard, next: SightHex): SightBoard {
  const others = board.hexes.filter((h) => !sameHex(h, next));
  const empty = next.terrain.length === 0 && next.unit === undefined;
  return { ...board, hexes: empty ? others : [...others, next] };
}

/** Applies a tool to one hex: paint, place or remove a unit, or pick the firer or the target (one hex cannot be both). */
export function applyTool(board: SightBoard, hex: Axial, tool: SightTool): SightBoard {
  const current = hexAt(board, hex);
  switch (tool.kind) {
    case 'terrain':
      return withHex(board, { ...current, terrain: [...tool.terrain] });
    case 'unit': {
      const { unit: _old, ...rest } = current;
      return withHex(board, { ...rest, unit: tool.type ? { side: tool.side, type: tool.type } : { side: tool.side } });
    }
    case 'removeUnit': {
      const { unit: _gone, ...rest } = current;
      return withHex(board, rest);
    }
    case 'firer':
      return { ...board, firer: { q: hex.q, r: hex.r }, target: sameHex(board.target, hex) ? null : board.target };
    case 'target':
      return { ...board, target: { q: hex.q, r: hex.r }, firer: sameHex(board.firer, hex) ? null : board.firer };
  }
}

/** The board reducer: every change the screen makes goes through here. */
export function sightReducer(board: SightBoard, action: SightAction): SightBoard {
  switch (action.type) {
    case 'apply':
      return applyTool(board, action.hex, action.tool);
    case 'clear':
      return EMPTY_BOARD;
    case 'load':
      return action.board;
  }
}

/** The board as the pack's line of sight takes it: terrain only where painted, units with their side and type. */
export function toPackBoard(board: SightBoard) {
  return { hexes: board.hexes.map((h) => ({ q: h.q, r: h.r, ...(h.terrain.length ? { terrain: h.terrain } : {}), ...(h.unit ? { unit: h.unit } : {}) })) };
}

/** One thing a player may paint: a single terrain, or two the pack lets share a hex (Field Works on a Hill). */
export interface PaintOption {
  key: string;
  terrain: readonly string[];
}

/** Clear ground, every terrain of the pack, and each pair the pack lets share a hex, in the pack's order. */
export function paintOptions(pack: CcnPack): PaintOption[] {
  const ids = pack.file.terrain.map((t) => t.id);
  const pairs: PaintOption[] = [];
  pack.file.terrain.forEach((t, i) => {
    for (const other of t.combinesWith) {
      const j = ids.indexOf(other);
      if (j > i) pairs.push({ key: `${t.id}+${other}`, terrain: [t.id, other] });
    }
  });
  return [{ key: 'clear', terrain: [] }, ...ids.map((id) => ({ key: id, terrain: [id] })), ...pairs];
}

/** Whether a stored board fits this board and pack: hexes on the board, known terrain, each hex once. */
function fitsPack(board: SightBoard, pack: CcnPack): boolean {
  const keys = new Set(paintOptions(pack).map((o) => o.key));
  const seen = new Set<string>();
  for (const h of board.hexes) {
    if (!onBoard(toCell(h)) || seen.has(hexKey(h)) || !keys.has(h.terrain.length ? h.terrain.join('+') : 'clear')) return false;
    seen.add(hexKey(h));
  }
  return [board.firer, board.target].every((h) => h === null || onBoard(toCell(h)));
}

/** Where the board is kept on this device, so it survives a reload. */
export const SIGHT_STORAGE_KEY = 'pbw.ccn.sightBoard';

/** The stored board, or an empty one; `damaged` says a stored board was there but could not be read. */
export function readStoredBoard(pack: CcnPack): { board: SightBoard; damaged: boolean } {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SIGHT_STORAGE_KEY);
  } catch {
    return { board: EMPTY_BOARD, damaged: false };
  }
  if (raw === null) return { board: EMPTY_BOARD, damaged: false };
  try {
    const parsed = SightBoardSchema.safeParse(JSON.parse(raw));
    if (parsed.success && fitsPack(parsed.data, pack)) return { board: parsed.data, damaged: false };
  } catch {
    // Not JSON: reported as damaged below.
  }
  return { board: EMPTY_BOARD, damaged: true };
}

/** Keeps the board on this device; storage that is full or blocked is left alone (the board still works). */
export function storeBoard(board: SightBoard): void {
  try {
    localStorage.setItem(SIGHT_STORAGE_KEY, JSON.stringify(board));
  } catch {
    // Private mode or full storage: the board just will not survive a reload.
  }
}
