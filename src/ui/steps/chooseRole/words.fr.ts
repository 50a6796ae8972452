import { translate } from '../../words/translations';
import { CHOOSE_ROLE_WORDS } from './words';

translate('fr', CHOOSE_ROLE_WORDS, {
  result:
    'Jet d’initiative : {first} a obtenu {firstFace}, {second} a obtenu {secondFace}{ties, plural, =0 {} one { (après une égalité, relancé)} other { (après # égalités, relancé)}}. {winner} l’emporte et choisit.',
  invades: '{player} envahit',
  defends: '{player} défend',
  explain:
    'L’envahisseur choisit le territoire seulement s’il joue la meilleure carte, sinon c’est le défenseur, et le défenseur place le pion d’armée{intercept, select, true { ; envahir après avoir obtenu {face} permet aussi une interception stratégique (l’envahisseur place alors le pion)} other {}}.',
});
