import { nameGlossary } from './glossaryText';

/** The glossary's own words in French, by entry id (data/meg/glossary.json); the terms the sources print stay as printed. */
nameGlossary('fr', {
  bw: {
    name: 'Largeur de socle',
    definition: 'L’unité de toutes les distances et tailles de terrain de la pré-bataille. Magna réduit les tailles et distances marquées d’un astérisque aux 2/3, arrondis au supérieur ; Pacto garde les nombres, car une BW de Pacto fait la moitié d’une BW de Maximus.',
    reading: 'Les sources écrivent BW sans jamais le développer ; l’application le lit comme la largeur d’un socle.',
  },
  hbw: {
    name: 'Demi-largeur de socle',
    definition: 'L’unité de la feuille Pacto : elle imprime les distances de la pré-bataille avec les mêmes nombres en HBW là où la feuille Maximus les imprime en BW.',
    reading: 'Les sources écrivent HBW sans jamais le développer ; l’application le lit comme une demi-largeur de socle.',
  },
  tug: {
    name: 'Groupe d’unité tactique',
    definition: 'Une unité des troupes de combat principales de l’armée. Le déploiement 2023 compte l’armée en TuGs : des groupes d’un tiers de la taille d’origine de l’armée, placés à tour de rôle.',
    reading: 'Les sources écrivent TuG sans jamais le développer ; l’application le lit comme « groupe d’unité tactique » (tactical unit group).',
  },
  sug: {
    name: 'Groupe d’unité de tirailleurs',
    definition: 'Une unité de tirailleurs. Sauf sur un flanc sécurisé ou en embuscade, seuls des SuGs peuvent être déployés à moins de {bw:5} des bords latéraux de la table (feuilles 2020).',
    reading: 'Les sources écrivent SuG sans jamais le développer ; l’application le lit comme « groupe d’unité de tirailleurs » (skirmish unit group).',
  },
  ug: {
    name: 'Groupe d’unité',
    definition: 'Tout groupe d’unité, tactique (TuG) ou de tirailleurs (SuG). Les feuilles 2020 comptent le déploiement en UGs.',
    reading: 'Les sources écrivent UG sans jamais le développer ; l’application le lit comme n’importe quel groupe d’unité, TuG ou SuG.',
  },
  kab: {
    name: 'Test de perte de socle',
    definition: 'Un test qui peut coûter un socle à un groupe d’unité. Un terrain déclaré Dangereux y soumet toutes les troupes qui le traversent.',
  },
  ac: {
    name: 'Général en chef',
    definition: 'Le commandant de l’armée. Sa qualité fixe le dé qu’il lance au jet d’initiative : légendaire Rouge, talentueux Jaune, compétent Vert, médiocre Blanc.',
  },
  pbs: {
    name: 'Système de pré-bataille',
    definition: 'Les étapes avant la bataille : le jet d’initiative, le territoire, la marche de cinq jours du pion d’armée sur le plan PBS, le terrain, la reconnaissance et le déploiement. Les cartes PBS sont celles que chaque armée tire pour cela, autant que sa liste d’armée en donne.',
    reading: 'La feuille 2020 est titrée PRE BATTLE SYSTEM et ne développe jamais PBS ; l’application lit PBS comme ses initiales.',
  },
  density: {
    term: 'Densité',
    name: 'Densité du terrain',
    definition: 'La quantité de terrain du champ de bataille : Sans élément, Dégagé, Normal, Dense ou Très dense, lue sur la case où finit le pion d’armée. Elle fixe les éléments obligatoires que les deux joueurs se partagent et les éléments facultatifs que chacun peut ajouter.',
  },
  secureFlank: {
    term: 'Flanc sécurisé',
    name: 'Flanc sécurisé',
    definition: 'Du terrain le long d’un bord latéral, désigné par la case où finit le pion d’armée : de l’eau profonde placée par le défenseur, ou un élément de chacun des types indiqués, le défenseur d’abord puis l’envahisseur dans le même secteur de flanc. L’adversaire ne peut pas le déplacer.',
  },
  colours: {
    term: 'Couleurs',
    name: 'L’échelle des couleurs des cartes et des dés',
    definition: 'Cartes et dés existent en cinq couleurs, de la pire à la meilleure : Noir, Blanc, Vert, Jaune, Rouge. La meilleure carte est celle de la couleur la plus haute ; l’écart entre deux cartes est le nombre de crans qui les sépare.',
    reading: 'Le scan de la source 001 déforme deux noms de couleur (BILAGK, WHIE) ; ils sont corrigés ici.',
  },
  benefit: {
    name: 'Avantage (Benefit)',
    definition: 'Un avantage que le terrain donne, dans les règles de bataille, aux troupes qui s’y trouvent : le Cover (B)enefit (couvert) les protège du tir et du combat, l’Uphill (B)enefit (hauteur) aide celles qui combattent depuis un terrain plus élevé.',
    reading: 'Les sources impriment (B)enefit sans expliquer la lettre entre parenthèses ; l’application lit (B) comme la marque d’un avantage dans les règles de bataille.',
  },
  visible: {
    name: 'Tout visible (All Visible)',
    definition: 'La distance à laquelle on voit les troupes dans le terrain ou à travers lui : All Visible (V) {bw:1} signifie que les troupes sont visibles à moins de {bw:1} ; collines et montagnes la mesurent depuis la ligne de crête.',
    reading: 'Les sources impriment (V) sans le développer ; l’application le lit comme la distance de visibilité du terrain.',
  },
  oot: {
    name: 'Troupes en ordre ouvert',
    definition: 'Des fantassins en ordre ouvert, comme les tirailleurs à pied. Les broussailles et les champs cultivés leur donnent, ainsi qu’aux dragons, le Cover (B)enefit.',
    reading: 'Les sources écrivent OOT sans jamais le développer ; l’application le lit comme « troupes en ordre ouvert » (open order troops).',
  },
  fArm: {
    name: 'Troupes marquées F',
    definition: 'Les troupes dont l’arme porte la marque F dans leur liste d’armée, à pied ou montées. Par forte chaleur, elles combattent avec réticence (combat shy).',
    reading: 'La feuille ne développe pas le F ; vérifiez lesquelles de vos troupes le portent dans votre liste d’armée.',
  },
  chargeClaim: {
    name: 'Revendication face à une charge',
    definition: 'Une limite du terrain (une haie, un mur ou le bord d’une localité) que les troupes qui la défendent peuvent revendiquer quand on les charge à travers elle ; les règles de bataille disent ce que donne cette revendication.',
    reading: 'Les sources de la pré-bataille ne font que nommer la revendication ; son effet est dans les règles de bataille.',
  },
  ce: {
    name: 'Ère commune',
    definition: 'Les années de l’ère commune (apr. J.-C.) : la table des terrains 2020 permet de défendre les bords des champs délimités après 800CE.',
  },
});
