import { catalogue, msg } from '../../words/catalogue';

/** The territory choice's words: the revealed cards and who picks (seed 000 PBS 8.B). */
export const CHOOSE_TERRITORY_WORDS = catalogue({
  revealed: msg<{ invader: string; invaderCard: string; defender: string; defenderCard: string }>(
    'Revealed: {invader} (invader) {invaderCard}, {defender} (defender) {defenderCard}.',
  ),
  noCard: 'no card',
  invaderPicks: 'The invader played the better card and picks the territory.',
  defenderPicks: 'The invader did not play a better card, so the defender picks.',
  /** Issue 29: what the territory decides. */
  explain: msg<{ chooser: string }>(
    "{chooser} picks the territory from the defender's list: it gives the map the counter marches on, and each square of that map sets a secure flank and the terrain density.",
  ),
});
