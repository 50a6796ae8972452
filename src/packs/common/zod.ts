import { z } from 'zod';

/**
 * zod, configured jitless before any schema exists: zod reads the flag when a schema is built and would
 * otherwise probe `new Function`, which the app's CSP (`script-src 'self'`) blocks and reports.
 * Every module that builds a schema imports `z` from here (tests/lint/zodJitless.test.ts checks it).
 */
z.config({ jitless: true });

export { z };
