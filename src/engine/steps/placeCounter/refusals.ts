/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface PlaceCounterRefusals {
  offTerritory: Record<string, never>;
}
