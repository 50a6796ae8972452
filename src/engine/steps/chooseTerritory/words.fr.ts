import { stepTranslation } from '../../messages';
import { chooseTerritoryWords } from './words';

/** chooseTerritory: its messages in French (words.ts has the English they translate). */
export default stepTranslation(chooseTerritoryWords, {
  events: {
    territoryChosen: '{side, name} choisit le territoire {territory, territory} pour la bataille.',
  },
  refusals: {
    territoryNotOffered: 'Ce territoire n’est pas sur la liste du défenseur.',
  },
  chance: {},
});
