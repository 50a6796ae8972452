import { ASSUMPTION_TITLES } from './assumptions';
import { translate } from './translations';

translate('fr', ASSUMPTION_TITLES, {
  dice: 'Faces des dés par couleur',
  rollOffRanking: 'Ordre des faces au jet d’initiative',
  deck: 'Composition du paquet de commandement',
  armyCardLimits: 'Limites de cartes PBS et de reconnaissance',
  tugRounding: 'Arrondi des pourcentages en TuG',
});
