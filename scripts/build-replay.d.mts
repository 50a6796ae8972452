/** Where the built replay CLI lives (gitignored). */
export const REPLAY_BUILT: string;
/** Bundles scripts/replay.ts with the engine, zod and seedrandom into REPLAY_BUILT. */
export function buildReplay(): Promise<void>;
/** Whether the built CLI is missing or older than any of its sources (src, data, scripts/replay.ts, the lockfile). */
export function replayIsStale(): boolean;
