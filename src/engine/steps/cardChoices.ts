import type { Action } from '../schema/action';
import { COLOURS, type Colour } from '../schema/vocab';
import { SIDES, type GameState, type Side } from '../state';

/** The cards a side may play face down now (each colour it holds once, or any colour with physical cards), and the pass when allowed. */
export function cardChoices(state: GameState, side: Side, allowPass: boolean): (Colour | null)[] {
  if (side in state.commits) return [];
  const choices: (Colour | null)[] = [];
  if (state.hands) {
    for (const card of state.hands[side]) if (!choices.includes(card)) choices.push(card);
  } else if (state.handCounts[side] > 0) choices.push(...COLOURS);
  if (allowPass) choices.push(null);
  return choices;
}

/** PBS 8.D: a side with no cards left must pass; it has nothing to choose, so the app plays the pass. */
export function forcedPass(state: GameState, pass: (side: Side) => Action): Action | null {
  const side = SIDES.find((s) => !(s in state.commits) && state.handCounts[s] === 0);
  return side ? pass(side) : null;
}
