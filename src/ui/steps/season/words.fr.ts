import { translate } from '../../words/translations';
import { SEASON_WORDS } from './words';

translate('fr', SEASON_WORDS, {
  choice: '{season} ({modifier, plural, =0 {sans effet} other {{up, select, true {+} other {}}{modifier}}} au jet de météo)',
  explain:
    '{invader} (envahisseur) choisit la saison : son modificateur s’ajoute au jet de 2D6 qui décide de la météo de la bataille, lancé une fois le territoire connu.',
});
