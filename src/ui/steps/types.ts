import type { Action, GameState, Rules } from '../../engine';

/** What every step screen receives: the rules, the current state, and the store's dispatch. */
export interface StepProps {
  rules: Rules;
  state: GameState;
  dispatch: (action: Action) => boolean;
}
