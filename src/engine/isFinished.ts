import type { StepId } from './schema/stepIds';

/**
 * Whether the pre-battle is over: the one comparison with a named step outside the steps' folders (the last step is the
 * end of every game; `tests/lint/stepNames.test.ts`). A module of its own, so a screen that asks pulls in nothing else.
 */
export function isFinished(state: { stepId: StepId }): boolean {
  return state.stepId === 'done';
}
