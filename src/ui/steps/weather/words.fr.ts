import { translate } from '../../words/translations';
import { WEATHER_WORDS } from './words';

translate('fr', WEATHER_WORDS, {
  season: 'Saison : {season} ({up, select, true {+} other {}}{modifier}). Lancez 2D6 ; un double rend la météo changeante.',
  roll: 'Lancer 2D6 pour la météo',
  firstDie: 'Premier dé',
  secondDie: 'Second dé',
  firstMissing: 'Choisissez le chiffre du premier dé.',
  secondMissing: 'Choisissez le chiffre du second dé.',
  explain:
    'Deux dés plus le {up, select, true {+} other {}}{modifier} de la saison {season} donnent le score, lu dans la colonne {column} de la table de météo ; un double rend la météo changeante : elle peut donc évoluer à chaque tour de bataille.',
});
