import { publicEvent } from '../events';
import { accept, refuse, type StepResult } from '../refusal';
import type { Rules } from '../rules';
import type { ActionOf } from '../schema/action';
import type { Face } from '../schema/vocab';
import type { GameState, PlayerIndex } from '../state';
import { editionOf } from '../terrain';

/** The die colour each player rolls, by his army commander's rating (PBS 8.A). */
export function rollOffDice(rules: Rules, state: GameState) {
  return state.setup.players.map((p) => rules.components.ratingDie[p.army.rating]) as [
    (typeof rules.components.ratingDie)['legendary'],
    (typeof rules.components.ratingDie)['legendary'],
  ];
}

/** Whether a face can come up on a die of that colour (components data). */
function canShow(rules: Rules, colour: string, face: Face): boolean {
  return rules.components.dice.some((d) => d.colour === colour && d.faces.includes(face));
}

/** PBS 8.A: which player's face is better by the components' roll-off ranking, or null for a tie (re-rolled). */
export function betterRoll(rules: Rules, faces: readonly [Face, Face]): PlayerIndex | null {
  const [a, b] = faces.map((face) => rules.components.rollOffRanking.indexOf(face)) as [number, number];
  return a === b ? null : a < b ? 0 : 1;
}

/** PBS 8.A: both roll their commander's die; the better face wins, ties are re-rolled. */
export function rollOff(rules: Rules, state: GameState, action: ActionOf<'rollOff'>): StepResult {
  const dice = rollOffDice(rules, state);
  for (const i of [0, 1] as const) {
    if (!canShow(rules, dice[i], action.faces[i])) {
      return refuse('impossibleFace', { player: i, colour: dice[i], face: action.faces[i] });
    }
  }
  const winner = betterRoll(rules, action.faces);
  const attempt = state.rollOff.attempts + 1;
  return accept({ ...state, rollOff: { attempts: attempt, last: { faces: action.faces, winner } }, rollOffWinner: winner }, [
    publicEvent('rolledOff', { faces: action.faces, winner, attempt }),
  ]);
}

/** PBS 8.A: the winner chooses invader or defender; only a winner who invades with a skull may intercept. */
export function chooseRole(rules: Rules, state: GameState, action: ActionOf<'chooseRole'>): StepResult {
  const winner = state.rollOffWinner;
  if (winner === null) return refuse('wrongStep', { stepId: state.stepId });
  const loser = (1 - winner) as PlayerIndex;
  const roles = action.role === 'invader' ? { invader: winner, defender: loser } : { invader: loser, defender: winner };
  const skull = state.rollOff.last?.faces[winner] === editionOf(rules, state).rollOff.interceptFace;
  const physical = state.setup.cards === 'physical';
  const players = state.setup.players;
  return accept(
    {
      ...state,
      roles,
      intercept: action.role === 'invader' && skull ? null : false,
      handCounts: physical ? { invader: players[roles.invader].army.pbsCards, defender: players[roles.defender].army.pbsCards } : state.handCounts,
    },
    [publicEvent('roleChosen', { player: winner, role: action.role })],
  );
}

/** PBS 8.A: the invading winner with a skull declares (or not) a strategic intercept. */
export function declareIntercept(_rules: Rules, state: GameState, action: ActionOf<'declareIntercept'>): StepResult {
  return accept({ ...state, intercept: action.intercept }, [publicEvent('interceptDeclared', { intercept: action.intercept })]);
}

/** Seed 002 Weather rules: the invader chooses the season before terrain. */
export function chooseSeason(rules: Rules, state: GameState, action: ActionOf<'chooseSeason'>): StepResult {
  if (!rules.weather.seasons.some((s) => s.id === action.season)) return refuse('seasonNotOffered', { season: action.season });
  return accept({ ...state, season: action.season }, [publicEvent('seasonChosen', { season: action.season })]);
}

