import { MUST_PLAY_WORDS } from './cards';
import { translate } from './translations';

translate('fr', MUST_PLAY_WORDS, {
  contest:
    '{toHolder, select, true {Vous avez des cartes PBS : vous devez en} other {Un joueur qui a une carte PBS doit en}} jouer une dans la lutte pour le territoire : « {rule} » ({source}).',
  march:
    '{toHolder, select, true {Vous avez au moins autant de cartes que de jours restants : vous devez en jouer une aujourd’hui ({source}).} other {Un joueur qui a au moins autant de cartes que de jours restants doit en jouer une aujourd’hui ({source}).}}',
});
