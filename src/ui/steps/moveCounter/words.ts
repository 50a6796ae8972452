import { catalogue, msg } from '../../words/catalogue';

/** Moving the army counter: the allowance of the day's cards (seed 000 PBS 8.D). */
export const MOVE_COUNTER_WORDS = catalogue({
  /** The allowance in words (PBS card difference table), never the table's raw line. */
  better: msg<{ winner: string; difference: number; squares: number; diagonal: boolean }>(
    '{winner} is {difference} better: the counter may move up to {squares, plural, one {# square} other {# squares}} side-to-side{diagonal, select, true { or diagonally} other {, not diagonally}}.',
  ),
  move: 'Tap a marked square to move the counter there, or its own square to stay.',
  moveLabel: 'Move the counter',
  /** Issue 29: where to move it, and why it matters. */
  explain: msg<{ winner: string }>(
    '{winner} moves the counter towards a secure flank and terrain density that suit their army: the battle is fought where it ends.',
  ),
});
