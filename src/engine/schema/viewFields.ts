import type { Setup } from './setup';
import type { BattleState, GameState } from './state';

/**
 * The game's fields the room sees as they are (STYLE "Events, views and words"): a field of the state that
 * this list does not name is in no view, so a secret added to the state stays secret by default.
 */
export const PUBLIC_STATE_FIELDS = [
  'stepId',
  'rollOff',
  'rollOffWinner',
  'roles',
  'intercept',
  'season',
  'handCounts',
  'played',
  'territoryCards',
  'territoryChooser',
  'territory',
  'counter',
  'days',
  'pendingMove',
  'flank',
  'pieces',
  'selectionEnded',
  'vitalSettlementDone',
  'weather',
  'scouting',
  'deploymentTicks',
  'conditions',
  'preGameMovesDone',
] as const satisfies readonly (keyof GameState)[];

/** The setup's fields the room sees: all but the seeds, the pre-battle's and the battle's, sealed until the end. */
export const PUBLIC_SETUP_FIELDS = [
  'edition',
  'scale',
  'table',
  'cards',
  'dice',
  'seedSource',
  'players',
  'legacyTerritoryPass',
  'rulesVersion',
  'odds',
  'profile',
] as const satisfies readonly (keyof Setup)[];

/** The battle's fields the room sees: each turn's weather roll and whether it is over, never the battle seed's generator (issue 13). */
export const PUBLIC_BATTLE_FIELDS = ['turns', 'over'] as const satisfies readonly (keyof BattleState)[];
