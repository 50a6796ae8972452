import { stepTranslation } from '../../messages';
import { seasonWords } from './words';

/** season: its messages in French (words.ts has the English they translate). */
export default stepTranslation(seasonWords, {
  events: {
    seasonChosen: '{sides.invader, who} choisit {season, season}.',
  },
  refusals: {
    seasonNotOffered: 'Cette saison ne figure pas dans les règles de météo.',
  },
  chance: {},
});
