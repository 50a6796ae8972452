import { ISSUE_WORDS } from './issues';
import { translate } from './translations';

translate('fr', ISSUE_WORDS, {
  at: 'à {path} : {problem}',
  top: 'au premier niveau : {problem}',
  type: '{expected} attendu',
  value: '{count, plural, one {{values} attendu} other {attendu : {values, list, or}}}',
  small: '{origin, select, string {trop court : au moins {limit} caractères} array {trop peu : au moins {limit}} other {{inclusive, select, false {plus de {limit} attendu} other {au moins {limit} attendu}}}}',
  big: '{origin, select, string {trop long : au plus {limit} caractères} array {trop nombreux : au plus {limit}} other {{inclusive, select, false {moins de {limit} attendu} other {au plus {limit} attendu}}}}',
  keys: '{count, plural, one {champ inconnu {keys}} other {champs inconnus {keys, list}}}',
  format: '{format} non valide',
  multiple: 'multiple de {divisor} attendu',
  union: 'ne correspond à aucune des formes permises',
  newerRules: '{version}, cette application joue jusqu’à la version {reads}',
  noCode: 'absent, alors que la pré-bataille n’est pas finie',
  other: 'ce n’est pas ce que l’application attend ici',
});
