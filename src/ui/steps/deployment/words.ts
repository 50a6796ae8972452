import { catalogue } from '../../words/catalogue';

/** The deployment plan's words: who is outscouted, and each batch (seed 000 PBS 10.B-10.G). */
export const DEPLOYMENT_WORDS = catalogue({
  scouting: (invader: string, invaderTotal: number, defender: string, defenderTotal: number) =>
    `Scouting: ${invader} (invader) ${invaderTotal}%, ${defender} (defender) ${defenderTotal}%.`,
  outscouted: (name: string, by: number) => `${name} is outscouted by ${by}% and deploys first.`,
  nobodyOutscouted: 'Nobody is outscouted: the defender begins.',
  both: 'Both players',
  who: (name: string, side: string) => `${name} (${side})`,
  done: 'Done',
  showAgain: 'Show its instructions again',
  allDone: 'Deployment done',
  batchDone: (title: string) => `Done: ${title}`,
  /** Issue 29: what the scouting percentages mean for deployment, resolved for this game (PBS 10.E). */
  explainOutscouted: (loser: string, winner: string, by: number) =>
    `Outscouted by ${by}%: ${loser} places camp and ${by >= 100 ? 'the whole army' : `${by}% of the army`} first, in ${winner}'s sight; ${winner} answers with the same share, then both alternate thirds.`,
  explainEven: (defender: string, invader: string) =>
    `Nobody is outscouted, so nobody sees the other first: ${defender} (defender) begins with a third of the army, then ${invader} (invader), alternating thirds.`,
});
