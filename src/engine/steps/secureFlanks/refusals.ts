/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface SecureFlanksRefusals {
  flankNotOffered: { terrain: string };
  sameFlankSector: { sector: 'left' | 'right' };
  flankPieceRequired: Record<string, never>;
  /** 000 PBS 9.A: deeper than the edition's depth in the game's scale. */
  deepWaterTooDeep: { depth: number; max: number; unit: 'BW' | 'HBW' };
}
