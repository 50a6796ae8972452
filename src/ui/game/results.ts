import type { EventCode, GameEvent, StepId, Setup } from '../../engine';
import { resultsOpened, STEPS, type ResultOpened, type StepEntry } from '../steps/registry';
import type { ResultKind } from '../steps/types';

/** One result screen: its kind, the step whose rule it ends (for its citation), the public events it tells, and the log position after its last action. */
export interface ResultGroup {
  kind: ResultKind;
  step: StepId;
  events: GameEvent[];
  end: number;
}

/**
 * The result an action's events open, if any. Terrain placement only when the app rolled the dice, the territory contest
 * and scouting only when it dealt the cards (the entry's `appDrawn`): players who entered their own dice or cards turned
 * them up at the table, and the next screen says what follows (who picks the territory; each total and who is
 * outscouted, on the deployment screen), so a screen more would only cost them a tap (issue 38: the harder physical
 * path). The weather keeps its screen either way: its effects are read there.
 */
function openedBy(opens: ReadonlyMap<EventCode, ResultOpened>, setup: Setup, events: readonly GameEvent[]): ResultOpened | null {
  for (const event of events) {
    const found = opens.get(event.code);
    if (found?.appDrawn && setup[found.appDrawn] !== 'digital') continue;
    if (found) return found;
  }
  return null;
}

/**
 * The first result not yet shown, from log position `from` on, as the steps' entries name results. Consecutive actions
 * of one kind make one screen (several pieces placed by the app's dice in a row); the weather and scouting each get their own.
 */
export function nextResult(
  setup: Setup,
  events: readonly (readonly GameEvent[])[],
  from: number,
  steps: Readonly<Record<string, StepEntry>> = STEPS,
): ResultGroup | null {
  const opens = resultsOpened(steps);
  let start = from;
  while (start < events.length && openedBy(opens, setup, events[start] ?? []) === null) start++;
  if (start >= events.length) return null;
  const { kind, step } = openedBy(opens, setup, events[start] ?? [])!;
  let end = start;
  const shown: GameEvent[] = [];
  while (end < events.length) {
    const here = events[end] ?? [];
    if (openedBy(opens, setup, here)?.kind !== kind) break;
    shown.push(...here.filter((e) => e.audience === 'public'));
    end++;
  }
  return { kind, step, events: shown, end };
}
