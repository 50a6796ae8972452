import type { StepWords } from '../../messages';

/** A deal's outcome: each side's hand, or "no cards" (the PBS deal's and the scouting deal's, PBS 8.B, 10.A). */
export const dealtHands = {
  text: 'invader {invaderCount, plural, =0 {no cards} other {{invader, colour, unit}}}; defender {defenderCount, plural, =0 {no cards} other {{defender, colour, unit}}}',
  values: (a: { invader: readonly unknown[]; defender: readonly unknown[] }) => ({ invaderCount: a.invader.length, defenderCount: a.defender.length }),
};

/** The deal's messages in English (PBS 8.B; the scouting deal's too, PBS 10.A). */
export const dealPbsWords = {
  events: {
    cardsDealt: '{purpose, select, pbs {PBS} other {Scouting}} cards dealt: {invader} to {sides.invader, who}, {defender} to {sides.defender, who}.',
    handDealt: {
      text: '{side, name}, your {purpose, select, pbs {PBS} other {scouting}} cards: {count, plural, =0 {none} other {{cards, colour, unit}}}.',
      values: (p) => ({ count: p.cards.length }),
    },
  },
  refusals: {
    badDeal:
      '{purpose, select, pbs {The dealt cards must be the top cards of the deck, as many as each army has PBS cards.} other {Scouting cards must come from the top of the deck, enough to reach each scouting total.}}',
  },
  chance: { dealPbs: dealtHands },
} satisfies StepWords;
