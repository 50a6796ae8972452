/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface SecureFlanksRefusals {
  flankNotOffered: { terrain: string };
  sameFlankSector: { sector: 'left' | 'right' };
  flankPieceRequired: Record<string, never>;
}
