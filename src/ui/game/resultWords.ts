import { catalogue, msg } from '../words/catalogue';

/** Issue 29: each result's meaning in one line, resolved for this game where the app knows the answer. */
export const RESULT_EXPLAIN = catalogue({
  territory: msg<{ chooser: string; invaderWon: boolean }>(
    "{chooser} picks the territory: {invaderWon, select, true {the invader's card was better} other {the invader's card was not better, so the choice stays with the defender}}.",
  ),
  placement: 'Each placement die is read from its owner\'s own base edge and names the sector the piece goes in; the opponent\'s die after it may move, pivot or remove the piece.',
  weather: 'The score is the two dice plus the season\'s modifier, read in this territory\'s column of the weather table; a double makes the weather changeable during the battle.',
  /** `by` is the percentage the loser is outscouted by; from 100 on (`wholeArmy`) the loser deploys the whole army first. */
  scouting: msg<{ loser: string; winner: string; by: number; wholeArmy: boolean }>(
    "{loser} is outscouted by {by}%, so {loser} deploys first: camp and {wholeArmy, select, true {the whole army} other {{by}% of the army}}, in {winner}'s sight, before {winner} places the same share.",
  ),
  scoutingTied: 'The totals are equal: nobody is outscouted, and the defender begins deploying with a third of the army.',
});

/** Scouting's result in one line: who is outscouted and by how much, or that nobody is. */
export function scoutingExplainText(loser: string | null, winner: string | null, by: number): string {
  return loser && winner ? RESULT_EXPLAIN.scouting({ loser, winner, by, wholeArmy: by >= 100 }) : RESULT_EXPLAIN.scoutingTied;
}
