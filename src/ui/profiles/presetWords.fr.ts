import { translate } from '../words/translations';
import { PRESET_WORDS } from './presetWords';

translate('fr', PRESET_WORDS, {
  asPrinted: {
    name: 'Règles telles qu’imprimées',
    note: 'Les valeurs que les règles impriment, et les hypothèses documentées de l’application là où elles sont muettes (faces des dés, paquet, arrondi des TuG).',
    basis: 'Sources 000 et 002 telles que transcrites dans les données de règles de l’application ; les hypothèses sont listées dans la référence des règles.',
  },
  tournament8bw: {
    name: 'Tournoi : secteurs de flanc de 8 BW',
    note: 'Secteurs de flanc de 8 BW ; éléments de flanc sécurisé de 4 x 4 à 8 x 8 BW ; autres éléments de 2 x 2 à 6 x 4 BW, lus comme aucun côté sous 2 BW et aucun au-dessus de 6 BW.',
    basis:
      'Les changements apportés aux règles imprimées par un tournoi publié : secteurs de flanc de 8 BW, éléments de flanc sécurisé de 4x4 à 8x8 BW et autres éléments de 2x2 à 6x4 BW. L’application borne le plus petit et le plus grand côté d’un élément, si bien que 6x4 devient au plus 6 BW sur n’importe quel côté.',
  },
});
