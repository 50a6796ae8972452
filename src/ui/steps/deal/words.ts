import { catalogue } from '../../words/catalogue';

/** The shuffle and the deal of the PBS cards, with digital cards (seed 000 PBS 8.B). */
export const DEAL_WORDS = catalogue({
  shuffle: 'Shuffle the deck',
  deal: 'Deal the PBS cards',
  shuffleText: (cards: number) => `The app shuffles the ${cards}-card command deck (its make-up is an assumption: see the rules reference).`,
  dealText: (invader: string, invaderCards: number, defender: string, defenderCards: number) =>
    `Each army draws its PBS cards: ${invader} ${invaderCards}, ${defender} ${defenderCards}. Each player sees only their own, behind the curtain.`,
});
