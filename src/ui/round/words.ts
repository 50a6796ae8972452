import type { Collected, CsvProblem, Flag } from '../../round';
import { catalogue, msg } from '../words/catalogue';
import { appRulesText } from '../words/rulesVersion';

/** The round screen's words (issue 37): the new round, the pairings, the reports, each table, its flags and the exports. */
export const ROUND_WORDS = catalogue({
  heading: 'The round',
  /** After a label, before what it labels (French puts a no-break space before it). */
  colon: ':',
  title: msg<{ event: string; round: number }>('{event}, round {round}'),
  home: 'Back to the home screen',
  loading: 'Opening the round…',
  notFound: 'This round is not on this device. It may have been deleted, or made on another device: import its round file.',
  storage: 'The round could not be kept on this device: the browser refused to store it. Export the round file to keep it.',
  newRound: {
    heading: 'Run a round',
    event: 'Event',
    eventHint: 'As the event code and the players’ setup name it, at most 24 letters.',
    round: 'Round',
    profile: 'Rules profile of the event',
    noProfile: 'None: the seeds’ own numbers',
    tables: 'Tables expected',
    byCount: 'A number of tables',
    count: 'Number of tables',
    byPairings: 'Pairings from a CSV file',
    start: 'Start the round',
    missingEvent: 'Name the event.',
    badRound: 'The round is a whole number from 1 to 99.',
    badCount: 'The tables are a whole number from 0 to 999.',
    needPairings: 'Choose the pairings’ CSV file and map its columns.',
  },
  csv: {
    file: 'Pairings CSV file (with a header row)',
    mapping: 'Which column holds what',
    table: 'Table',
    first: 'First player',
    second: 'Second player',
    firstArmy: 'First player’s army',
    secondArmy: 'Second player’s army',
    none: '(none)',
    read: msg<{ count: number }>('{count, plural, one {One table read.} other {# tables read.}}'),
    problems: {
      empty: 'The file is empty.',
      noRows: 'The file has a header row and no table under it.',
      unclosedQuote: msg<{ row: number }>('A quote opened after row {row} is never closed.'),
      sameColumn: 'One column is mapped to two things: map each to its own column.',
      badTable: msg<{ row: number; value: string }>('Row {row}: the table “{value}” is not a whole number from 1 to 999.'),
      missingPlayer: msg<{ row: number }>('Row {row}: a player’s name is missing.'),
      tooLong: msg<{ row: number }>('Row {row}: a player’s name is longer than 30 letters or an army’s than 60.'),
      twiceTable: msg<{ row: number; table: number }>('Row {row}: table {table} is paired twice.'),
    },
    notRead: 'The CSV could not be used, and nothing was changed.',
  },
  add: {
    heading: 'Add a report',
    link: 'A share link or a battle sheet’s link',
    linkButton: 'Add the link',
    file: 'Add a game file',
    reading: 'Reading the report…',
    /** `assigned`: the report went to a table (`table`), not to the unassigned reports. */
    outcome: msg<{ outcome: Collected; assigned: boolean; table: number }>(
      '{outcome, select, same {Already here: {assigned, select, true {table {table}} other {the unassigned reports}} has this report.} older {Older than the report {assigned, select, true {table {table}} other {the unassigned reports}} has: kept in its history only.} replaced {Added to {assigned, select, true {table {table}} other {the unassigned reports}}, replacing its older report.} disagrees {Added to {assigned, select, true {table {table}} other {the unassigned reports}}: it disagrees with the report there.} other {Added to {assigned, select, true {table {table}} other {the unassigned reports}}.}}',
    ),
  },
  table: {
    heading: msg<{ table: number }>('Table {table}'),
    paired: msg<{ table: number }>('Table {table}:'),
    unassigned: 'Unassigned report',
    vs: msg<{ first: string; second: string }>('{first} v {second}'),
    pairing: 'Pairing',
    step: 'Step reached',
    finished: 'the end of the pre-battle',
    noReport: 'No report yet.',
    players: 'Players and armies',
    player: msg<{ name: string; army: string }>('{name} ({army})'),
    flags: 'Flags',
    noFlags: 'No flag.',
    flagNumber: msg<{ n: number }>('Flag {n}'),
    /** A flag's number and what it says, on one line. */
    flagLine: msg<{ n: number; text: string }>('Flag {n}: {text}'),
    checked: 'What was checked',
    history: 'History',
    ruling: 'Umpire’s ruling',
    rulingSave: 'Keep the ruling',
    rulingSaved: 'Ruling kept.',
    report: msg<{ n: number }>('Report {n}'),
  },
  flags: {
    chance: {
      typedCode: 'Rolls and deals the umpire cannot check: the game code was typed by a player, so it could be known before the game.',
      noCode: 'Rolls and deals the umpire cannot check: the report came without its game code.',
      sealed: 'Rolls and deals the umpire cannot check yet: the pre-battle is not over, so its code is sealed and its link carries only the room’s view.',
    },
    battleWeather: msg<{ turns: number }>('The battle’s weather rolls ({turns, plural, one {one turn} other {# turns}}) cannot be checked: a link never carries the battle code.'),
    /** `report`, `event`: the profiles' names, or `noProfile`. */
    profile: msg<{ report: string; event: string }>('Rules profile “{report}” is not the event’s “{event}”: their settings differ (compared by content, not by name).'),
    noProfile: 'none',
    disagree: msg<{ reports: number }>('{reports} reports of this table disagree: neither one’s actions are the beginning of the other’s.'),
    missing: 'Expected, and not reported.',
    /** `hasEvent`, `hasRound`, `hasTable`: whether the report names them (`event`, `round`, `table`). */
    elsewhere: msg<{ hasEvent: boolean; event: string; hasRound: boolean; round: number; hasTable: boolean; table: number }>(
      'Not this round’s: the report names {hasEvent, select, true {event “{event}”} other {no event}}, {hasRound, select, true {round {round}} other {no round}} and {hasTable, select, true {table {table}} other {no table}}.',
    ),
    notExpected: 'This table is not among those expected.',
    rulesVersion: msg<{ here: string; others: readonly string[] }>('Played under {here}; other tables under {others, list}.'),
    players: msg<{ paired: readonly string[]; reported: readonly string[] }>(
      'Players other than the pairing: the pairings name {paired, list} at this table, the report names {reported, list}.',
    ),
  },
  failure: {
    checksum: 'The link fails its checksum: it was damaged on the way (copied, typed or scanned wrongly).',
    replay: 'The report does not replay: the rules refuse its setup or one of its actions.',
    unreadable: 'Not a share link or a game file this app can read.',
    newer: 'Made by a newer version of the app: update the app to read it.',
  },
  checks: {
    checksum: 'The link’s checksum holds: it catches damage on the way, not a forged link.',
    file: 'A game file has no checksum: it is read as it is.',
    replay: 'Replayed by the app’s own rules: every action is allowed.',
    chance: {
      checked: 'Every roll and deal was drawn again from the game code the app drew and revealed at the end.',
      physical: 'Entered by the players: they used their own cards and dice.',
      typedCode: 'Rolls and deals drawn again from a typed game code: they match it, but a typed code can be known beforehand.',
      noCode: 'Rolls and deals as the report gives them: no game code came with it.',
      sealed: 'Rolls and deals not shown: the code stays sealed until the pre-battle ends.',
    },
  },
  history: msg<{ what: 'added' | 'same' | 'replaced' | 'older' | 'disagrees'; at: string }>(
    '{what, select, same {{at}: the same report again, counted once.} replaced {{at}: a newer report replaced an older one (its actions continue the older one’s).} older {{at}: an older report came in (its actions are the beginning of the kept one’s); not kept.} disagrees {{at}: a report that disagrees with the one kept came in; both kept.} other {{at}: report added.}}',
  ),
  files: {
    heading: 'Round file and exports',
    exportRound: 'Export the round file',
    exportCsv: 'Export the round as CSV',
    print: 'Print the round summary',
    csvHeader: ['Table', 'First player', 'Second player', 'First army', 'Second army', 'Territory', 'Invader', 'Step reached', 'Flags'],
    importRound: 'Import a round file',
    problems: {
      notJson: 'This file is not a round file: it is not JSON.',
      newer: 'This round file was made by a newer version of the app: update the app to open it.',
      notARound: 'This file is not a round file the app can read.',
    },
    nothingLost: 'Nothing was changed: your rounds are as they were.',
  },
  summary: {
    heading: 'Round summary',
    columns: ['Table', 'Players', 'Territory', 'Final square', 'Invader', 'Step reached', 'Flags'],
    legend: 'Flags',
    flags: [
      'rolls or deals the umpire cannot check',
      'a rules profile other than the event’s',
      'reports of one table disagree',
      'expected, not reported',
      'the report fails its checks (checksum or replay)',
      'another event or round, no table number, or a table not expected',
      'other app rules than the other tables',
      'players other than the table’s pairing',
    ],
  },
  list: {
    open: msg<{ event: string; round: number }>('Open {event}, round {round}'),
    tables: msg<{ reported: number; expected: number }>('{reported} of {expected} tables reported'),
    deleteText: 'Its reports, history and rulings are lost. Export the round file first to keep a copy.',
    deleteWords: {
      delete: 'Delete',
      deleteName: msg<{ title: string }>('Delete the round {title}'),
      deleteTitle: msg<{ title: string }>('Delete the round “{title}”?'),
      deleteConfirm: 'Delete it',
      failed: 'The round could not be deleted: this browser refused to store the change.',
    },
  },
  board: {
    open: 'Show the board on the projector',
    ground: msg<{ territory: string; square: string }>('{territory}, {square}'),
    noReport: 'Not reported',
    /** `numbers`: the flags' numbers, each followed by a space but the last. */
    flags: msg<{ numbers: string }>('Flags {numbers}'),
    noFlags: 'No flag',
    back: 'Every table',
  },
  at: msg<{ when: Date }>('{when, date, time}'),
});

