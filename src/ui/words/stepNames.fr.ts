import { STEP_NAME_WORDS } from './stepNames';
import { translate } from './translations';

translate('fr', STEP_NAME_WORDS, {
  rollOff: 'le jet d’initiative',
  chooseRole: 'le choix entre envahisseur et défenseur',
  intercept: 'l’interception stratégique',
  season: 'le choix de la saison',
  shuffle: 'le mélange du paquet',
  dealPbs: 'la distribution des cartes PBS',
  territoryCards: 'la lutte pour le territoire',
  chooseTerritory: 'le choix du territoire',
  placeCounter: 'la pose du pion d’armée',
  march: 'la marche',
  moveCounter: 'le déplacement du pion d’armée',
  secureFlanks: 'les flancs sécurisés',
  selectCompulsory: 'le choix du terrain obligatoire',
  placeCompulsory: 'la pose du terrain obligatoire',
  selectOptional: 'le choix du terrain facultatif',
  placeOptional: 'la pose du terrain facultatif',
  vitalSettlement: 'la Localité vitale ou le Fort',
  weather: 'la météo',
  scouting: 'la reconnaissance',
  deployment: 'le déploiement',
  preGameMoves: 'les mouvements avant la partie',
  done: 'la fin de la pré-bataille',
});
