import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import type { Face } from '../../schema/vocab';
import type { GameState, PlayerIndex } from '../../state';

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
