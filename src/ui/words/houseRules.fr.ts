import {
  HOUSE_RULE_WORDS,
  PROFILE_ISSUE_WORDS,
  PROFILE_LABELS,
  PROFILE_VALUE_WORDS,
  ROUNDING_WORDS,
  SCALE_NAMES,
  SETTING_WORDS,
} from './houseRules';
import { translate } from './translations';

translate('fr', PROFILE_LABELS, {
  flankSector: 'Largeur des secteurs de flanc',
  deepWater: 'Eau profonde, au plus dans la table',
  deploymentFromCentre: 'Déploiement, au moins depuis la ligne centrale',
  sideEdgeStrip: 'Bande le long des bords latéraux',
  spacing: 'Espacement entre les éléments de terrain (2020)',
  opponentMove: 'Déplacement du terrain par l’adversaire, jusqu’à',
  camp: 'Distance du camp',
  flankSize: 'Taille des éléments de flanc sécurisé',
  compulsorySize: 'Taille des éléments obligatoires',
  optionalSize: 'Taille des éléments facultatifs',
  marchDays: 'Jours de marche',
  mayMoveLess: 'Le vainqueur du jour peut avancer le pion de moins, ou rester',
  deck: 'Paquet de commandement',
  dice: 'Faces des dés',
  pbsMax: 'Nombre maximal de cartes PBS d’une armée',
  scoutingMax: 'Nombre maximal de cartes de reconnaissance d’une armée',
  tugRounding: 'Arrondi d’un pourcentage de l’armée en TuG',
});

translate('fr', ROUNDING_WORDS, { nearest: 'au TuG le plus proche', up: 'au supérieur', down: 'à l’inférieur' });

translate('fr', PROFILE_VALUE_WORDS, {
  none: '-',
  bw: '{value} BW',
  size: '{min} à {max} BW',
  deck: '{entries, list, unit}',
  deckEntry: '{colour} {count}',
  diceEntry: '{colour} : {faces, list, unit}',
  diceSeparator: ' ; ',
  faces: { skull: 'crâne', wound: 'blessure', special: 'spécial', blank: 'vierge' },
  yes: 'oui',
  no: 'non',
  rounded: 'arrondi {how}',
  change: '{label} : {value} ({assumed, select, true {hypothèse de l’application} other {imprimé}} : {seed})',
});

translate('fr', SETTING_WORDS, {
  name: 'Le nom du profil',
  note: 'La note',
  profile: 'Le profil',
  unknown: '« {key} »',
  sizePart: '{label} ({part, select, min {petit côté} other {grand côté}})',
  part: '{label} ({part})',
});

translate('fr', PROFILE_ISSUE_WORDS, {
  required: '{what} : une valeur est nécessaire.',
  notNumber: '{what} : ce doit être un nombre.',
  notWhole: '{what} : ce doit être un nombre entier.',
  notAnOption: '{what} : choisissez l’une des options proposées.',
  unknownField: '{what} : ce n’est pas un réglage que l’application connaît.',
  maxBelowMin: '{what} : le grand côté ne peut pas être plus petit que le petit.',
  moreThanZero: '{what} : la valeur doit être supérieure à 0.',
  tooSmall: '{what} : au moins {min}.',
  tooBig: '{what} : au plus {max}.',
  tooLong: '{what} : {max, plural, one {# caractère} other {# caractères}} au plus.',
  deckTooSmall: 'Le paquet compte {cards, plural, one {# carte} other {# cartes}} ; les plus grandes armées peuvent en tirer {needed}.',
  dataRefused: 'Les règles refusent ces valeurs ({detail}).',
  invalid: '{what} : la valeur n’est pas valable.',
  belowMinimum: '{what} : au moins {min}, le minimum qu’une armée peut avoir.',
  diceAlwaysTie:
    '{what} : {diceCount, plural, one {le dé {dice} ne montre} other {les dés {dice, list} ne montrent}} que la face {face}, donc {ratingCount, select, one {deux généraux en chef {ratings.0}} two {un général en chef {ratings.0} et un {ratings.1}} other {deux généraux en chef {ratings, list, or}}} seraient à égalité à chaque jet d’initiative (une égalité se relance).',
  table: 'la table {scale} de {width} × {depth} cm',
  noCentreSector: '{what} : deux secteurs de flanc de {flank} {unit} ne laissent aucun secteur central sur {table}.',
  sectorTooNarrow:
    '{what} : {sector, select, centre {le secteur central} other {un secteur de flanc}} fait {width} {unit} de large sur {table}, trop étroit pour un élément {piece, select, flank {de flanc sécurisé} compulsory {obligatoire} other {facultatif}} (au moins {needed} {unit}).',
  limitUnreachable: '{what} : {value} {unit}, c’est trop pour {table}, qui n’a de place que pour {room} {unit}.',
  asPrinted: 'Règles : telles qu’imprimées (aucune règle maison).',
  inUsePrinted: 'Profil de règles : {name} (tel qu’imprimé pour l’édition {edition}).',
  inUse: 'Profil de règles : {name} ({changes, plural, one {# règle maison} other {# règles maison}}).',
});

translate('fr', SCALE_NAMES, { maximus: 'Maximus', magna: 'Magna', pacto: 'Pacto' });

translate('fr', HOUSE_RULE_WORDS, {
  houseRule: 'Règle maison',
  noChanges: 'Rien : les règles telles qu’imprimées.',
  deadEndTitle: 'Ces règles ne peuvent pas fonctionner à cette table.',
  deadEndIntro:
    'La partie a été enregistrée avec elles et s’ouvre telle quelle, mais elle risque de ne jamais arriver à son terme : une nouvelle partie demande un autre profil ou une autre table.',
});
