import type { Colour } from '../../schema/vocab';
import type { Say, StepWords } from '../../messages';

const cards = (say: Say, list: readonly Colour[]) => (list.length === 0 ? 'none' : list.map((c) => say.colour(c)).join(', '));
const hand = (say: Say, list: readonly Colour[]) => list.map((c) => say.colour(c)).join(', ') || 'no cards';

/** The deal's messages in English (PBS 8.B; the scouting deal's too, PBS 10.A). */
export const dealPbsWords: StepWords = {
  events: {
    cardsDealt: (say, p) => `${p.purpose === 'pbs' ? 'PBS' : 'Scouting'} cards dealt: ${p.invader} to ${say.who('invader')}, ${p.defender} to ${say.who('defender')}.`,
    handDealt: (say, p) => `${say.name(p.side)}, your ${p.purpose === 'pbs' ? 'PBS' : 'scouting'} cards: ${cards(say, p.cards)}.`,
  },
  refusals: {
    badDeal: (_say, p) =>
      p.purpose === 'pbs'
        ? 'The dealt cards must be the top cards of the deck, as many as each army has PBS cards.'
        : 'Scouting cards must come from the top of the deck, enough to reach each scouting total.',
  },
  chance: { dealPbs: (say, a) => `invader ${hand(say, a.invader)}; defender ${hand(say, a.defender)}` },
};

/** The scouting deal's outcome, said as the PBS deal's. */
export const dealtHands = hand;
