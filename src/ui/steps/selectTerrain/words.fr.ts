import { translate } from '../../words/translations';
import { SELECT_TERRAIN_WORDS } from './words';

translate('fr', SELECT_TERRAIN_WORDS, {
  size: 'au moins un carré de {min}, tenant dans un carré de {max}',
  density: 'Densité {density} :',
  compulsory:
    'le terrain obligatoire est {none, select, true {nul} other {{demand}}} pour les deux joueurs ensemble, choisi à tour de rôle en commençant par le défenseur.',
  optional: 'chaque joueur peut choisir jusqu’à {each, plural, one {# élément facultatif} other {# éléments facultatifs}}.',
  noImpassable: 'Pas de terrain infranchissable. ',
  piecesAre: 'Les éléments font {size}.',
  chosen: 'Choisis jusqu’ici : {pieces, list}.',
  chosenPiece: '{terrain} par {owner}',
  chosenDeclared: '{terrain} ({declared}) par {owner}',
  chooses: '{player} ({side}) choisit {compulsory, select, true {un élément obligatoire} other {un élément facultatif}}',
  noMore: '{player} ne prend plus de terrain facultatif',
  explainCompulsory:
    'Le terrain ralentit, bloque ou abrite les troupes : choisissez ce qui sert votre armée et gêne l’autre. Vous placez ce que vous choisissez.',
  explainOptional:
    'Prenez des éléments facultatifs là où ils aident votre armée, ou arrêtez. {defenderFirst, select, true {Le défenseur choisit d’abord tous les siens, puis l’envahisseur.} other {Choisis à tour de rôle en commençant par le défenseur.}}',
});
