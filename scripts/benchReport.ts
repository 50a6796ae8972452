import { readFileSync, writeFileSync } from 'node:fs';

/** One figure of `npm run bench`: what, how much (with its unit), its target, and how it compares (to the floor, to a relabel click). */
export interface Row {
  figure: string;
  value: string;
  target?: string;
  compared?: string;
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** `a` as a multiple of `b`, e.g. "1.23x". */
export function times(a: number, b: number): string {
  return `${(a / b).toFixed(2)}x`;
}

/** "met" or "MISSED": whether a figure meets its target. */
export function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

/** Prints each figure as it comes and keeps it for DEVELOPING.md's table. */
export class Report {
  readonly rows: Row[] = [];

  constructor(readonly heading: string) {
    console.log(heading);
  }

  add(row: Row): void {
    this.rows.push(row);
    const extra = [row.target && `target ${row.target}`, row.compared].filter(Boolean).join('; ');
    console.log(`${row.figure.padEnd(54)} ${row.value}${extra ? `  (${extra})` : ''}`);
  }

  /** Runs one part of the bench; a failure becomes a row that says so, and the rest still runs. */
  async attempt(figure: string, run: () => unknown): Promise<void> {
    try {
      await run();
    } catch (error) {
      this.add({ figure, value: `not measured: ${(error as Error).message.split('\n')[0]}` });
      // The whole error on the console (a browser check names its locator and timeout there), the table keeps one line.
      console.error(error);
    }
  }

  /** A figure's details (file names, counts) on the console only. */
  note(text: string): void {
    console.log(`${''.padEnd(56)}${text}`);
  }

  /** Replaces DEVELOPING.md's benchmark table (between the bench markers) with this run's. */
  writeTable(path = 'DEVELOPING.md'): void {
    const readme = readFileSync(path, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    if (start < 0 || end < start) throw new Error(`${path} has no ${START} ... ${END} section`);
    const cell = (text = '') => text.replaceAll('|', '\\|');
    const table = [
      this.heading,
      '',
      '| figure | value | target | compared |',
      '| --- | --- | --- | --- |',
      ...this.rows.map((row) => `| ${cell(row.figure)} | ${cell(row.value)} | ${cell(row.target)} | ${cell(row.compared)} |`),
    ].join('\n');
    writeFileSync(path, `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`);
  }
}
