import { translate } from '../../words/translations';
import { ROLL_OFF_WORDS } from './words';

translate('fr', ROLL_OFF_WORDS, {
  rolls: '{player} lance',
  aDie: 'un dé {colour} (général en chef {rating}).',
  tie: 'Jet {attempt} : {first} {firstFace}, {second} {secondFace} : égalité, relancez.',
  rollBoth: 'Lancer les deux dés',
  explain:
    'Chaque joueur lance le dé correspondant à la qualité de son général en chef ; la meilleure face ({ranking}) l’emporte et choisit d’envahir ou de défendre. En cas d’égalité, on relance.',
});
