import { catalogue } from '../../words/catalogue';

/** The secret card's words, for the territory contest and the march: the hand-off curtain, the hand, the physical reveal (seed 000 PBS 8.B, 8.D). */
export const SECRET_CARD_WORDS = catalogue({
  territoryRound: 'the territory contest',
  dayRound: (day: number) => `day ${day} of the march`,
  playNoCard: 'Play no card',
  pass: 'Pass (counts as Black)',
  curtain: 'Hand-off curtain',
  passTo: (name: string, side: string, other: string) => `Pass the laptop to ${name} (${side}) - ${other}, look away.`,
  /** `other`: the other player and whether he chose face down or had no card left, so the app passed for him (PBS 8.D). */
  chooses: (name: string, round: string, other: { name: string; passed: boolean } | null) =>
    `${name} chooses a card for ${round}.${other ? (other.passed ? ` ${other.name} has no cards left and passes.` : ` ${other.name} has already chosen, face down.`) : ''}`,
  showMine: (name: string) => `I am ${name}: show my cards`,
  handOf: (name: string) => `${name}'s hand`,
  yourHand: (name: string, count: number) => `${name}, your hand (${count} ${count === 1 ? 'card' : 'cards'}):`,
  empty: 'empty',
  play: (colour: string) => `Play ${colour}`,
  hide: 'Hide my cards',
  revealThenEnter: (round: string) => `Both players reveal the card they chose for ${round}, then tap the colours here.`,
  /** Physical cards, one player left to enter: the other had no card left, and the app passed for him (PBS 8.D). */
  revealOneThenEnter: (round: string, name: string, passed: string) =>
    `${name} reveals the card he chose for ${round}, then taps its colour here. ${passed} has no cards left and passes.`,
  played: (name: string, side: string, inHand: number) => `${name} (${side}) played (${inHand} ${inHand === 1 ? 'card' : 'cards'} in hand)`,
  reveal: 'Reveal',
  /** Issue 29: the territory contest in one line; "no card" only where the edition lets a player keep it. */
  explainContest: (optional: boolean, tieTo: string) =>
    `Each plays a card face down: if the invader's is better he picks the territory from the defender's list, otherwise (a tie too) the ${tieTo} does.${
      optional ? ' Playing no card counts as Black but keeps the card for scouting.' : ''
    }`,
  /** Issue 29: a day of the march in one line, Black or pass included (the day itself is in the step's title). */
  explainDay: 'Both play a card at once: the better colour moves the counter, further for a bigger gap; equal cards leave it. A pass counts as Black, and the card kept adds to your scouting.',
});
