import { TABLE_NAME_WORDS, TABLE_SIZE_WORDS } from './tableSize';
import { translate } from './translations';

translate('fr', TABLE_SIZE_WORDS, {
  cm: '{width} × {depth} cm',
  named: '{name}, {size}',
  zoneFromEdge: 'Sur cette table ({table}), cela fait {distance} {unit} ({cm} cm) depuis votre propre bord de table.',
  tooShallow: 'Cette table ({table}) est trop peu profonde pour une zone de déploiement : changez sa taille à la création de la partie.',
});

translate('fr', TABLE_NAME_WORDS, {
  maximus180x120: '180 × 120 cm (BW de 40 mm)',
  magna4x3: '4 pieds × 3 pieds (figurines de 15 mm)',
  magna6x4: '6 pieds × 4 pieds (figurines de 28 mm)',
  pacto90x60: '90 × 60 cm',
});
