import { fullDeck } from './cards';
import { generator, rollDie, shuffle } from './rng';
import type { Rules } from './rules';
import type { Action } from './schema/action';
import type { Face } from './schema/vocab';
import { rollOffDice } from './steps/opening';
import { scoutingDraws } from './steps/closing';
import { playerOf, type GameState } from './state';
import { currentPiece } from './terrain';

/** Whether the app deals or rolls for the current step itself (digital cards or dice). */
export function appDecides(state: GameState, type: Action['type']): boolean {
  if (['shuffleDeck', 'dealPbs', 'dealScouting'].includes(type)) return state.setup.cards === 'digital';
  if (['rollOff', 'rollPlacement', 'rollOpponent', 'rollWeather'].includes(type)) return state.setup.dice === 'digital';
  return false;
}

/** How many numbers a chance action took from the seeded generator (digital mode). */
export function drawsUsed(state: GameState, action: Action): number {
  if (!appDecides(state, action.type)) return 0;
  switch (action.type) {
    case 'rollOff':
    case 'rollWeather':
      return 2;
    case 'rollPlacement':
    case 'rollOpponent':
      return 1;
    case 'shuffleDeck':
      return Math.max(0, action.order.length - 1);
    default:
      return 0;
  }
}

/**
 * The chance action the app makes for the current step in digital mode, from the seeded generator:
 * a roll, a shuffle or a deal that carries its outcome (STYLE habit 3). Null when players decide.
 */
export function chanceAction(rules: Rules, state: GameState): Action | null {
  const rng = generator(state.rng);
  const digitalDice = state.setup.dice === 'digital';
  const digitalCards = state.setup.cards === 'digital';
  switch (state.phase) {
    case 'rollOff': {
      if (!digitalDice) return null;
      const faces = rollOffDice(rules, state).map((colour) => {
        const die = rules.components.dice.find((d) => d.colour === colour);
        if (!die) throw new Error(`no ${colour} die in the components data`);
        return die.faces[rollDie(rng.next) - 1] as Face;
      }) as [Face, Face];
      return { type: 'rollOff', faces };
    }
    case 'shuffle':
      return digitalCards ? { type: 'shuffleDeck', order: shuffle(rng.next, fullDeck(rules)) } : null;
    case 'dealPbs': {
      if (!digitalCards || !state.deck) return null;
      const count = (side: 'invader' | 'defender') => state.setup.players[playerOf(state, side)].army.pbsCards;
      const invader = state.deck.slice(0, count('invader'));
      const defender = state.deck.slice(invader.length, invader.length + count('defender'));
      return { type: 'dealPbs', invader, defender };
    }
    case 'placeCompulsory':
    case 'placeOptional': {
      if (!digitalDice) return null;
      const piece = currentPiece(state, state.phase === 'placeCompulsory' ? 'compulsory' : 'optional');
      if (!piece) return null;
      if (piece.placement === null) return { type: 'rollPlacement', die: rollDie(rng.next) };
      if (piece.opponentDie === null) return { type: 'rollOpponent', die: rollDie(rng.next) };
      return null;
    }
    case 'weather':
      return digitalDice ? { type: 'rollWeather', dice: [rollDie(rng.next), rollDie(rng.next)] } : null;
    case 'scouting': {
      if (!digitalCards || !state.deck) return null;
      const invader = state.deck.slice(0, scoutingDraws(state, 'invader'));
      const defender = state.deck.slice(invader.length, invader.length + scoutingDraws(state, 'defender'));
      return { type: 'dealScouting', invader, defender };
    }
    default:
      return null;
  }
}
