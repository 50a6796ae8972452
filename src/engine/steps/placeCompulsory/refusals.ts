/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface PlaceCompulsoryRefusals {
  noDiceNotAllowed: Record<string, never>;
  outcomeNotAllowed: { die: number; outcome: string };
}
