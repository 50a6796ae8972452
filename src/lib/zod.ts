import { config, z } from 'zod/mini';

/**
 * zod/mini (only the schemas and checks the app builds are bundled), configured before any schema exists.
 * Jitless: zod never compiles a parser with `new Function`, which the app's CSP (`script-src 'self'`) blocks
 * and reports. No locale: zod's English messages never reach a player; a problem is worded from its code and facts,
 * in the player's language (src/ui/words/issues.ts) or, for a developer, the same in every language
 * (src/lib/issues.ts). Every module that builds a schema imports `z` from here (tests/lint/zodJitless.test.ts checks it).
 */
config({ jitless: true });

export { z };
