import { translate } from '../words/translations';
import { BATTLE_WORDS } from './trackerWords';

translate('fr', BATTLE_WORDS, {
  heading: 'Météo pendant la bataille',
  source: '002 Weather rules',
  rule: 'Au début de chaque tour, lancez les dés Rouges et Verts : chaque crâne Rouge fait monter la météo d’un type, chaque face vierge Verte la fait descendre d’un type, le long des types de la colonne de ce territoire ; à chaque extrémité, elle reste.',
  now: 'Météo actuelle',
  effects: 'Effets',
  nextTurn: 'Tour suivant',
  changeable: 'Changeante',
  changeableNote:
    'Le jet de départ était un double : {dice} à chaque tour, pour toute la bataille (une lecture : les sources ne disent jamais que la météo se stabilise).',
  steady: 'Pas changeante : {dice} à chaque tour.',
  firstTurnNote:
    'Le tour 1 est lancé lui aussi : le jet de départ donne la météo dans laquelle la bataille commence (une lecture de « at the beginning of each turn »).',
  roll: 'Lancer la météo du tour {turn}',
  rolled: 'Tour {turn} : la météo est maintenant {weather}.',
  dice: {
    battleSeed: 'L’application lance les dés depuis son propre code de bataille scellé.',
    physicalDice: 'Lancez vos propres dés Rouges et Verts et saisissez ce qu’ils montrent.',
    noBattleSeed:
      'Cette partie a commencé avant que l’application ne tire un code de bataille scellé : elle ne lance donc pas elle-même la météo de la bataille. Lancez vos propres dés Rouges et Verts et saisissez ce qu’ils montrent.',
  },
  formLegend: 'Les dés du tour {turn}',
  dieLabel: 'Dé {colour}{many, select, true { {number}} other {}}',
  dieMissing: 'Choisissez la face montrée : {label}.',
  record: 'Enregistrer les dés du tour {turn}',
  history: 'Météo jusqu’ici',
  historyEntered:
    '{source, select, noBattleSeed {Ces jets de météo ont été saisis par les joueurs, non vérifiés : cette partie n’a pas de code de bataille.} other {Ces jets de météo ont été saisis par les joueurs, non vérifiés : ils ont lancé leurs propres dés.}}',
  historyCaption: 'Le jet de chaque tour et la météo qu’il a donnée',
  historyHead: ['Tour', 'Dés Rouges', 'Dés Verts', 'Météo'],
  start: 'Début de la bataille : {weather} (le jet de la pré-bataille).',
  noTurns: 'Aucun tour lancé pour l’instant.',
  earlier: '{count, plural, one {# tour précédent figure} other {# tours précédents figurent}} sur la feuille de bataille.',
  fromTo: '{same, select, true {{to} ({steps})} other {{from} → {to} ({steps})}}',
  turn: '{red}, {green} : {same, select, true {{to} ({steps})} other {{from} → {to} ({steps})}}',
  turnRow: 'Tour {turn} : {text}.',
  code: '{sealed, select, true {Scellé jusqu’à la fin de la bataille (empreinte {fingerprint})} other {{seed} (empreinte {fingerprint})}}',
  turnDice: '{total, plural, other {{red, plural, =1 {1 dé Rouge} other {# dés Rouges}} et {green, plural, =1 {1 Vert} other {# Verts}}}}',
  noEffects: 'Aucun effet indiqué.',
  end: 'La bataille est finie',
  endTitle: 'La bataille est-elle finie ?',
  endText:
    '{sealed, select, true {Plus aucune météo n’est lancée, et le code de bataille est révélé pour que chacun puisse vérifier chaque jet de météo.} other {Plus aucune météo n’est lancée ; l’historique reste avec la partie.}}',
  endYes: 'Oui, la bataille est finie',
  over: 'La bataille est finie après {turns, plural, one {# tour} other {# tours}} de jets de météo ; météo finale : {weather}.',
  sealTitle: 'Code de bataille',
  sealed: 'Code de bataille scellé · empreinte {fingerprint}',
  sealedHint:
    'L’application lance la météo de chaque tour depuis ce code qui lui est propre, et non depuis le code de partie de la pré-bataille (révélé maintenant que la pré-bataille est finie) : personne ne peut donc prévoir la météo. Il est révélé à la fin de la bataille.',
  revealed: 'Code de bataille :',
  revealedHint: 'Comparez-le à l’empreinte montrée pendant la bataille ; l’ouverture du fichier de partie exporté vérifie chaque jet de météo avec lui.',
});
