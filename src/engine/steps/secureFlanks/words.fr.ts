import { stepTranslation } from '../../messages';
import { secureFlanksWords } from './words';

/** secureFlanks: its messages in French (words.ts has the English they translate). */
export default stepTranslation(secureFlanksWords, {
  events: {
    deepWaterPlaced: '{side, who} pose le flanc d’eau profonde sur {edge, sideEdge}{given, select, true {, sur {depth, distance} de profondeur} other {}}.',
    flankPiecePlaced: '{side, who} pose {terrain, terrain} comme flanc sécurisé dans {sector, sector}.',
    flankPieceSkipped: '{side, who} n’a plus de terrain de flanc sécurisé à poser.',
  },
  refusals: {
    flankNotOffered: '{terrain, terrain} n’est pas une option de flanc sécurisé de cette case (ou sa limite est atteinte).',
    sameFlankSector: 'L’envahisseur pose dans le même secteur de flanc que le défenseur : {sector, sector}.',
    flankPieceRequired: 'Un élément de flanc sécurisé peut encore être posé : il doit l’être.',
    deepWaterTooDeep: 'L’eau profonde ne peut pas s’étendre à plus de {most, distance} dans la table, pas {given, distance}.',
  },
  chance: {},
});
