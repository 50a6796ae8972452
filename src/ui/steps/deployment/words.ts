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
});
