import { stepTranslation } from '../../messages';
import { territoryCardsWords } from './words';

/** territoryCards: its messages in French (words.ts has the English they translate). */
export default stepTranslation(territoryCardsWords, {
  events: {
    cardCommitted: '{game.cards, select, physical {{round, round} : la carte de {side, who} est saisie.} other {{round, round} : {side, who} a choisi une carte, face cachée.}}',
    cardChosen: '{round, round} : {side, name}, vous avez choisi {card, select, null {{round, select, null {de ne jouer aucune carte} other {de passer}}} other {{card, colour}}}.',
    passedWithNoCards: '{round, round} : {side, who} n’a plus de cartes et passe (compte comme Noir).',
    territoryContestRevealed: 'Lutte pour le territoire : {sides.invader, who} {invader, select, null {aucune carte} other {{invader, colour}}}, {sides.defender, who} {defender, select, null {aucune carte} other {{defender, colour}}}. {chooser, name} choisit le territoire.',
  },
  refusals: {
    alreadyCommitted: '{side, name} a déjà choisi une carte pour ce tour.',
    noCardsLeft: '{side, name} n’a plus de cartes.',
    notInHand: '{side, name} n’a pas de carte {card, colour}.',
    mustPlayTerritoryCard: '{side, name} a des cartes PBS : il doit en jouer une dans la lutte pour le territoire ({source}).',
  },
  chance: {},
});
