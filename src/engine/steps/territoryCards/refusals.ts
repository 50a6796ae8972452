import type { Side } from '../../schema/side';
import type { Colour } from '../../schema/vocab';

/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface TerritoryCardsRefusals {
  alreadyCommitted: { side: Side };
  noCardsLeft: { side: Side };
  notInHand: { side: Side; card: Colour };
  /** 2020: a player holding a PBS card must play one in the territory contest (edition `territoryContest.play`). */
  mustPlayTerritoryCard: { side: Side; source: string };
}
