/** Where the built replay CLI lives (gitignored). */
export const REPLAY_BUILT: string;
/** Bundles scripts/replay.ts with the engine, zod and seedrandom into REPLAY_BUILT. */
export function buildReplay(): Promise<void>;
