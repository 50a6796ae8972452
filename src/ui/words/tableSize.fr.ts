import { TABLE_SIZE_WORDS } from './tableSize';
import { translate } from './translations';

translate('fr', TABLE_SIZE_WORDS, {
  cm: '{width} × {depth} cm',
  named: '{name}, {size}',
  zoneFromEdge: 'Sur cette table ({table}), cela fait {distance} {unit} ({cm} cm) depuis votre propre bord de table.',
  tooShallow: 'Cette table ({table}) est trop peu profonde pour une zone de déploiement : changez sa taille à la création de la partie.',
});
