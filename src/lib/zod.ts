import { config, z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini (only the schemas and checks the app builds are bundled), configured before any schema exists.
 * Jitless: zod never compiles a parser with `new Function`, which the app's CSP (`script-src 'self'`) blocks
 * and reports. English: zod/mini loads no locale, and zod's own messages reach players (a game file's
 * "Details", a pack's refusals). Every module that builds a schema imports `z` from here
 * (tests/lint/zodJitless.test.ts checks it).
 */
config({ ...en(), jitless: true });

export { z };
