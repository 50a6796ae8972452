import { translate } from '../../words/translations';
import { PLACE_TERRAIN_WORDS } from './words';

translate('fr', PLACE_TERRAIN_WORDS, {
  contiguous: '{owner} : placez-le contigu à un champ ou une localité déjà posés, sans chevaucher deux secteurs.',
  touching: '{owner} : placez-le au contact de l’eau, même s’il déborde dans un autre secteur.',
  secureFlank: '{owner} : flanc sécurisé dans {sector}.',
  wholly:
    '{owner} : entièrement dans {sector}{touchEdge, select, true {, au contact d’un bord de table} other {}} (dé {die}, lu depuis le bord de déploiement de {owner}).',
  outcomes: { keep: 'Le laisser', move: 'Le déplacer', pivot: 'Le pivoter', remove: 'Le retirer' },
  verbs: { keep: 'le laisser', move: 'le déplacer', pivot: 'le pivoter', remove: 'le retirer' },
  moveUpTo: 'Le déplacer de {distance} au plus, dans n’importe quelle direction, même orientation',
  distance: '{value} {unit}',
  places: '{owner} ({side}) place {piece}',
  placesDeclared: '{owner} ({side}) place {piece} (déclaré {declared})',
  flankOnly: '{piece} ne va que dans un secteur de flanc : impair à gauche, pair à droite.',
  rollPlacement: 'Lancer le dé de placement pour {piece}',
  placementDie: 'Dé de placement',
  withoutDice:
    '{method, select, contiguous {Placer contigu à un champ ou une localité, sans dé} other {Placer au contact de l’eau, sans dé}}',
  opponentRolls: 'Quand {piece} est sur la table, {other} lance un dé :',
  rollAgainst: '{other} : lancer contre {piece}',
  dieOf: 'Dé de {other}',
  rolled: '{other} a obtenu {die} contre {piece}. {other} choisit :',
  explainPlacement:
    'Dé de placement de {owner}, lu depuis le bord de déploiement de {owner} : {sectors, list}{edge, select, true { ; {touching, list, or} au contact d’un bord de table} other {}}. Puis {other} peut lancer pour le déranger.',
  sectorFaces: '{faces, list, or} {sector, select, centre {centre} left {flanc gauche} other {flanc droit}}',
  explainOpponent: '{other} lance pour le déranger : {rows, list} ; en dessous, il reste en place.',
  opponentRow: '{min}{orMore, select, true {+} other {}} {verb}',
  explainChoice:
    'Le {die} de {other} permet de : {outcomes, list, or}.{canMove, select, true { Un déplacement (jusqu’à {moveUpTo}, dans n’importe quelle direction) va en général là où il gêne le plus {owner}.} other {}}',
});
