import { SAY_WORDS, SAY_WORDS_DISTANCE } from './say';
import { translate } from './translations';

translate('fr', SAY_WORDS, {
  square: 'rangée {row}, colonne {col}',
  contest: 'Lutte pour le territoire',
  day: 'Jour {day}',
  side: { invader: 'envahisseur', defender: 'défenseur' },
  colourWord: { black: 'noir', white: 'blanc', green: 'vert', yellow: 'jaune', red: 'rouge' },
  pieceKind: { flank: 'flanc', compulsory: 'obligatoire', optional: 'facultatif' },
  declared: { dangerous: 'dangereux', impassable: 'infranchissable' },
  opponentChoice: { keep: 'le laisser', move: 'le déplacer', pivot: 'le faire pivoter', remove: 'le retirer' },
  opponentChose: { keep: 'garder', move: 'déplacer', pivot: 'faire pivoter', remove: 'retirer' },
});

translate('fr', SAY_WORDS_DISTANCE, { distance: '{value, number, decimal} {unit}' });
