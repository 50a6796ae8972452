import { catalogue, msg } from '../../words/catalogue';

/** The deployment plan's words: who is outscouted, and each batch (seed 000 PBS 10.B-10.G). */
export const DEPLOYMENT_WORDS = catalogue({
  /** The totals by name: who is invader and who defender is said just above, in whose turn it is. */
  scouting: msg<{ invader: string; invaderTotal: number; defender: string; defenderTotal: number }>(
    'Scouting: {invader} {invaderTotal}%, {defender} {defenderTotal}%.',
  ),
  both: 'Both players',
  who: msg<{ player: string; side: string }>('{player} ({side})'),
  done: 'Done',
  showAgain: 'Show its instructions again',
  allDone: 'Deployment done',
  batchDone: msg<{ batch: string }>('Done: {batch}'),
  /** Issue 29: what the scouting percentages mean for deployment, resolved for this game (PBS 10.E); `whole`: `by` is 100 or more. */
  explainOutscouted: msg<{ loser: string; winner: string; by: number; whole: boolean }>(
    "{loser}, outscouted by {by}%, places camp and {whole, select, true {the whole army} other {{by}% of the army}} first, in {winner}'s sight; then {winner} the same share; then both alternate thirds.",
  ),
  explainEven: msg<{ defender: string; invader: string }>(
    'Nobody is outscouted: {defender} (defender) places a third of the army first, then {invader} (invader), alternating thirds.',
  ),
});
