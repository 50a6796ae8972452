import { catalogue } from '../../words/catalogue';

/** The made-up omens' words (ARCHITECTURE "Add a step"). */
export const OMENS_WORDS = catalogue({
  explain: 'The roll-off winner reads the omens: one die, for the record.',
  die: 'The omen die',
});
