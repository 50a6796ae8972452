import { translate } from '../words/translations';
import { MANIFEST_WORDS } from './manifestWords';

translate('fr', MANIFEST_WORDS, {
  name: 'Assistant de pré-bataille pour Mortem et Gloriam',
  shortName: 'Pré-bataille',
  description:
    'Guide deux joueurs dans la pré-bataille de Mortem et Gloriam : jet d’initiative, marche PBS de cinq jours, terrain, météo, reconnaissance et déploiement. Aussi les dés de combat et la ligne de vue pour Commands & Colors: Napoleonics, et les plans de table et effets du terrain pour A Great Victory!. Fonctionne hors ligne.',
});
