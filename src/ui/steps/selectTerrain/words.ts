import { catalogue, msg } from '../../words/catalogue';

/** Choosing compulsory and optional terrain (seed 000 PBS 9.B-9.D). */
export const SELECT_TERRAIN_WORDS = catalogue({
  size: msg<{ min: string; max: string }>('at least {min} square, fitting within {max} square'),
  density: msg<{ density: string }>('{density} density:'),
  /** `demand`: the compulsory pieces in words, or '' for none. */
  compulsory: msg<{ demand: string; none: boolean }>(
    'the compulsory terrain is {none, select, true {none} other {{demand}}} between both players, chosen in turns from the defender.',
  ),
  optional: msg<{ each: number }>('each player may choose up to {each, plural, one {# optional piece} other {# optional pieces}}.'),
  noImpassable: 'No impassable terrain. ',
  piecesAre: msg<{ size: string }>('Pieces are {size}.'),
  /** The pieces chosen so far (`pieces`, each said by `chosenPiece` or `chosenDeclared`), one after the other. */
  chosen: msg<{ pieces: readonly string[] }>('Chosen so far: {pieces, list}.'),
  chosenPiece: msg<{ terrain: string; owner: string }>('{terrain} by {owner}'),
  chosenDeclared: msg<{ terrain: string; declared: string; owner: string }>('{terrain} ({declared}) by {owner}'),
  chooses: msg<{ player: string; side: string; compulsory: boolean }>(
    '{player} ({side}) chooses {compulsory, select, true {a compulsory piece} other {an optional piece}}',
  ),
  noMore: msg<{ player: string }>('{player} takes no more optional terrain'),
  /** Issue 29: what choosing terrain is for, resolved for this step and edition. */
  explainCompulsory: 'Terrain slows, blocks or shelters troops: pick what suits your army and hinders the other. You place what you pick.',
  explainOptional: msg<{ defenderFirst: boolean }>(
    'Take optional pieces where they help your army, or stop. {defenderFirst, select, true {The defender picks all of theirs first, then the invader.} other {Picked in turns from the defender.}}',
  ),
});

/** A piece chosen so far, with what its owner declared it as (if anything). */
export function chosenPiece(terrain: string, declared: string | null | undefined, owner: string): string {
  return declared ? SELECT_TERRAIN_WORDS.chosenDeclared({ terrain, declared, owner }) : SELECT_TERRAIN_WORDS.chosenPiece({ terrain, owner });
}
