import type { ChanceFinding, Collected, CsvProblem, Flag, ReportFailure, RoundFileFailure } from '../../round';
import { catalogue } from '../words/catalogue';
import { appRulesText } from '../words/rulesVersion';

const list = (items: readonly string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

/** The round screen's words (issue 37): the new round, the pairings, the reports, each table, its flags and the exports. */
export const ROUND_WORDS = catalogue({
  heading: 'The round',
  title: (event: string, round: number) => `${event}, round ${round}`,
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
    read: (count: number) => (count === 1 ? 'One table read.' : `${count} tables read.`),
    problem: (p: CsvProblem): string => {
      switch (p.code) {
        case 'empty':
          return 'The file is empty.';
        case 'noRows':
          return 'The file has a header row and no table under it.';
        case 'unclosedQuote':
          return `A quote opened after row ${p.row} is never closed.`;
        case 'sameColumn':
          return 'One column is mapped to two things: map each to its own column.';
        case 'badTable':
          return `Row ${p.row}: the table “${p.value}” is not a whole number from 1 to 999.`;
        case 'missingPlayer':
          return `Row ${p.row}: a player’s name is missing.`;
        case 'tooLong':
          return `Row ${p.row}: a player’s name is longer than 30 letters or an army’s than 60.`;
        case 'twiceTable':
          return `Row ${p.row}: table ${p.table} is paired twice.`;
      }
    },
    notRead: 'The CSV could not be used, and nothing was changed.',
  },
  add: {
    heading: 'Add a report',
    link: 'A share link or a battle sheet’s link',
    linkButton: 'Add the link',
    file: 'Add a game file',
    reading: 'Reading the report…',
    outcome: (o: Collected, table: number | null): string => {
      const where = table === null ? 'the unassigned reports' : `table ${table}`;
      return {
        added: `Added to ${where}.`,
        same: `Already here: ${where} has this report.`,
        older: `Older than the report ${where} has: kept in its history only.`,
        replaced: `Added to ${where}, replacing its older report.`,
        disagrees: `Added to ${where}: it disagrees with the report there.`,
      }[o];
    },
  },
  table: {
    heading: (table: number) => `Table ${table}`,
    paired: (table: number) => `Table ${table}:`,
    unassigned: 'Unassigned report',
    vs: (first: string, second: string) => `${first} v ${second}`,
    pairing: 'Pairing',
    step: 'Step reached',
    finished: 'the end of the pre-battle',
    noReport: 'No report yet.',
    players: 'Players and armies',
    player: (name: string, army: string) => `${name} (${army})`,
    flags: 'Flags',
    noFlags: 'No flag.',
    flagNumber: (n: number) => `Flag ${n}`,
    checked: 'What was checked',
    history: 'History',
    ruling: 'Umpire’s ruling',
    rulingSave: 'Keep the ruling',
    rulingSaved: 'Ruling kept.',
    report: (n: number) => `Report ${n}`,
  },
  flag: (flag: Flag): string => {
    switch (flag.code) {
      case 'chance':
        return {
          typedCode: 'Rolls and deals the umpire cannot check: the game code was typed by a player, so it could be known before the game.',
          noCode: 'Rolls and deals the umpire cannot check: the report came without its game code.',
          sealed: 'Rolls and deals the umpire cannot check yet: the pre-battle is not over, so its code is sealed and its link carries only the room’s view.',
        }[flag.finding];
      case 'battleWeather':
        return `The battle’s weather rolls (${flag.turns === 1 ? 'one turn' : `${flag.turns} turns`}) cannot be checked: a link never carries the battle code.`;
      case 'profile':
        return `Rules profile “${flag.report ?? 'none'}” is not the event’s “${flag.event ?? 'none'}”: their settings differ (compared by content, not by name).`;
      case 'disagree':
        return `${flag.reports} reports of this table disagree: neither one’s actions are the beginning of the other’s.`;
      case 'missing':
        return 'Expected, and not reported.';
      case 'failed':
        return ROUND_WORDS.failure(flag.reason);
      case 'elsewhere':
        return `Not this round’s: the report names ${flag.event === null ? 'no event' : `event “${flag.event}”`}, ${flag.round === null ? 'no round' : `round ${flag.round}`} and ${flag.table === null ? 'no table' : `table ${flag.table}`}.`;
      case 'notExpected':
        return 'This table is not among those expected.';
      case 'rulesVersion':
        return `Played under ${appRulesText(flag.here)}; other tables under ${list(flag.others.map(appRulesText))}.`;
      case 'players':
        return `Players other than the pairing: the pairings name ${list(flag.paired)} at this table, the report names ${list(flag.reported)}.`;
    }
  },
  failure: (reason: ReportFailure): string =>
    ({
      checksum: 'The link fails its checksum: it was damaged on the way (copied, typed or scanned wrongly).',
      replay: 'The report does not replay: the rules refuse its setup or one of its actions.',
      unreadable: 'Not a share link or a game file this app can read.',
      newer: 'Made by a newer version of the app: update the app to read it.',
    })[reason],
  checks: {
    checksum: 'The link’s checksum holds: it catches damage on the way, not a forged link.',
    file: 'A game file has no checksum: it is read as it is.',
    replay: 'Replayed by the app’s own rules: every action is allowed.',
    chance: (c: ChanceFinding): string =>
      ({
        checked: 'Every roll and deal was drawn again from the game code the app drew and revealed at the end.',
        physical: 'Entered by the players: they used their own cards and dice.',
        typedCode: 'Rolls and deals drawn again from a typed game code: they match it, but a typed code can be known beforehand.',
        noCode: 'Rolls and deals as the report gives them: no game code came with it.',
        sealed: 'Rolls and deals not shown: the code stays sealed until the pre-battle ends.',
      })[c],
  },
  history: (what: 'added' | 'same' | 'replaced' | 'older' | 'disagrees', at: string): string =>
    ({
      added: `${at}: report added.`,
      same: `${at}: the same report again, counted once.`,
      replaced: `${at}: a newer report replaced an older one (its actions continue the older one’s).`,
      older: `${at}: an older report came in (its actions are the beginning of the kept one’s); not kept.`,
      disagrees: `${at}: a report that disagrees with the one kept came in; both kept.`,
    })[what],
  files: {
    heading: 'Round file and exports',
    exportRound: 'Export the round file',
    exportCsv: 'Export the round as CSV',
    print: 'Print the round summary',
    csvHeader: ['Table', 'First player', 'Second player', 'First army', 'Second army', 'Territory', 'Invader', 'Step reached', 'Flags'],
    importRound: 'Import a round file',
    problem: (reason: RoundFileFailure): string =>
      ({
        notJson: 'This file is not a round file: it is not JSON.',
        newer: 'This round file was made by a newer version of the app: update the app to open it.',
        notARound: 'This file is not a round file the app can read.',
      })[reason],
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
    open: (event: string, round: number) => `Open ${event}, round ${round}`,
    tables: (reported: number, expected: number) => `${reported} of ${expected} tables reported`,
    deleteText: 'Its reports, history and rulings are lost. Export the round file first to keep a copy.',
    deleteWords: {
      delete: 'Delete',
      deleteName: (title: string) => `Delete the round ${title}`,
      deleteTitle: (title: string) => `Delete the round “${title}”?`,
      deleteConfirm: 'Delete it',
      failed: () => 'The round could not be deleted: this browser refused to store the change.',
    },
  },
  board: {
    open: 'Show the board on the projector',
    ground: (territory: string, square: string) => `${territory}, ${square}`,
    noReport: 'Not reported',
    flags: (numbers: readonly number[]) => `Flags ${numbers.join(' ')}`,
    noFlags: 'No flag',
    back: 'Every table',
  },
  at: (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }),
});
