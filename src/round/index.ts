/**
 * The umpire's round (issue 37): a layer between the share links and the UI. Its stored format (`RoundSchema`), the
 * pairings read from a CSV, each report read and replayed by the links' and the engine's own code, which report is newer,
 * and each table's flags. Pure: no React, no storage, no clock (times are given).
 */
export { ROUND_FORMAT, ROUND_VERSION, RoundSchema, newRound, readRoundFile, expectedTables } from './schema';
export type { Round, Pairing, Expected, ReportRecord, HistoryLine, Ruling, RoundFileFailure } from './schema';
export { parseCsv, guessMapping, pairingsOf, csvText } from './csv';
export type { Csv, CsvMapping, CsvProblem } from './csv';
export { readReport } from './report';
export type { ReadReport, ReportFacts, FailedReport, ReportFailure, ChanceFinding } from './report';
export { collect, tableOf, relation } from './collect';
export type { Collected } from './collect';
export { roundRows } from './flags';
export type { Flag, TableRow } from './flags';
export { canonicalJson } from './canonical';
