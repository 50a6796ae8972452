import type { EventCode, GameEvent, StepId, Setup } from '../../engine';

/** A step that ends with a result the players should read before going on. */
export type ResultKind = 'territory' | 'placement' | 'weather' | 'scouting';

/** The step each result ends, for its rule citation. */
export const RESULT_STEP: Record<ResultKind, StepId> = { territory: 'territoryCards', placement: 'placeCompulsory', weather: 'weather', scouting: 'scouting' };

/**
 * The results shown on their own screen, by the event that tells them. Terrain placement only when the app rolled the
 * dice, the territory contest and scouting only when it dealt the cards: players who entered their own dice or cards
 * turned them up at the table, and the next screen says what follows (who picks the territory; each total and who is
 * outscouted, on the deployment screen), so a screen more would only cost them a tap (issue 38: the harder physical path).
 * The weather keeps its screen either way: its effects are read there.
 */
const RESULT_OF: Partial<Record<EventCode, ResultKind>> = {
  territoryContestRevealed: 'territory',
  placementRolled: 'placement',
  opponentRolled: 'placement',
  weatherRolled: 'weather',
  scoutingCounted: 'scouting',
};

/** One result screen: its kind, the public events it tells, and the log position after its last action. */
export interface ResultGroup {
  kind: ResultKind;
  events: GameEvent[];
  end: number;
}

function kindOf(setup: Setup, events: readonly GameEvent[]): ResultKind | null {
  for (const event of events) {
    const kind = RESULT_OF[event.code];
    if (kind === 'placement' && setup.dice !== 'digital') continue;
    if ((kind === 'territory' || kind === 'scouting') && setup.cards !== 'digital') continue;
    if (kind) return kind;
  }
  return null;
}

/**
 * The first result not yet shown, from log position `from` on. Consecutive actions of one kind make one
 * screen (several pieces placed by the app's dice in a row); the weather and scouting each get their own.
 */
export function nextResult(setup: Setup, events: readonly (readonly GameEvent[])[], from: number): ResultGroup | null {
  let start = from;
  while (start < events.length && kindOf(setup, events[start] ?? []) === null) start++;
  if (start >= events.length) return null;
  const kind = kindOf(setup, events[start] ?? [])!;
  let end = start;
  const shown: GameEvent[] = [];
  while (end < events.length) {
    const here = events[end] ?? [];
    if (kindOf(setup, here) !== kind) break;
    shown.push(...here.filter((e) => e.audience === 'public'));
    end++;
  }
  return { kind, events: shown, end };
}
