import { catalogue } from '../../words/catalogue';

/** Scouting: the deal or the physical counts, and the comparison (seed 000 PBS 10.A). */
export const SCOUTING_WORDS = catalogue({
  dealt: (invader: string, invaderDraws: number, defender: string, defenderDraws: number, best: number) =>
    `Each player is dealt cards up to their army's scouting total, counting the PBS cards they kept: ${invader} draws ${invaderDraws}, ${defender} draws ${defenderDraws}. The best ${best} count.`,
  deal: 'Deal and compare scouting cards',
  physical: 'Each player draws up to their scouting total (kept PBS cards count), then taps a colour once per card held; no tap means none.',
  total: (name: string, side: string, total: number) => `${name} (${side}): scouting total ${total}`,
  compare: 'Compare scouting',
  addTo: (name: string) => `Add ${name}'s scouting cards`,
  add: (colour: string) => `Add ${colour}`,
  plus: '+',
  full: (name: string, limit: number) => `${name} holds at most ${limit} scouting ${limit === 1 ? 'card' : 'cards'}: take one back below to change it.`,
  heldBy: (name: string) => `${name}'s scouting cards`,
  held: (count: number) => `Entered (${count}):`,
  none: 'none',
  takeBack: (colour: string) => `Take back a ${colour} card`,
  /** Issue 29: what the cards are worth and what the comparison decides (PBS 10.A, 10.E). */
  explain: (values: string, best: number) =>
    `Cards are worth ${values} of the army; the best ${best} add up. The lower total is outscouted by the difference and deploys that share first, in the other's sight.`,
});

/** The cards that made each scouting total, shown with the comparison (PBS 10.A: public once dealt and compared). */
export const SCOUTING_CARDS_WORDS = catalogue({
  title: 'The scouting cards',
  whose: (name: string, side: string) => `${name} (${side})`,
  dealt: (count: number) => (count === 0 ? 'No cards' : `${count} ${count === 1 ? 'card' : 'cards'}:`),
  counted: (count: number, total: number) => `the best ${count} count, ${total}%:`,
  countedNone: (total: number) => `nothing counts, ${total}%`,
});
