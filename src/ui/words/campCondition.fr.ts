import { CAMP_ANSWER_WORDS, CAMP_OPTION_WORDS, CAMP_REASON_WORDS } from './campCondition';
import { translate } from './translations';

translate('fr', CAMP_REASON_WORDS, {
  noTerrain: 'aucun élément de ce terrain n’est sur la table',
  noDeepWater: 'cette case n’a pas de flanc d’eau profonde',
  farFromWater: 'chacun de ces éléments est allé là où il ne peut pas toucher l’eau profonde',
  recorded: 'les positions enregistrées sur le plan de table le montrent',
  placementDie: 'son dé de placement l’obligeait à toucher un bord de table',
  edgeOnlyTerrain: 'ce terrain ne se déploie qu’en touchant un bord de table',
  invaderHalf: 'le seul élément de ce type est le flanc sécurisé de l’envahisseur, dans sa moitié',
  byEye: 'l’application ne peut pas le savoir d’après ce qu’elle connaît',
});

translate('fr', CAMP_OPTION_WORDS, {
  impossible: 'Pas d’option de camp : {reason} (règle spéciale {territory}).',
  unknown: 'Option de camp, s’il y a un élément {terrains, list, or} {condition} : les joueurs disent s’il y en a un (règle spéciale {territory}).',
  declined: 'Pas d’option de camp : les joueurs ont dit qu’il n’y a pas d’élément {terrains, list, or} {condition}.',
  holds:
    'Option de camp pour {defender} : le camp peut être dans un élément {terrains, list, or} {condition} (règle spéciale {territory} ; {why}).{fallback, select, true { Seulement si {defender} y renonce, {invader} peut camper à un tel endroit à sa place.} other {}}',
  confirmedByPlayers: 'les joueurs l’ont confirmé',
});

translate('fr', CAMP_ANSWER_WORDS, {
  confirmed: 'Les joueurs disent que la condition de l’option de camp {holds, select, true {est remplie} other {n’est pas remplie}}.',
});
