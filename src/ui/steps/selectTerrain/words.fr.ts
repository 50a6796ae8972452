import { translate } from '../../words/translations';
import { SELECT_TERRAIN_WORDS } from './words';

translate('fr', SELECT_TERRAIN_WORDS, {
  size: 'au moins {min} de côté, dans un carré de {max}',
  density: 'Densité {density} :',
  compulsory:
    'le terrain obligatoire est {none, select, true {nul} other {{demand}}} à eux deux, choisi à tour de rôle, le défenseur d’abord.',
  optional: 'chaque joueur peut choisir jusqu’à {each, plural, one {# élément facultatif} other {# éléments facultatifs}}.',
  noImpassable: 'Rien d’infranchissable. ',
  piecesAre: 'Éléments : {size}.',
  chosen: 'Choisis jusqu’ici : {pieces, list}.',
  chosenPiece: '{terrain} par {owner}',
  chosenDeclared: '{terrain} ({declared}) par {owner}',
  chooses: '{player} ({side}) choisit {compulsory, select, true {un élément obligatoire} other {un élément facultatif}}',
  noMore: '{player} ne prend plus de terrain facultatif',
  explainCompulsory:
    'Le terrain ralentit, bloque ou abrite : prenez ce qui sert votre armée et gêne l’autre ; vous le placerez.',
  explainOptional:
    'Prenez des éléments facultatifs s’ils aident votre armée, ou arrêtez. {defenderFirst, select, true {Le défenseur prend d’abord tous les siens, puis l’envahisseur.} other {À tour de rôle, le défenseur d’abord.}}',
});
