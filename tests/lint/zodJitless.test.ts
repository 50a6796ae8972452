// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('zod never probes new Function (the CSP blocks it)', () => {
  it('every module takes z from src/packs/common/zod, which sets jitless before any schema is built', () => {
    const offenders = [...sources('src'), ...sources('tests')].filter(
      (path) => path !== join('src', 'packs', 'common', 'zod.ts') && /^import (?!type )[^;]*from 'zod(\/[^']*)?';/m.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
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
      const { loadRules } = await import('../../src/engine/rules');
      const { ruleFiles } = await import('../../src/engine/bundledRules');
      const { z } = await import('../../src/packs/common/zod');
      loadRules(ruleFiles);
      z.object({ a: z.number() }).parse({ a: 1 });
      await import('../../src/packs/agv/index');
      await import('../../src/packs/ccn/index');
    } finally {
      globalThis.Function = original;
    }
    expect(made).toEqual([]);
  });
});
