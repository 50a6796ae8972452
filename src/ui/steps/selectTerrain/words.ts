import { catalogue } from '../../words/catalogue';

/** Choosing compulsory and optional terrain (seed 000 PBS 9.B-9.D). */
export const SELECT_TERRAIN_WORDS = catalogue({
  size: (min: string, max: string) => `at least ${min} square, fitting within ${max} square`,
  density: (density: string) => `${density} density:`,
  compulsory: (demand: string) => `the compulsory terrain is ${demand || 'none'} between both players, chosen in turns from the defender.`,
  optional: (each: number) => `each player may choose up to ${each} optional ${each === 1 ? 'piece' : 'pieces'}.`,
  noImpassable: 'No impassable terrain. ',
  piecesAre: (size: string) => `Pieces are ${size}.`,
  chosen: (pieces: readonly { terrain: string; declared: string | null; owner: string }[]) =>
    `Chosen so far: ${pieces.map((p) => `${p.terrain}${p.declared ? ` (${p.declared})` : ''} by ${p.owner}`).join('; ')}.`,
  chooses: (name: string, side: string, compulsory: boolean) => `${name} (${side}) chooses ${compulsory ? 'a compulsory piece' : 'an optional piece'}`,
  noMore: (name: string) => `${name} takes no more optional terrain`,
  /** Issue 29: what choosing terrain is for, resolved for this step and edition. */
  explainCompulsory: 'Terrain slows, blocks or shelters troops: pick what suits your army and hinders the other. You place what you pick.',
  explainOptional: (defenderFirst: boolean) =>
    `Take optional pieces where they help your army, or stop. ${defenderFirst ? 'The defender picks all of theirs first, then the invader.' : 'Picked in turns from the defender.'}`,
});