/** A problem of a pairings CSV file, in words. */
export function csvProblemText(p: CsvProblem): string {
  const W = ROUND_WORDS.csv.problems;
  switch (p.code) {
    case 'empty':
    case 'noRows':
    case 'sameColumn':
      return W[p.code];
    case 'unclosedQuote':
    case 'missingPlayer':
    case 'tooLong':
      return W[p.code]({ row: p.row });
    case 'badTable':
      return W.badTable({ row: p.row, value: p.value });
    case 'twiceTable':
      return W.twiceTable({ row: p.row, table: p.table });
  }
}

/** A table's flag in words (issue 37). */
export function flagText(flag: Flag): string {
  const W = ROUND_WORDS.flags;
  switch (flag.code) {
    case 'chance':
      return W.chance[flag.finding];
    case 'battleWeather':
      return W.battleWeather({ turns: flag.turns });
    case 'profile':
      return W.profile({ report: flag.report ?? W.noProfile, event: flag.event ?? W.noProfile });
    case 'disagree':
      return W.disagree({ reports: flag.reports });
    case 'missing':
    case 'notExpected':
      return W[flag.code];
    case 'failed':
      return ROUND_WORDS.failure[flag.reason];
    case 'elsewhere':
      return W.elsewhere({
        hasEvent: flag.event !== null,
        event: flag.event ?? '',
        hasRound: flag.round !== null,
        round: flag.round ?? 0,
        hasTable: flag.table !== null,
        table: flag.table ?? 0,
      });
    case 'rulesVersion':
      return W.rulesVersion({ here: appRulesText(flag.here), others: flag.others.map(appRulesText) });
    case 'players':
      return W.players({ paired: flag.paired, reported: flag.reported });
  }
}

/** What became of a report just added (`table`: where it went, null for the unassigned reports). */
export function outcomeText(outcome: Collected, table: number | null): string {
  return ROUND_WORDS.add.outcome({ outcome, assigned: table !== null, table: table ?? 0 });
}
