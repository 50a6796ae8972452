import type { PlayerIndex } from '../../schema/side';
import type { Colour, Face } from '../../schema/vocab';

/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface RollOffRefusals {
  impossibleFace: { player: PlayerIndex; colour: Colour; face: Face };
}
