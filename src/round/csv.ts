import type { Pairing } from './schema';

/** A CSV read as a header row and data rows (cells trimmed). */
export interface Csv {
  header: string[];
  rows: string[][];
}

/** Why a CSV or its mapping gave no pairings; `row` counts the file's lines of data from 1, the header being row 0. */
export type CsvProblem =
  | { code: 'empty' }
  | { code: 'noRows' }
  | { code: 'unclosedQuote'; row: number }
  | { code: 'sameColumn' }
  | { code: 'badTable'; row: number; value: string }
  | { code: 'missingPlayer'; row: number }
  | { code: 'tooLong'; row: number }
  | { code: 'twiceTable'; row: number; table: number };

/** The columns the umpire maps once: table, first and second player, each army optional (an index into the header). */
export interface CsvMapping {
  table: number;
  first: number;
  second: number;
  firstArmy: number | null;
  secondArmy: number | null;
}

/** The separator a header row uses: a comma, or the semicolon of spreadsheets in languages that write decimals with a comma, or a tab. */
function separatorOf(line: string): string {
  const counts = [',', ';', '\t'].map((s) => [s, line.split(s).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Splits CSV text into rows of cells (RFC 4180: quoted cells may hold separators, doubled quotes and line breaks). */
export function parseCsv(text: string): { ok: true; csv: Csv } | { ok: false; problem: CsvProblem } {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, problem: { code: 'empty' } };
  const sep = separatorOf(body.split(/\r?\n/, 1)[0] ?? '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell.trim());
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') quoted = true;
    else if (c === sep) endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (quoted) return { ok: false, problem: { code: 'unclosedQuote', row: rows.length } };
  endCell();
  rows.push(row);
  const filled = rows.filter((r) => r.some((value) => value !== ''));
  const [header, ...data] = filled;
  if (!header) return { ok: false, problem: { code: 'empty' } };
  if (data.length === 0) return { ok: false, problem: { code: 'noRows' } };
  return { ok: true, csv: { header, rows: data } };
}

/** The mapping a header suggests: the first column naming a table, then player and army columns in order; else the first columns. */
export function guessMapping(header: readonly string[]): CsvMapping {
  const find = (pattern: RegExp, skip: number[] = []) => header.findIndex((h, i) => pattern.test(h) && !skip.includes(i));
  const table = Math.max(find(/table|tisch|mesa|tavolo/i), 0);
  const armies = header.map((h, i) => (/arm(y|ies|ée)|list|ej[eé]rcito/i.test(h) ? i : -1)).filter((i) => i >= 0);
  const players = header.map((_, i) => i).filter((i) => i !== table && !armies.includes(i));
  return { table, first: players[0] ?? 1, second: players[1] ?? 2, firstArmy: armies[0] ?? null, secondArmy: armies[1] ?? null };
}

/** The pairings of a CSV under the umpire's mapping; a bad row names its number and what is wrong. */
export function pairingsOf(csv: Csv, mapping: CsvMapping): { ok: true; pairings: Pairing[] } | { ok: false; problem: CsvProblem } {
  const columns = [mapping.table, mapping.first, mapping.second, mapping.firstArmy, mapping.secondArmy].filter((c) => c !== null);
  if (new Set(columns).size !== columns.length) return { ok: false, problem: { code: 'sameColumn' } };
  const pairings: Pairing[] = [];
  for (const [i, cells] of csv.rows.entries()) {
    const row = i + 1;
    const value = cells[mapping.table] ?? '';
    const table = Number(value);
    if (!/^\d{1,3}$/.test(value) || table < 1) return { ok: false, problem: { code: 'badTable', row, value } };
    if (pairings.some((p) => p.table === table)) return { ok: false, problem: { code: 'twiceTable', row, table } };
    const first = cells[mapping.first] ?? '';
    const second = cells[mapping.second] ?? '';
    if (first === '' || second === '') return { ok: false, problem: { code: 'missingPlayer', row } };
    const army = (column: number | null) => (column === null ? '' : (cells[column] ?? ''));
    const [firstArmy, secondArmy] = [army(mapping.firstArmy), army(mapping.secondArmy)];
    if (first.length > 30 || second.length > 30 || firstArmy.length > 60 || secondArmy.length > 60) return { ok: false, problem: { code: 'tooLong', row } };
    pairings.push({ table, first, second, ...(firstArmy ? { firstArmy } : {}), ...(secondArmy ? { secondArmy } : {}) });
  }
  return { ok: true, pairings };
}

/** One CSV cell as written: quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, a line each (CRLF, as RFC 4180 writes it). */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
