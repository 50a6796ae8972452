import { stepTranslation } from '../../messages';
import { placeCompulsoryWords } from './words';

/** placeCompulsory: its messages in French (words.ts has the English they translate). */
export default stepTranslation(placeCompulsoryWords, {
  events: {
    placementRolled: '{side, who} obtient {die} pour {terrain, terrain}{lost, select, true { : le secteur central, où il ne peut pas aller, il est donc perdu} other {{inSector, select, true { : entièrement dans {piece, pieceSector}{edge, select, true {, touchant un bord de table} other {}}} other {}}}}.',
    placedWithoutDice: '{side, who} pose {terrain, terrain} sans jet de dé ({method, select, contiguous {contigu à un champ ou à une localité} other {touchant l’eau}}).',
    opponentRolled: '{side, who} obtient {die} contre {terrain, terrain}{kept, select, true { : trop peu pour le changer, il reste où il a été posé} other { : {side, name} peut {choices, opponentChoice, or}}}.',
    pieceResolved: '{side, who} choisit de {outcome, opponentChose} {terrain, terrain}.',
  },
  refusals: {
    noDiceNotAllowed: 'Aucune exception ne permet de poser cet élément ici sans jet de dé.',
    outcomeNotAllowed: 'Un {die} ne permet pas « {outcome, opponentChose} » pour cet élément.',
  },
  chance: {
    rollPlacement: 'un dé de placement de {die}',
    rollOpponent: 'un dé de l’adversaire de {die}',
  },
});
