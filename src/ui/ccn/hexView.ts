import type { CcnLineOfSight, CcnPack } from '../../packs/ccn';
import { CCN_SIGHT_WORDS, hexName } from './sightWords';
import { boardCells, hexKey, sameHex, toAxial, type Axial, type Cell } from './hexLayout';
import { hexAt, type SightBoard, type SightUnit } from './sightBoard';
import { terrainMark, terrainName } from './sightTerrain';

const w = CCN_SIGHT_WORDS;

/** Everything the board shows of one hex, worked out once for the picture and the buttons alike. */
export interface HexView {
  cell: Cell;
  hex: Axial;
  key: string;
  terrain: readonly string[];
  terrainName: string;
  /** The letters in the hex ("" for clear ground). */
  mark: string;
  unit?: SightUnit | undefined;
  firer: boolean;
  target: boolean;
  /** Its place on the line (1 for the first hex crossed); both hexes beside a side share one. */
  step?: number;
  /** It blocks the line. */
  blocks: boolean;
  /** The line runs along one of its sides. */
  beside: boolean;
}

/** The steps of the line: each crossed hex once, the two hexes beside a side together, in order from the firer. */
export function lineSteps(result: Pick<CcnLineOfSight, 'crossed' | 'edges'>): Axial[][] {
  const steps: Axial[][] = [];
  result.crossed.forEach((hex, i) => {
    const previous = result.crossed[i - 1];
    const pair = previous && result.edges.some(([a, b]) => sameHex(a, previous) && sameHex(b, hex));
    if (pair) steps[steps.length - 1]!.push(hex);
    else steps.push([hex]);
  });
  return steps;
}

/** The view of every hex of the board, row by row, with the line's answer laid over it when there is one. */
export function hexViews(pack: CcnPack, board: SightBoard, result: CcnLineOfSight | null): HexView[] {
  const stepOf = new Map<string, number>();
  const beside = new Set<string>();
  if (result) {
    lineSteps(result).forEach((hexes, i) => hexes.forEach((h) => stepOf.set(hexKey(h), i + 1)));
    for (const pair of result.edges) for (const h of pair) beside.add(hexKey(h));
  }
  const blocking = new Set(result?.blockedBy.map(hexKey));
  return boardCells().map((cell) => {
    const hex = toAxial(cell);
    const key = hexKey(hex);
    const contents = hexAt(board, hex);
    return {
      cell,
      hex,
      key,
      terrain: contents.terrain,
      terrainName: terrainName(pack, contents.terrain),
      mark: terrainMark(pack, contents.terrain),
      unit: contents.unit,
      firer: sameHex(board.firer, hex),
      target: sameHex(board.target, hex),
      step: stepOf.get(key),
      blocks: blocking.has(key),
      beside: beside.has(key),
    };
  });
}

/** A unit in words: "unit of side A, infantry". */
export function unitWords(unit: SightUnit): string {
  return w.hex.unit({ side: unit.side, type: unit.type ?? 'none' });
}

/** One hex in full words, for its button and the line under the board: "Row 5, hex 3: Forest; unit of side A; firer". */
export function hexWords(view: HexView): string {
  return w.hex.full({
    hex: hexName(view.cell.row, view.cell.col),
    terrain: view.terrainName,
    unit: view.unit ? unitWords(view.unit) : 'none',
    firer: view.firer,
    target: view.target,
    crossed: view.step === undefined ? 'none' : w.hex.crossed({ step: view.step }),
    beside: view.beside,
    blocks: view.blocks,
  });
}

/** A hex named with what is on it, for the list of crossed hexes: "Row 5, hex 4 (Forest; unit of side A)". */
export function hexBrief(view: HexView): string {
  return w.hex.brief({ hex: hexName(view.cell.row, view.cell.col), terrain: view.terrainName, unit: view.unit ? unitWords(view.unit) : 'none' });
}
