import { translate } from './translations';
import { MEASURE_WORDS, POSITION_WORDS, STAGE_WORDS, VIOLATION_WORDS } from './table';

translate('fr', MEASURE_WORDS, { units: '{n} {unit}' });

translate('fr', STAGE_WORDS, { placed: 'là où il a été placé', final: 'là où il a fini' });

translate('fr', POSITION_WORDS, {
  footprint: 'centre à {x} du bord latéral gauche et à {y} du bord du défenseur, {width} × {depth}, tourné de {angle}°',
});

translate('fr', VIOLATION_WORDS, {
  offTable: 'Il doit être entièrement sur la table',
  straddles: 'Placé sans jet de dé, il ne doit pas chevaucher deux secteurs',
  outsideSector: 'Il doit être entièrement dans {sector}, comme l’exigeait son dé de placement',
  itsSector: 'son secteur',
  mustTouchEdge: 'Il doit toucher un bord de table',
  tooSmall: 'Il doit mesurer au moins {min} × {min} ; son petit côté mesure {size}',
  tooLarge: 'Il doit tenir dans {max} × {max} ; son grand côté mesure {size}',
  terrainSizeWidth: '{rule} : {max} de large au plus, pas {width}',
  terrainSizeLarger: '{rule} : il ne doit pas tenir dans {min} × {min}',
  terrainSizeMax: '{rule} : {max} au plus sur son grand côté, pas {size}',
  terrainSize: '{rule}',
  sizeRule: 'Son type de terrain fixe sa propre taille',
  tooClose: 'Il doit être à au moins {min} des autres terrains ; il est à {distance} de {terrain}',
  movedTooFar: 'L’adversaire peut le déplacer de {max} au plus ; ici, {distance}',
  turnedWhenMoved: 'Un élément déplacé garde son orientation ; celui-ci est tourné de {angle}°',
  notEdgeToEdge: 'Il doit aller en ligne droite d’un bord de table à un autre{orDeepWater, select, true { ou jusqu’à l’eau profonde} other {}}',
  mayNotMove: {
    secureFlank: 'L’adversaire ne déplace jamais un élément de flanc sécurisé',
    immovable: 'Son type de terrain ne peut plus être déplacé une fois placé',
    lost: 'Il a été perdu à cause de son dé de placement, il n’a donc jamais été posé sur la table',
    keep: 'L’adversaire l’a laissé là où il a été placé, il n’a donc pas d’autre position finale',
    remove: 'L’adversaire l’a retiré de la table',
    undecided: 'Le dé de l’adversaire n’a pas encore décidé de son sort',
  },
  mayNotMoveOther: 'Il ne peut pas être déplacé',
  notOnOwnHalf: 'Un élément de flanc sécurisé se place dans la moitié de table de son joueur{side, select, invader { (celle de l’envahisseur)} defender { (celle du défenseur)} other {}}',
  notTouching: 'Placé sans jet de dé, il doit toucher {named, select, true {{targets, list, or}} other {le terrain contre lequel il est placé}}',
  resized: 'Déplacer ou faire pivoter un élément ne change pas sa taille',
  notAPivot: 'Un pivot le fait tourner autour d’un point de l’élément, qui reste où il était',
  riverEnds: 'Une rivière ou un ruisseau peut se terminer à l’eau profonde, mais pas la longer ni passer dessous',
  inDeepWater:
    'Seule une Ville peut se trouver sur l’eau profonde ; les autres terrains peuvent la toucher, mais ni y pénétrer ni atteindre le bord latéral à côté',
  nothingWithinCovers: 'Rien ne peut se trouver, même en partie, dans {within}, il ne peut donc pas être posé sur {covers} ; il peut le toucher',
  nothingWithin: 'Rien ne peut se trouver, même en partie, dans {within} ; il peut le toucher mais pas y pénétrer',
  withSource: '{sentence} ({source}).',
});
