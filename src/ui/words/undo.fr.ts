import { translate } from './translations';
import { UNDO_STEP_WORDS, UNDO_WORDS } from './undo';

translate('fr', UNDO_STEP_WORDS, {
  selectCompulsory: 'le choix du terrain',
  placeCompulsory: 'la pose du terrain',
  march: 'la marche',
  territoryCards: 'la lutte pour le territoire',
  positions: 'les positions sur la table',
});

translate('fr', UNDO_WORDS, {
  takeThemBack: 'Oui, les annuler',
  cancel: 'Annuler',
  reveal: 'Revenir en arrière annule une révélation : les deux joueurs ont vu les cartes. Les deux joueurs sont-ils d’accord ?',
  bothAgree: 'Tous deux d’accord : revenir en arrière',
  warning: 'Cela annule {count, plural, one {# action} other {# actions}}. Rétablir les fait revenir.',
  warningFrom: 'Cela annule {count, plural, one {# action} other {# actions}}, portant sur {steps, list}. Rétablir les fait revenir.',
  takeBack: 'Passez l’ordinateur à {who}. {player} : reprendre votre carte face cachée ?',
  takeBackYes: 'Je suis {player} : reprendre ma carte',
  keepIt: 'La garder',
  blocked:
    'La main de {holder} est affichée : la carte face cachée de {owner} ne peut donc pas être reprise maintenant. Seul {owner} peut le faire, une fois l’ordinateur passé devant lui. Rien n’a été changé.',
});
