import { translate } from '../../words/translations';
import { PLACE_COUNTER_WORDS } from './words';

translate('fr', PLACE_COUNTER_WORDS, {
  place: 'Touchez la case de départ, ou utilisez les flèches et Entrée.',
  placeLabel: 'Placer le pion',
  explain:
    '{placer} place le pion d’armée{intercept, select, true { après l’interception stratégique} other { en tant que défenseur}} : chaque jour de marche peut le déplacer, et là où il s’arrête fixe le flanc sécurisé et la quantité de terrain.',
});
