// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ZOD_MODULE = join('src', 'lib', 'zod.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every zod entry a file names: `import ... from`, `export ... from`, a bare `import '...'` or `import('...')`, type-only ones included. */
function zodSpecifiers(text: string): string[] {
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](zod(?:\/[^'"]*)?)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

describe('zod never probes new Function (the CSP blocks it)', () => {
  it('every module takes z from src/lib/zod: no other file imports zod or zod/mini, not even a type', () => {
    const offenders = [...sources('src'), ...sources('tests')]
      .filter((path) => path !== ZOD_MODULE)
      .map((path) => [path, zodSpecifiers(readFileSync(path, 'utf8'))] as const)
      .filter(([, specifiers]) => specifiers.length > 0);
    expect(offenders).toEqual([]);
  });

  it('src/lib/zod builds on zod/mini and its English messages, never classic zod (which would bundle it)', () => {
    const specifiers = zodSpecifiers(readFileSync(ZOD_MODULE, 'utf8'));
    expect(specifiers).toContain('zod/mini');
    expect(specifiers.filter((s) => s !== 'zod/mini' && !/^zod\/v4\/locales\/[a-z-]+\.js$/.test(s))).toEqual([]);
  });

  it('building and parsing every schema constructs no Function', async () => {
    const original = globalThis.Function;
    const made: unknown[][] = [];
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        made.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const { loadRules } = await import('../../src/engine/loadRules');
      const { ruleFiles } = await import('../../src/engine/bundledRules');
      const { z } = await import('../../src/lib/zod');
      loadRules(ruleFiles);
      z.object({ a: z.number() }).parse({ a: 1 });
      await import('../../src/packs/agv/index');
      await import('../../src/packs/ccn/index');
    } finally {
      globalThis.Function = original;
    }
    expect(made).toEqual([]);
  });

  it('is configured jitless, without zod’s English messages (a problem is worded from its code: src/ui/words/issues.ts)', async () => {
    const { z } = await import('../../src/lib/zod');
    expect(z.config().jitless).toBe(true);
    expect(z.config().localeError).toBeUndefined();
    expect(z.number().safeParse('six').error?.issues[0]).toMatchObject({ code: 'invalid_type', expected: 'number', message: 'Invalid input' });
  });
});
