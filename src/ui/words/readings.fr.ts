import { READING_WORDS } from './readings';
import { translate } from './translations';

translate('fr', READING_WORDS, {
  ours: '(notre lecture d’une ligne illisible de la source)',
  sourceLine: 'Ligne de la source',
  withSource: '{reading} (notre lecture de la ligne illisible de la source « {line} »)',
});
