import { translate } from '../words/translations';
import { APPLIED_RULE_WORDS, PACK_DISABLED_WORDS } from './words';

translate('fr', PACK_DISABLED_WORDS, {
  title: '{game} n’est pas disponible',
  body: 'Les règles de {game} livrées avec cette application n’ont pas pu être lues : ses outils sont désactivés. Les autres jeux fonctionnent normalement ; réinstaller ou mettre à jour l’application devrait y remédier.',
});

translate('fr', APPLIED_RULE_WORDS, {
  reading: 'Notre lecture',
  sourceLabel: 'Source {source} : ouvrir dans la référence des règles',
  namedSourceLabel: '{name} : {source}, ouvrir dans la référence des règles',
});
