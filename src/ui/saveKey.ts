/** The storage key of the game in progress: a saved record holding the game log (README "Game log files"). */
export const SAVE_KEY = 'pbw.game';

/** The storage key that tells other windows the saved game changed: only `{ id, revision }`, never the game. */
export const STAMP_KEY = 'pbw.game.rev';

/** The BroadcastChannel on which windows announce a change: only `{ id, revision }`, never the game. */
export const SYNC_CHANNEL = 'pbw-game';
