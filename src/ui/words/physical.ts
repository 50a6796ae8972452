import { catalogue, msg } from './catalogue';
/** What the players are told when they enter their own cards and dice (physical mode) and leave a choice empty. */
export const PHYSICAL_WORDS = catalogue({
  cardMissing: msg<{ player: string }>('Choose the card {player} played.'),
  faceMissing: msg<{ player: string }>('Choose the face {player} rolled.'),
  /** The notice by the submit button, naming how many choices are still empty. */
  stillEmpty: msg<{ count: number }>(
    '{count, plural, one {# choice is still empty: nothing was recorded. Tap it, then try again.} other {# choices are still empty: nothing was recorded. Tap them, then try again.}}',
  ),
  /** The roll-off's face buttons: who rolled (a name as `isolateName` shows it), and the die's colour in words. */
  rolledDie: msg<{ player: string; colour: string }>('{player} rolled ({colour} die)'),
} as const);
