import { stepTranslation } from '../../messages';
import { vitalSettlementWords } from './words';

/** vitalSettlement: its messages in French (words.ts has the English they translate). */
export default stepTranslation(vitalSettlementWords, {
  events: {
    vitalSettlementPlaced: 'La Localité vitale ou le Fort est posé.',
    vitalSettlementNone: 'Cette bataille n’a pas de Localité vitale ni de Fort.',
  },
  refusals: {},
  chance: {},
});
