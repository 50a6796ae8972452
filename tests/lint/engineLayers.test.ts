// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = resolve('src', 'engine');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files of the app a module imports: static, type-only, re-exported or dynamic. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((path) => existsSync(path) && statSync(path).isFile());
    return found ? [found] : [];
  });
}

/** Every file from which `start` can be reached again by following imports: its circle, empty when there is none. */
function circleThrough(start: string, edges: ReadonlyMap<string, readonly string[]>): string[] {
  const seen = new Set<string>();
  const stack = [...(edges.get(start) ?? [])];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(edges.get(file) ?? []));
  }
  return seen.has(start) ? [relative(ENGINE, start)] : [];
}

describe('the engine is layered (STYLE.md layout)', () => {
  const files = sources(ENGINE);
  const edges = new Map(files.map((file) => [file, importsOf(file)] as const));

  it('has no import circle, counting type-only and dynamic imports', () => {
    expect(files.flatMap((file) => circleThrough(file, edges))).toEqual([]);
  });

  it('keeps its schemas at the bottom: a schema module or a step\'s slice imports only other schemas, slices and src/lib', () => {
    const schemaDir = join(ENGINE, 'schema');
    const lib = resolve('src', 'lib');
    const isSchema = (file: string) => file.startsWith(schemaDir) || /[\\/]steps[\\/][^\\/]+[\\/]slice\.ts$/.test(file);
    const schemas = files.filter(isSchema);
    expect(schemas.length).toBeGreaterThan(20);
    const upward = schemas.flatMap((file) =>
      importsOf(file)
        .filter((to) => !isSchema(to) && !to.startsWith(lib))
        .map((to) => `${relative(ENGINE, file)} -> ${relative(ENGINE, to)}`),
    );
    expect(upward).toEqual([]);
  });
});
