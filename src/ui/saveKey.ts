/** The storage key of the game in progress (a game log, README "Game log files"). */
export const SAVE_KEY = 'pbw.game';
