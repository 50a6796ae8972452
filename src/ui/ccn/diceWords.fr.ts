import { translate } from '../words/translations';
import { CCN_DICE_WORDS } from './diceWords';

translate('fr', CCN_DICE_WORDS, {
  game: 'Commands & Colors: Napoleonics',
  title: 'Dés de combat',
  intro:
    'Indiquez qui combat, depuis quel hexagone et contre quelle cible : la réponse donne les dés à lancer une fois le terrain compté, les drapeaux que la cible peut ignorer et chaque règle appliquée, citée avec sa source.',
  navLabel: 'Autres écrans',
  home: 'Accueil',
  rulesLink: 'Règles du terrain',
  units: {
    infantry: 'Infanterie',
    lightInfantry: 'Infanterie légère',
    cavalry: 'Cavalerie',
    artillery: 'Artillerie',
  },
  attacker: {
    legend: 'L’unité qui attaque',
    type: 'Type d’unité',
    dice: 'Dés de combat en terrain dégagé',
    diceHint: 'Les dés qu’elle lancerait sans aucun terrain, de 0 à 12.',
    charge: 'Activée par une carte Charge de cavalerie',
  },
  hex: {
    legend: { from: 'Son hexagone', to: 'La cible' },
    terrain: { from: 'Terrain de son hexagone', to: 'Terrain de l’hexagone de la cible' },
    clear: 'Dégagé (sans terrain)',
    companion: '{extra} sur l’hexagone {main} {side, select, from {de l’unité} other {de la cible}}',
    moved: 'Elle est entrée dans cet hexagone ce tour-ci',
    targetType: 'Type de l’unité ciblée',
    targetTypeHint: 'Décide des drapeaux qu’elle peut ignorer.',
    targetNotGiven: 'Non précisé',
  },
  battle: {
    legend: 'Le combat',
    combat: 'Combat',
    melee: 'Corps à corps',
    ranged: 'Combat à distance',
    across: 'Le combat franchit un côté d’hexagone avec {names, list}',
    acrossHint: 'Décochez quand il vient du flanc ou de l’arrière des ouvrages.',
  },
  diceErrors: {
    empty: 'Saisissez les dés de combat que l’unité lance en terrain dégagé, un nombre de 0 à 12.',
    notWhole: 'Les dés de combat sont un nombre entier de 0 à 12.',
  },
  answer: {
    title: 'Réponse',
    jump: '{summary} Voir pourquoi',
    needsDice: 'La réponse demande les dés de combat en terrain dégagé : voyez le message près de ce champ.',
    refused: 'Ces choix ne permettent pas de calculer la réponse.',
    roll: 'Lancez',
    diceWord: '{count, plural, one {dé de combat} other {dés de combat}}',
    mayNotBattle: 'Ne peut pas combattre',
    why: 'Pourquoi',
    sum: '{open} en terrain dégagé{terms} = {result}{floored, select, true { (jamais moins de zéro)} other {}}',
    term: ', {sign, select, minus {−} other {+}}{size} ({what})',
    situations: {
      targetOnHex: 'cible sur un hexagone {terrain}',
      battlingOut: 'combat depuis un hexagone {terrain}',
      targetUpHill: 'cible en surplomb',
      targetDownHill: 'cible en contrebas',
      hillToHill: 'd’un hexagone {terrain} à un hexagone {terrain}',
    },
    blocked: {
      battleProhibited: 'Le combat est interdit sur un hexagone {terrain}.',
      meleeNotPossible: 'Pas de corps à corps vers ou depuis un hexagone {terrain} ; le combat à distance reste possible.',
      impassable: '{unit} : ne peut pas entrer dans un hexagone {terrain}, donc ne peut pas combattre depuis un tel hexagone.',
      noBattleAfterMove: '{unit} : ne peut pas combattre le tour où elle entre dans un hexagone {terrain}.',
    },
    flags:
      '{count, plural, =0 {La cible ne peut ignorer aucun drapeau.} one {La cible peut ignorer # drapeau.} other {La cible peut ignorer # drapeaux.}}',
    hill: {
      hillToHill: 'Les deux hexagones sont des hexagones {hill} : les règles du combat d’un hexagone {hill} à un autre s’appliquent.',
      targetUpHill: 'La cible est en surplomb : seul son hexagone est un hexagone {hill}.',
      targetDownHill: 'La cible est en contrebas : seul l’hexagone de l’unité qui attaque est un hexagone {hill}.',
    },
    charge: {
      adds: 'La carte Charge de cavalerie ajoute quand même ses dés supplémentaires, en plus des dés ci-dessus.',
      denied: 'La carte Charge de cavalerie n’ajoute aucun dé à ce combat.',
    },
    rulesTitle: 'Règles appliquées',
    whyRules: 'Règles qui interdisent le combat',
    notesTitle:
      'Mouvement et formation en carré, pour {unit, select, infantry {l’infanterie} lightInfantry {l’infanterie légère} cavalry {la cavalerie} other {l’artillerie}}',
    notesHex: { from: 'Son hexagone : {terrain}', to: 'Hexagone de la cible : {terrain}' },
    noNotes: 'Aucune règle de mouvement ni de carré pour cet hexagone.',
    announce:
      '{mayBattle, select, true {Lancez {dice, plural, one {# dé} other {# dés}}.} other {Ne peut pas combattre.}}{flags, plural, =0 {} one { La cible peut ignorer # drapeau.} other { La cible peut ignorer # drapeaux.}}',
  },
});
