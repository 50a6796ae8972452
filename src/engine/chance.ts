import { fullDeck } from './cards';
import { rollDie, SeededGenerator, shuffle, type RngState } from './rng';
import { Recent } from './recent';
import type { Rules } from './rules';
import type { Action } from './schema/action';
import type { Face } from './schema/vocab';
import { rollOffDice } from './steps/opening';
import { scoutingDraws } from './steps/closing';
import { playerOf, type GameState } from './state';
import { currentPiece } from './terrain';

/** Whether the app deals or rolls this kind of action itself (digital cards or dice); its outcome then follows the seed. */
export function appDecides(state: GameState, type: Action['type']): boolean {
  switch (type) {
    case 'shuffleDeck':
    case 'dealPbs':
    case 'dealScouting':
      return state.setup.cards === 'digital';
    case 'rollOff':
    case 'rollPlacement':
    case 'rollOpponent':
    case 'rollWeather':
      return state.setup.dice === 'digital';
    default:
      return false;
  }
}

/** A chance action the seed gives, and the generator's position after the draws it took. */
export interface SeededChance {
  action: Action;
  rng: RngState;
}

/**
 * The chance action the app makes for the current step in digital mode, drawn from the seeded
 * generator at the state's position: a roll, a shuffle or a deal carrying its outcome (STYLE habit 3).
 * Null when the players decide or report. The draws it consumed are whatever drawing it took.
 */
export function seededChance(rules: Rules, state: GameState): SeededChance | null {
  const known = drawn.get(state);
  if (known?.rules === rules) return known.chance;
  const rng = new SeededGenerator(state.rng);
  const action = drawChance(rules, state, () => rng.next());
  // Nothing to roll or deal here: nothing was drawn, nothing is kept.
  if (!action) return null;
  const chance = { action: frozen(action), rng: rng.state() };
  drawn.set(state, { rules, chance });
  return chance;
}

/**
 * The last states' seeded chances once drawn, keyed by the readonly state object, so `legalActions`,
 * `applyAction` and `advance` asking about one state draw once (issue 14). The action is frozen since every
 * caller shares it.
 */
const drawn = new Recent<GameState, { rules: Rules; chance: SeededChance }>(8);

function frozen(action: Action): Action {
  for (const value of Object.values(action)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(action);
}

/** Whether `input` is the very action `seededChance` made for this state and rules (frozen, so already valid: no schema parse needed). */
export function isSeededChance(rules: Rules, state: GameState, input: unknown): input is Action {
  const known = drawn.get(state);
  return known !== undefined && known.rules === rules && known.chance.action === input;
}

/** The seeded chance action alone (for screens that offer the roll). */
export function chanceAction(rules: Rules, state: GameState): Action | null {
  return seededChance(rules, state)?.action ?? null;
}

function drawChance(rules: Rules, state: GameState, next: () => number): Action | null {
  const digitalDice = state.setup.dice === 'digital';
  const digitalCards = state.setup.cards === 'digital';
  switch (state.phase) {
    case 'rollOff': {
      if (!digitalDice) return null;
      const faces = rollOffDice(rules, state).map((colour) => {
        const die = rules.components.dice.find((d) => d.colour === colour);
        if (!die) throw new Error(`no ${colour} die in the components data`);
        return die.faces[rollDie(next, die.faces.length) - 1] as Face;
      }) as [Face, Face];
      return { type: 'rollOff', faces };
    }
    case 'shuffle':
      return digitalCards ? { type: 'shuffleDeck', order: shuffle(next, fullDeck(rules)) } : null;
    case 'dealPbs': {
      if (!digitalCards || !state.deck) return null;
      const invader = state.deck.slice(0, state.setup.players[playerOf(state, 'invader')].army.pbsCards);
      const defender = state.deck.slice(invader.length, invader.length + state.setup.players[playerOf(state, 'defender')].army.pbsCards);
      return { type: 'dealPbs', invader, defender };
    }
    case 'placeCompulsory':
    case 'placeOptional': {
      if (!digitalDice) return null;
      const piece = currentPiece(state, state.phase === 'placeCompulsory' ? 'compulsory' : 'optional');
      if (!piece) return null;
      if (piece.placement === null) return { type: 'rollPlacement', die: rollDie(next) };
      if (piece.opponentDie === null) return { type: 'rollOpponent', die: rollDie(next) };
      return null;
    }
    case 'weather':
      return digitalDice ? { type: 'rollWeather', dice: [rollDie(next), rollDie(next)] } : null;
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

/**
 * True when two chance actions carry the same outcome (field order does not matter). Actions are flat, each
 * field a string, number, boolean, null or a list of them, so one level of lists is all there is to compare.
 */
export function sameChance(a: Action, b: Action): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) {
    const u = x[key];
    const v = y[key];
    if (u === v) continue;
    if (!Array.isArray(u) || !Array.isArray(v) || u.length !== v.length || !Object.hasOwn(y, key)) return false;
    for (let i = 0; i < u.length; i++) if (u[i] !== v[i]) return false;
  }
  return true;
}
