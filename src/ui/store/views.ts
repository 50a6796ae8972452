import { useMemo } from 'react';
import {
  battleDice,
  battleWeatherChance,
  playerView,
  publicView,
  type Action,
  type Actor,
  type BattleDice,
  type Engine,
  type GameState,
  type StepId,
  type PlayerView,
  type PublicView,
  type Rules,
  type Side,
} from '../../engine';
import { useGame } from '../store';
import { battleSealOf, gameSealOf, type Seal } from './seals';

/** The engine's answers a step screen needs beyond its view: none of them shows a hand, the deck or a sealed code. */
export interface StepAnswers {
  /** The actions a player may choose from now, without the plays of a card (they name a hand's cards) or the app's draw. */
  choices: readonly Action[];
  /** Makes the app's roll, shuffle or deal from the seed (the pre-battle's or the battle's), or null when the players report it: its outcome stays out of the screen. */
  draw: (() => boolean) | null;
  /** Who rolls the battle's weather dice. */
  battleDice: BattleDice;
  /** The pre-battle's game code, when the app rolls or deals. */
  seal: Seal | null;
  /** The battle's code, when the app rolls the battle's weather. */
  battleSeal: Seal | null;
}

/** The game as this window's screens see it (STYLE "Events, views and words"): views and the engine's answers, never the state. */
export interface GameViews {
  /** What the room may see: the map, the table, the log and the words read it. */
  room: PublicView;
  /** What the laptop shows: the holder's own view while his hand is shown (the curtain lifted), else the room's. */
  view: PublicView | PlayerView;
  answers: StepAnswers;
  /** Who must act now. */
  turn: Actor;
  /** The rule a step cites: the step on screen, or the step whose result is shown. */
  sourceOf: (stepId: StepId) => string;
}

/** The views and answers of a game `engine` steps, for a window whose laptop `holder` holds (null: no hand shown); `dispatch` makes the app's draws. */
export function gameViews(engine: Engine, rules: Rules, state: GameState, holder: Side | null, dispatch: (action: Action) => boolean): GameViews {
  const room = publicView(state);
  const chance = engine.chanceAction(rules, state) ?? battleWeatherChance(rules, state)?.action ?? null;
  return {
    room,
    view: holder ? playerView(state, holder) : room,
    answers: {
      choices: engine.legalActions(rules, state).filter((action) => !engine.fromHand(action.type) && action.type !== chance?.type),
      draw: chance && (() => dispatch(chance)),
      battleDice: battleDice(state),
      seal: gameSealOf(state),
      battleSeal: battleSealOf(state),
    },
    turn: engine.actor(rules, state),
    sourceOf: (stepId) => engine.stepSource(rules, stepId === state.stepId ? state : { ...state, stepId }),
  };
}

/** This window's game as its screens see it, or null with no game open. */
export function useGameViews(rules: Rules | null): GameViews | null {
  const engine = useGame((s) => s.engine);
  const state = useGame((s) => s.state);
  const holder = useGame((s) => s.holder);
  const dispatch = useGame((s) => s.dispatch);
  return useMemo(() => (rules && state ? gameViews(engine, rules, state, holder, dispatch) : null), [engine, rules, state, holder, dispatch]);
}
