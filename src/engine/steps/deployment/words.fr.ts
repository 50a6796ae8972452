import { stepTranslation } from '../../messages';
import { deploymentWords } from './words';

/** deployment: its messages in French (words.ts has the English they translate). */
export default stepTranslation(deploymentWords, {
  events: {
    deploymentDone: 'Déploiement fait : {entry, plan}',
    deploymentBatchDone: 'Déploiement fait : {batch, planBatch, lower}.',
    conditionConfirmed: '{holds, campConfirmed}{entry.code, select, campOption { {entry, campOption}} other {}}',
  },
  refusals: {
    deploymentOrder: 'Confirmez le plan de déploiement dans l’ordre, une partie après l’autre.',
    conditionNotAsked: 'Cette partie du plan de déploiement ne pose pas de question : l’application sait déjà si sa condition est remplie.',
    conditionPending: 'Dites d’abord si la condition de l’option de camp est remplie : l’application ne peut pas le savoir, et cette partie du plan de déploiement en dépend.',
  },
  chance: {},
});
