import { translate } from '../words/translations';
import { CATEGORY_LETTER, DONE_WORDS, RECORDED_WORDS } from './pieceWords';

translate('fr', DONE_WORDS, { keep: 'laissé', move: 'déplacé', pivot: 'pivoté', remove: 'retiré', lost: 'perdu' });

translate('fr', CATEGORY_LETTER, { good: 'B', rough: 'A', difficult: 'D' });

translate('fr', RECORDED_WORDS, { recorded: 'Position enregistrée pour {name}, {stage} : {position}.' });
