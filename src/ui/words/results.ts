import type { ResultKind } from '../steps/types';
import { catalogue } from './catalogue';

/** The words of each result screen: its title, a lead line and the button that goes on. */
export const RESULT_WORDS: Record<ResultKind, { title: string; lead: string; goOn: string }> = catalogue({
  territory: { title: 'The territory contest: result', lead: 'Both cards are face up:', goOn: 'Go on to choosing the territory' },
  placement: { title: 'Terrain placed by the dice', lead: 'Place these pieces on the table as the dice say, in this order:', goOn: 'Pieces placed: go on' },
  weather: { title: 'The weather: result', lead: 'The weather for the battle:', goOn: 'Go on to scouting' },
  scouting: { title: 'Scouting: result', lead: 'The scouting cards are compared:', goOn: 'Go on to deployment' },
});

/** Issue 29: each result's meaning in one line, resolved for this game where the app knows the answer. */
export const RESULT_EXPLAIN = catalogue({
  territory: (chooser: string, invaderWon: boolean) =>
    `${chooser} picks the territory: ${invaderWon ? "the invader's card was better" : "the invader's card was not better, so the choice stays with the defender"}.`,
  placement: 'Each placement die is read from its owner\'s own base edge and names the sector the piece goes in; the opponent\'s die after it may move, pivot or remove the piece.',
  weather: 'The score is the two dice plus the season\'s modifier, read in this territory\'s column of the weather table; a double makes the weather changeable during the battle.',
  scouting: (loser: string | null, winner: string | null, by: number) =>
    loser && winner
      ? `${loser} is outscouted by ${by}%, so ${loser} deploys first: camp and ${by >= 100 ? 'the whole army' : `${by}% of the army`}, in ${winner}'s sight, before ${winner} places the same share.`
      : 'The totals are equal: nobody is outscouted, and the defender begins deploying with a third of the army.',
});
