/**
 * Prints, as JSON, the games the projector layout spec opens: the Waterside example at its secure flanks, and played
 * on into 8 battle turns (the most weather rows the room shows). Run with tsx (`npx tsx e2e/support/projectorGames.ts`):
 * the engine reads its rules as JSON modules, which Playwright's loader cannot import.
 */
import { exampleLog, watersideWithBattle } from '../../tests/support/battleFile';

const example = exampleLog('digital-2023-waterside.json');
const flanks = { ...example, actions: example.actions.slice(0, example.actions.findIndex((a) => a.type === 'placeDeepWater')) };
console.log(JSON.stringify({ flanks, battle: watersideWithBattle({ turns: 8, over: false }) }));
