import { catalogue, msg } from '../../words/catalogue';

/** The secret card's words, for the territory contest and the march: the hand-off curtain, the hand, the physical reveal (seed 000 PBS 8.B, 8.D). */
export const SECRET_CARD_WORDS = catalogue({
  territoryRound: 'the territory contest',
  dayRound: msg<{ day: number }>('day {day} of the march'),
  playNoCard: 'Play no card',
  pass: 'Pass (counts as Black)',
  curtain: 'Hand-off curtain',
  passTo: msg<{ player: string; side: string; other: string }>('Pass the laptop to {player} ({side}) - {other}, look away.'),
  /**
   * `other`: whether the other player chose face down (`chosen`), had no card left so the app passed for him
   * (`passed`, PBS 8.D), or has yet to choose (`waiting`).
   */
  chooses: msg<{ player: string; round: string; other: string; otherIs: 'chosen' | 'passed' | 'waiting' }>(
    '{player} chooses a card for {round}.{otherIs, select, passed { {other} has no cards left and passes.} chosen { {other} has already chosen, face down.} other {}}',
  ),
  showMine: msg<{ player: string }>('I am {player}: show my cards'),
  handOf: msg<{ player: string }>("{player}'s hand"),
  yourHand: msg<{ player: string; count: number }>('{player}, your hand ({count, plural, one {# card} other {# cards}}):'),
  empty: 'empty',
  play: msg<{ colour: string }>('Play {colour}'),
  hide: 'Hide my cards',
  revealThenEnter: msg<{ round: string }>('Both players reveal the card they chose for {round}, then tap the colours here.'),
  /** Physical cards, one player left to enter: the other had no card left, and the app passed for him (PBS 8.D). */
  revealOneThenEnter: msg<{ round: string; player: string; passed: string }>(
    '{player} reveals the card he chose for {round}, then taps its colour here. {passed} has no cards left and passes.',
  ),
  played: msg<{ player: string; side: string; inHand: number }>('{player} ({side}) played ({inHand, plural, one {# card} other {# cards}} in hand)'),
  reveal: 'Reveal',
  /** Issue 29: the territory contest in one line; "no card" only where the edition lets a player keep it (`optional`). */
  explainContest: msg<{ optional: boolean; tieTo: 'invader' | 'defender' }>(
    "Each plays a card face down: if the invader's is better he picks the territory from the defender's list, otherwise (a tie too) the {tieTo, select, invader {invader} other {defender}} does.{optional, select, true { Playing no card counts as Black but keeps the card for scouting.} other {}}",
  ),
  /** Issue 29: a day of the march in one line, Black or pass included (the day itself is in the step's title). */
  explainDay: 'Both play a card at once: the better colour moves the counter, further for a bigger gap; equal cards leave it. A pass counts as Black, and the card kept adds to your scouting.',
});
