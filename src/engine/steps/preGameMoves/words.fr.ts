import { stepTranslation } from '../../messages';
import { preGameMovesWords } from './words';

/** preGameMoves: its messages in French (words.ts has the English they translate). */
export default stepTranslation(preGameMovesWords, {
  events: {
    preGameMovesDone: 'Mouvements d’avant-partie faits. La bataille peut commencer.',
  },
  refusals: {},
  chance: {},
});
