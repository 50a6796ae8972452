import { translate } from '../words/translations';
import { citationWords, demandPartWords, glossaryWords, legendWords, terrainChoiceWords, territoryWords } from './words';

translate('fr', citationWords, {
  label: 'Sources : {source}',
  openInReference: 'Ouvrir dans la référence des règles',
  openLabel: 'Ouvrir dans la référence des règles : {title}',
  none: 'L’application n’a aucun texte pour ces sources. Cherchez-les dans la référence des règles.',
  close: 'Fermer',
});

translate('fr', glossaryWords, {
  button: 'Glossaire',
  title: '{term}{named, select, true { : {name}} other {}}',
  intro: 'Abréviations et termes de la pré-bataille, transcrits des sources.',
  termLabel: '{form}, {name} : ouvrir l’entrée du glossaire',
});

translate('fr', demandPartWords, {
  difficult: '{n, plural, one {# Difficile} other {# Difficiles}}',
  roughOrGood: '{n, plural, one {# Accidenté ou Bon} other {# Accidentés ou Bons}}',
  any: '{n} de tout type',
});

translate('fr', legendWords, {
  ladder: 'Cartes, de la pire à la meilleure',
  passCountsAs: 'Une passe compte comme {colour}.',
  noCardCountsAs: 'Ne jouer aucune carte compte comme {colour}.',
  noCardHeldCountsAs: 'Un joueur qui n’a aucune carte PBS n’en joue aucune, ce qui compte comme {colour}.',
  appReading: 'Les sources laissent ce point ouvert : c’est la lecture de l’application.',
  contest: 'La meilleure carte choisit le territoire ; à cartes égales, le choix revient au camp {tieGoesTo}.',
  moves: 'De combien la meilleure carte déplace le pion d’armée',
  move: '{difference} de mieux : {squares, plural, one {# case} other {# cases}} orthogonalement{diagonal, select, true { ou en diagonale} other {}}',
  dice: 'Faces des dés, de la meilleure à la pire',
  diceCaption: 'Faces de chaque dé',
  diceHead: ['Dé', 'Faces'],
  tiesReroll: 'À faces égales, on relance.',
  faceCount: '{count, plural, =0 {{face}} one {{face}} other {# × {face}}}',
  diceAssumed: 'Les sources ne donnent ni les faces de chaque dé ni leur ordre au jet d’initiative : ce sont les valeurs par défaut de l’application.',
  hatching: 'Densité sur les plans : ce que signifie chaque hachure',
  densities: 'Ce que signifie chaque densité',
  density:
    '{hasCompulsory, select, true {{compulsory} obligatoires entre les deux joueurs} other {Aucun terrain obligatoire}} ; jusqu’à {optional, plural, one {# élément facultatif} other {# éléments facultatifs}} chacun{impassable, select, true {} other { ; pas de terrain infranchissable}}',
});

translate('fr', terrainChoiceWords, {
  option: '{name}{declared, select, dangerous {, déclaré Dangereux} impassable {, déclaré Infranchissable} other {}}',
  category: 'terrain {category}',
  capLeft: 'reste {left} sur {max}{shared, select, true {, partagé avec {sharedWith, list}} other {}}',
  perPlaced: 'reste {left} : au plus 1 par {anchors, list, or} sur la table',
  noCap: 'Pas de limite propre',
  effects: 'Effets : ',
  more: 'En savoir plus sur {name}',
  specialRules: 'Règles spéciales : ',
  pactoWording: 'Pacto : ce sont les termes de la feuille Pacto (source 001). {note}',
});

translate('fr', territoryWords, {
  terrain: '{count, plural, one {# type de terrain} other {# types de terrain}} ({categories, list, unit})',
  category: '{n} {category}',
  flanks: 'flancs sécurisés : {count, plural, =0 {aucun} other {{names}}}',
  flankSeparator: ' ; ',
  densities: '{same, select, true {densité {from}} other {densité de {from} à {to}}}',
  squares: '{count} des {total} cases du plan',
  line: '{parts}.',
  partSeparator: ' ; ',
});
