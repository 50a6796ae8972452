import { catalogue, msg } from '../words/catalogue';

/** The words of the game screen's own frame around a step. */
export const GAME_SCREEN_WORDS = catalogue({
  turn: 'Turn:',
  last: 'Last:',
  /** The march's title names the day (PBS 8.D: one card each per day). */
  marchDay: msg<{ day: number; days: number }>('The march: day {day} of {days}'),
  mapAndLog: 'Map and log',
  /** Said by a polite live region when a new step begins, since the focus goes to the step's first control, not its title. */
  nowAt: msg<{ title: string }>('Now: {title}'),
});

/** The words of the game bar (issue 29): the players, and a menu with what is not the step's decision. */
export const GAME_BAR_WORDS = catalogue({
  menu: 'Menu',
  /** The menu button's name lists what the menu holds now: the rules profile only in a game played under one, the game code only while it is sealed in the menu. */
  menuName: msg<{ profile: boolean; code: boolean }>(
    'Menu: {profile, select, true {rules profile, } other {}}odds, {code, select, true {game code, } other {}}files, share link, projector and storage',
  ),
  close: 'Close the menu',
  gameTitle: 'This game',
  filesTitle: 'Game file',
  storageTitle: 'Storage',
  /** Beside the players while the projector shows nothing, so nobody wonders why the room's screen is blank. */
  hiddenFromRoom: 'Hidden from the room',
  /** Beside the players in a tournament game (issue 37): the table it is played at, as the umpire's pairings name it. */
  table: msg<{ table: number }>('Table {table}'),
});

/** The words of the game's log: its title, undo and redo, and its pages. */
export const LOG_WORDS = catalogue({
  title: 'Log',
  nothingYet: 'Nothing has happened yet.',
  undoLabel: msg<{ event: number }>('Undo to here: back to before event {event}'),
  showEarlier: msg<{ more: number }>('Show earlier ({more} more)'),
  undoBeforeTies: 'Undo to before the ties',
  undoLastTie: 'Undo the last tie',
  undoHere: 'Undo to here',
  undone: 'Undone',
  redo: 'Redo',
  moreUndone: msg<{ more: number }>('And {more} more undone.'),
});

/** The words of the game file buttons. */
export const GAME_FILE_WORDS = catalogue({
  open: 'Open a game file',
  notChanged: msg<{ message: string }>('{message} The current game was not changed.'),
});
