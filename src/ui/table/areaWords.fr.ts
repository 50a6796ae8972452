import { translate } from '../words/translations';
import { DISTANCE_WORDS, SECTOR_LABELS, ZONE_WORDS } from './areaWords';

translate('fr', SECTOR_LABELS, { left: 'Flanc gauche', centre: 'Centre', right: 'Flanc droit' });

translate('fr', DISTANCE_WORDS, {
  flankSector: 'les secteurs de flanc',
  deepWater: 'le flanc d’eau profonde',
  deploymentFromCentre: 'la distance de déploiement depuis la ligne centrale',
  sideEdgeStrip: 'la bande le long des bords latéraux',
  spacing: 'l’espacement entre les éléments',
  opponentMove: 'le déplacement par l’adversaire',
  camp: 'la distance du camp',
});

translate('fr', ZONE_WORDS, {
  zone: { defender: 'Déploiement du défenseur', invader: 'Déploiement de l’envahisseur' },
  sideStrip: {
    '2023': {
      short: 'Infanterie dispersée, montés, éléphants, embuscades seulement',
      full: 'dans un secteur de flanc non sécurisé, seuls peuvent se déployer l’infanterie en ordre dispersé ou ouvert, les montés, les éléphants ou les troupes en embuscade, et aucun TuG avec barricades ou redoutes',
    },
    '2020': {
      short: 'SuG seulement',
      full: 'dans cette bande le long d’un bord latéral, seuls des SuG peuvent se déployer, sauf sur un flanc sécurisé ou en embuscade',
    },
  },
});
