// `npm run replay -- FILE`: runs the built CLI, building it first when it is missing or older than the
// engine, words or data it bundles (`node scripts/build-replay.mjs` rebuilds it by hand).
import { pathToFileURL } from 'node:url';
import { buildReplay, REPLAY_BUILT, replayIsStale } from './build-replay.mjs';

if (replayIsStale()) await buildReplay();
await import(pathToFileURL(REPLAY_BUILT).href);
