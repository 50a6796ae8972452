// `npm run replay -- FILE`: runs the built CLI, building it first when it is missing
// (`node scripts/build-replay.mjs` rebuilds it after the engine changes).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildReplay, REPLAY_BUILT } from './build-replay.mjs';

if (!existsSync(REPLAY_BUILT)) await buildReplay();
await import(pathToFileURL(REPLAY_BUILT).href);
