/** The storage key of the single game saved before the library: read once, copied into the library, then removed (README "Game log files"). */
export const SAVE_KEY = 'pbw.game';

/** The notice key of that single game, removed with it. */
export const OLD_STAMP_KEY = 'pbw.game.rev';

/** The prefix of each game's notice key (`pbw.rev.<id>`): only `{ id, revision }` of what is stored, never the game. */
export const STAMP_PREFIX = 'pbw.rev.';

/** The BroadcastChannel on which windows announce a change: only `{ id, revision }`, never the game. */
export const SYNC_CHANNEL = 'pbw-game';

/** The IndexedDB database and object store of the library of games, one entry per game id. */
export const LIBRARY_DB = 'pbw-library';
export const LIBRARY_STORE = 'games';

/** The session-storage key naming the game this tab has open, so a reload reopens it. */
export const OPEN_KEY = 'pbw.open';

/** The storage key recording that persistent storage was asked for, and the answer. */
export const PERSIST_KEY = 'pbw.persist';
