import { translate } from '../words/translations';
import { RESULT_EXPLAIN } from './resultWords';

translate('fr', RESULT_EXPLAIN, {
  territory:
    '{chooser} choisit le territoire : {invaderWon, select, true {la carte de l’envahisseur était meilleure} other {la carte de l’envahisseur n’était pas meilleure, le choix reste donc au défenseur}}.',
  placement:
    'Chaque dé de placement se lit depuis le bord de base de son propriétaire et désigne le secteur où va l’élément ; le dé de l’adversaire, ensuite, peut le déplacer, le faire pivoter ou le retirer.',
  weather:
    'Le score est la somme des deux dés et du modificateur de la saison, lue dans la colonne de ce territoire de la table de météo ; un double rend la météo changeante pendant la bataille.',
  scouting:
    '{loser} est surclassé en reconnaissance de {by} %, donc {loser} se déploie en premier : le camp et {wholeArmy, select, true {toute l’armée} other {{by} % de l’armée}}, sous les yeux de {winner}, avant que {winner} ne place la même part.',
  scoutingTied: 'Les totaux sont égaux : personne n’est surclassé en reconnaissance, et le défenseur commence le déploiement avec un tiers de l’armée.',
});
