import { catalogue, msg } from '../../words/catalogue';

/** Scouting: the deal or the physical counts, and the comparison (seed 000 PBS 10.A). */
export const SCOUTING_WORDS = catalogue({
  dealt: msg<{ invader: string; invaderDraws: number; defender: string; defenderDraws: number; best: number }>(
    "Each player is dealt cards up to their army's scouting total, counting the PBS cards they kept: {invader} draws {invaderDraws}, {defender} draws {defenderDraws}. The best {best} count.",
  ),
  deal: 'Deal and compare scouting cards',
  physical: 'Each player draws up to their scouting total (kept PBS cards count), then taps a colour once per card held; no tap means none.',
  total: msg<{ player: string; side: string; total: number }>('{player} ({side}): scouting total {total}'),
  compare: 'Compare scouting',
  addTo: msg<{ player: string }>("Add {player}'s scouting cards"),
  add: msg<{ colour: string }>('Add {colour}'),
  plus: '+',
  /** What a card of a colour is worth, in the list of `explain`. */
  value: msg<{ colour: string; percent: number }>('{colour} {percent}%'),
  full: msg<{ player: string; limit: number }>(
    '{player} holds at most {limit, plural, one {# scouting card} other {# scouting cards}}: take one back below to change it.',
  ),
  heldBy: msg<{ player: string }>("{player}'s scouting cards"),
  held: msg<{ count: number }>('Entered ({count}):'),
  none: 'none',
  takeBack: msg<{ colour: string }>('Take back a {colour} card'),
  /** Issue 29: what the cards are worth (`values`) and what the comparison decides (PBS 10.A, 10.E). */
  explain: msg<{ values: readonly string[]; best: number }>(
    'Cards are worth {values} of the army; the best {best} add up. The lower total is outscouted by the difference and deploys that share first, in the other\'s sight.',
  ),
});

/** The cards that made each scouting total, shown with the comparison (PBS 10.A: public once dealt and compared). */
export const SCOUTING_CARDS_WORDS = catalogue({
  title: 'The scouting cards',
  whose: msg<{ player: string; side: string }>('{player} ({side})'),
  dealt: msg<{ count: number }>('{count, plural, =0 {No cards} one {# card:} other {# cards:}}'),
  counted: msg<{ count: number; total: number }>('the best {count} count, {total}%:'),
  countedNone: msg<{ total: number }>('nothing counts, {total}%'),
});
