import { GAME_WORDS } from './packs';
import { translate } from './translations';

translate('fr', GAME_WORDS, {
  meg: {
    name: 'Mortem et Gloriam',
    short: 'MeG',
    blurb:
      'Toute la pré-bataille pour deux joueurs sur un seul écran : jet d’initiative, marche PBS de cinq jours, flancs sécurisés et terrain, météo, reconnaissance et plan de déploiement (et son pendant Renaissance).',
  },
  ccn: {
    name: 'Commands & Colors: Napoleonics',
    short: 'C&C Napoleonics',
    blurb: 'Les dés de combat pour tout terrain des sources, et la ligne de vue sur une carte en hexagones que vous peignez.',
    screens: { dice: 'Dés de combat, C&C Napoleonics', sight: 'Ligne de vue, C&C Napoleonics' },
  },
  agv: {
    name: 'A Great Victory!',
    short: 'A Great Victory!',
    blurb: 'Dressez une table à l’échelle, les limites des recommandations vérifiées, et voyez ce que chaque élément fait à vos unités.',
    screens: { table: 'Plan de table, A Great Victory!', effects: 'Effets du terrain, A Great Victory!' },
  },
});
