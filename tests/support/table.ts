import { currentPiece, type Action, type Footprint, type GameState, type Outcome, type PositionStage } from '../../src/engine';
import { atSquare, pick, run, step } from './scenario';

/** How one piece goes down: its placement die (or a no-dice method), the opponent's die and what he chooses. */
export interface Roll {
  placement: number | 'contiguous' | 'touching';
  opponent?: number;
  outcome?: Outcome;
}

/** Places the pieces of the current placement step in turn with these rolls (PBS 9.E). */
export function placeWith(state: GameState, rolls: readonly Roll[]): GameState {
  let current = state;
  for (const roll of rolls) {
    const kind = current.stepId === 'placeCompulsory' ? 'compulsory' : 'optional';
    if (!currentPiece(current, kind)) throw new Error(`no piece to place at ${current.stepId}`);
    if (typeof roll.placement === 'number') current = step(current, { type: 'rollPlacement', die: roll.placement });
    else current = step(current, { type: 'placeWithoutDice', method: roll.placement });
    const piece = current.pieces.find((p) => p.outcome === null && p.placement !== null);
    if (!piece) continue;
    current = step(current, { type: 'rollOpponent', die: roll.opponent ?? 1 });
    if (current.pieces.find((p) => p.id === piece.id)?.outcome === null) current = step(current, { type: 'resolvePiece', outcome: roll.outcome ?? 'keep' });
  }
  return current;
}

/**
 * 2023 Cultivated, row 1 column 2 (No Flank, Normal: 2 compulsory pieces of any type, seed 000): the
 * defender (Anna) and the invader (Bruno) choose one compulsory piece each and place them with these rolls.
 */
export function cultivated(defender: string, invader: string, rolls: readonly Roll[]): GameState {
  const state = run(atSquare({ territory: 'cultivated', row: 0, col: 1 }), [pick('defender', defender), pick('invader', invader)]);
  return placeWith(state, rolls);
}

/** 2023 Cultivated row 2 column 1 (Rocky Ground / Wood, Normal): both secure-flank pieces in the defender's left flank sector. */
export function cultivatedFlanks(): GameState {
  return run(atSquare({ territory: 'cultivated', row: 1, col: 0 }), [
    { type: 'placeFlankPiece', side: 'defender', terrain: 'woods', sector: 'left' },
    { type: 'placeFlankPiece', side: 'invader', terrain: 'rockyGround', sector: 'left' },
  ]);
}

/** 2023 Waterside row 1 column 2 (Deep Water, Featureless): deep water along the defender's left edge; the defender takes one optional piece. */
export function watersideOptional(terrain: string, rolls: readonly Roll[]): GameState {
  const state = run(atSquare({ territory: 'waterside', row: 0, col: 1 }), [
    { type: 'placeDeepWater', edge: 'left' },
    pick('defender', terrain),
    { type: 'endSelection', side: 'defender' },
    { type: 'endSelection', side: 'invader' },
  ]);
  return placeWith(state, rolls);
}

/** 2020 Plains row 4 column 3 (Normal): mountains as both secure flanks on the left, then two compulsory pieces placed with these rolls. */
export function plains2020(defender: string, invader: string, rolls: readonly Roll[]): GameState {
  const actions: Action[] = [
    { type: 'placeFlankPiece', side: 'defender', terrain: 'mountains', sector: 'left' },
    { type: 'placeFlankPiece', side: 'invader', terrain: 'mountains', sector: 'left' },
    pick('defender', defender),
    pick('invader', invader),
  ];
  return placeWith(run(atSquare({ edition: '2020', territory: 'plains', row: 3, col: 2 }), actions), rolls);
}

/** Where the first compulsory piece of `forest2020Pieces` is recorded: in the left flank sector (0-10 BW), clear of the edges. */
export const FIRST: Footprint = { x: 5, y: 20, width: 6, depth: 6, angle: 0 };

/**
 * 2020 Forest, row 3 column 3 (Mountains or Forest secure flanks, Normal: 2 compulsory Rough or Difficult pieces, seed
 * 002): both secure-flank Forests in the right flank sector; the first compulsory piece (Anna's, the defender's) placed
 * with a 2 (her left flank sector), the second (Bruno's) with a 6 (his right, the defender's left), the first recorded at
 * FIRST. Seed 002 Terrain table: "Nothing may go even partially within".
 */
export function forest2020Pieces(first: string, second: string, roll: Roll, rulesVersion?: number): GameState {
  const square = atSquare({ edition: '2020', territory: 'forest', row: 2, col: 2 });
  const state = run({ ...square, setup: { ...square.setup, ...(rulesVersion === undefined ? {} : { rulesVersion }) } }, [
    { type: 'placeFlankPiece', side: 'defender', terrain: 'forest', sector: 'right' },
    { type: 'placeFlankPiece', side: 'invader', terrain: 'forest', sector: 'right' },
    pick('defender', first),
    pick('invader', second),
  ]);
  const placed = placeWith(state, [{ placement: 2 }]);
  return placeWith(withPosition(placed, idOf(placed, first), 'placed', FIRST), [roll]);
}

/** The state with a piece's recorded position set directly (for asking the pure checks about a table). */
export function withPosition(state: GameState, id: number, stage: PositionStage, footprint: Footprint): GameState {
  return { ...state, pieces: state.pieces.map((p) => (p.id === id ? { ...p, positions: { ...p.positions, [stage]: footprint } } : p)) };
}

/** A footprint from its numbers: centre x and y, width, depth, angle. */
export const at = (x: number, y: number, width: number, depth: number, angle = 0): Footprint => ({ x, y, width, depth, angle });

/** The id of the piece of this terrain. */
export function idOf(state: GameState, terrain: string): number {
  const piece = state.pieces.find((p) => p.terrain === terrain);
  if (!piece) throw new Error(`no ${terrain} piece`);
  return piece.id;
}
