import { catalogue } from '../../words/catalogue';

/** Moving the army counter: the day's cards and the allowance (seed 000 PBS 8.D). */
export const MOVE_COUNTER_WORDS = catalogue({
  dayRevealed: (day: number, invader: string, invaderCard: string, defender: string, defenderCard: string) =>
    `Day ${day} revealed: ${invader} (invader) ${invaderCard}, ${defender} (defender) ${defenderCard}.`,
  pass: 'a pass (Black)',
  better: (winner: string, difference: number) => `${winner} is ${difference} better:`,
  move: 'Choose where the counter goes (the marked squares), or its own square to stay.',
  moveLabel: 'Move the counter',
});
