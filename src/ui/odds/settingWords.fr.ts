import { translate } from '../words/translations';
import { ODDS_SETTING_WORDS } from './settingWords';

translate('fr', ODDS_SETTING_WORDS, {
  setupLabel: 'Afficher les probabilités de chaque choix',
  setupHint:
    'Des chances en pourcentage pour le joueur qui tient l’ordinateur, d’après ce que ce joueur peut savoir (jamais l’autre main ni l’ordre du paquet). Des faits, pas des conseils ; les deux joueurs voient si les probabilités sont affichées.',
  setting: 'Probabilités : {on, select, true {affichées} other {masquées}}',
  settingHint: 'Des chances seulement, jamais des conseils ; réglé au début de la partie.',
});
