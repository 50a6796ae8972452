import intercept from '../../examples/intercept-2023.json';
import physical from '../../examples/physical-2020.json';
import waterside from '../../examples/digital-2023-waterside.json';
import outscouted from '../../examples/outscouted-2020.json';
import { bundledPresets, type Action, type GameLog, type Setup } from '../../src/engine';
import { shareLink } from '../../src/share/link';
import { rules } from './scenario';

/** The event every round test plays at, its round, and the profile some of its tables play under. */
export const EVENT = 'Northern Open';
export const ROUND = 2;
export const TOURNAMENT_PROFILE = bundledPresets().find((p) => p.id === 'tournament8bw')!.profile;

const example = (log: unknown) => log as GameLog;
const BASE = 'https://umpire.example.org/app/';

/** What a report's options say: how many actions, a typed code, where it was played, other setup fields. */
export interface ReportOptions {
  count?: number;
  typed?: boolean;
  at?: { event?: string; round?: number };
  setup?: Partial<Setup>;
}

/** An example game played at a table of the event (or where `at` says), its code drawn unless `typed`. */
export function reportGame(log: GameLog, table: number | null, options: ReportOptions = {}): { setup: Setup; actions: Action[] } {
  const tournament = { event: options.at?.event ?? EVENT, round: options.at?.round ?? ROUND, ...(table === null ? {} : { table }) };
  const setup: Setup = { ...log.setup, seedSource: options.typed ? 'typed' : 'drawn', tournament, ...options.setup };
  return { setup, actions: log.actions.slice(0, options.count ?? log.actions.length) };
}

/** A share link of `reportGame`'s game, as its battle sheet prints it. */
export async function reportLink(log: GameLog, table: number | null, options: ReportOptions = {}): Promise<string> {
  const made = await shareLink(rules, reportGame(log, table, options), { base: BASE, sheet: true });
  if (!made.ok) throw new Error(`no link: ${made.reason}`);
  return made.url;
}

export const EXAMPLES = {
  waterside: example(waterside),
  intercept: example(intercept),
  physical: example(physical),
  outscouted: example(outscouted),
};

/** A link with one character of its payload changed: its checksum fails (flag 5). */
export function damaged(url: string): string {
  const at = url.length - 5;
  return `${url.slice(0, at)}${url[at] === 'A' ? 'B' : 'A'}${url.slice(at + 1)}`;
}
