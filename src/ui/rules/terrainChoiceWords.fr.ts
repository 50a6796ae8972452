import { translate } from '../words/translations';
import { terrainChoiceWords } from './terrainChoiceWords';

translate('fr', terrainChoiceWords, {
  option: '{name}{declared, select, dangerous {, déclaré Dangereux} impassable {, déclaré Infranchissable} other {}}',
  category: 'terrain {category}',
  capLeft: 'reste {left} sur {max}{shared, select, true {, partagé avec {sharedWith, list}} other {}}',
  perPlaced: 'reste {left} : au plus 1 par {anchors, list, or} sur la table',
  noCap: 'Pas de limite propre',
  effects: 'Effets : ',
  more: 'En savoir plus sur {name}',
  specialRules: 'Règles spéciales : ',
  pactoWording: 'Pacto : ce sont les termes de la feuille Pacto (source 001). {note}',
});
