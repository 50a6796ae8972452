import { translate } from '../words/translations';
import { legendWords } from './legendWords';

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
