import { translate } from '../words/translations';
import { BATTLE_FACTS_WORDS, DIE_BUTTONS_WORDS, MAP_WORDS } from './words';

translate('fr', BATTLE_FACTS_WORDS, {
  vital: 'Localité vitale ou Fort',
  vitalState: { placed: 'En place', none: 'Pas dans cette bataille', open: 'Pas encore en place' },
  invader: 'Envahisseur',
  defender: 'Défenseur',
  players: 'Joueurs',
  notChosen: '{first} ({firstArmy}) et {second} ({secondArmy}) ; camps pas encore choisis',
  rules: 'Règles',
  intercept: 'Interception stratégique',
  notDecided: 'Pas encore décidé',
  yes: 'Oui',
  no: 'Non',
  square: 'Territoire et case',
  flank: 'Flanc sécurisé',
  weather: 'Saison et météo',
  scouting: 'Reconnaissance',
  terrain: 'Terrain',
  pieces: 'Éléments de terrain',
  caption: 'Éléments de terrain et leur sort',
  columns: { piece: 'Élément', kind: 'Type', player: 'Joueur', placement: 'Placement', opponent: 'Adversaire' },
  kinds: { flank: 'flanc', compulsory: 'obligatoire', optional: 'facultatif' },
  categories: { good: 'bon', rough: 'accidenté', difficult: 'difficile' },
  declared: { dangerous: 'dangereux', impassable: 'infranchissable' },
});

translate('fr', MAP_WORDS, {
  title: 'Plan PBS : {territory}',
  generic: ' (plan générique 2020)',
  square: 'rangée {row}, colonne {col}, {words}',
  choose: '{label} : {square}, {allowed, select, true {{legal}} other {interdit}}',
  detail: 'Rangée {row}, colonne {col} : {words}{choosing, select, true { ; {allowed, select, true {{legal}} other {interdit}}} other {}}.',
  board: '{map} : les flèches mènent à une case, puis Entrée ou Espace la choisit',
  framed: 'Les cases encadrées peuvent être choisies. Les flèches passent d’une case à l’autre ; Entrée ou Espace choisit.',
  point: 'Pointez ou touchez une case pour la lire en entier.',
  column: 'Colonne {n}',
  row: 'Rangée {n}',
  canMove: 'Peut se déplacer ici',
  canPlace: 'Peut être posé ici',
  key: 'Légende du plan',
  counter: 'Pion d’armée',
  path: 'Trajet de la marche ; le nombre est le jour qui s’y est terminé',
  greyed: 'Grisé : hors du territoire {territory}',
  notIn: 'Hors {territory}',
  genericNote: 'Sur le plan générique 2020, les rangées du haut et du bas se rejoignent. Ses rangées de flancs sécurisés sont des données non vérifiées (source 002).',
  squareHolds:
    '{flank}, {density}{inTerritory, select, false {, hors du territoire {territory}} other {}}{here, select, true {, pion d’armée ici} other {}}{start, select, true {, la marche est partie d’ici} other {}}{ended, select, true {, {days}} other {}}',
  daysEnded: '{count, plural, one {jour {days, list} terminé ici} other {jours {days, list} terminés ici}}',
  legal: '{action, select, place {peut être posé ici} stay {peut rester ici} other {peut se déplacer ici}}',
  noFlank: 'Pas de flanc',
  deepWater: 'Eau profonde',
  flankOptions: '{options, list, or}',
  deepWaterShort: 'EP',
  densityShort: { featureless: 'SE', open: 'DG', normal: 'N', dense: 'D', veryDense: 'TD' },
});

translate('fr', DIE_BUTTONS_WORDS, {
  enterResult: '{label} : saisir le résultat',
});
