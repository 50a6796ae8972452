import { translate } from '../words/translations';
import { COMMON_WORDS } from './commonWords';

translate('fr', COMMON_WORDS, {
  dismiss: 'Fermer',
  details: 'Détails',
  recordRoll: 'Enregistrer le jet',
  rolling: 'Les dés roulent…',
});
