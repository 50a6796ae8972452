import { catalogue, msg } from '../../words/catalogue';

/** The shuffle and the deal of the PBS cards, with digital cards (seed 000 PBS 8.B). */
export const DEAL_WORDS = catalogue({
  shuffle: 'Shuffle the deck',
  deal: 'Deal the PBS cards',
  /** Issue 29: why the cards matter beyond the march. */
  explain: 'PBS cards win the territory contest and move the army counter on the march; every card not played is kept and counts towards scouting.',
  shuffleText: msg<{ cards: number }>('The app shuffles the {cards}-card command deck (its make-up is an assumption: see the rules reference).'),
  dealText: msg<{ invader: string; invaderCards: number; defender: string; defenderCards: number }>(
    'Each army draws its PBS cards: {invader} {invaderCards}, {defender} {defenderCards}. Each player sees only their own, behind the curtain.',
  ),
});
