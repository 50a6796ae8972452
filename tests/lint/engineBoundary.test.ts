// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}

describe('the engine boundary in ESLint (STYLE.md habit 1)', () => {
  it.each([
    ["import { useState } from 'react';\nexport const x = useState;\n", 'no-restricted-imports'],
    ["import { create } from 'zustand';\nexport const x = create;\n", 'no-restricted-imports'],
    ["import { App } from '../ui/App';\nexport const x = App;\n", 'no-restricted-imports'],
    ['export const x = Math.random();\n', 'no-restricted-properties'],
    ['export const x = Date.now();\n', 'no-restricted-properties'],
    ['export const x = new Date();\n', 'no-restricted-syntax'],
    ['export const x = window.innerWidth;\n', 'no-restricted-globals'],
    ["export const x = document.title;\n", 'no-restricted-globals'],
    ["export const x = localStorage.getItem('k');\n", 'no-restricted-globals'],
  ])('refuses %j inside src/engine', async (code, rule) => {
    expect(await ruleIdsFor(code, 'src/engine/probe.ts')).toContain(rule);
  });

  it('allows the same browser calls in src/ui', async () => {
    const ids = await ruleIdsFor('export const x = [Math.random(), Date.now(), window.innerWidth];\n', 'src/ui/probe.ts');
    expect(ids).toEqual([]);
  });
});

describe('the pack boundaries in ESLint (STYLE.md "Packs")', () => {
  it.each([
    ["import { bundledRules } from '../../engine';\nexport const x = bundledRules;\n", 'src/packs/ccn/probe.ts'],
    ["import { agvPack } from '../agv';\nexport const x = agvPack;\n", 'src/packs/ccn/probe.ts'],
    ["import { ccnPack } from '../ccn/bundled';\nexport const x = ccnPack;\n", 'src/packs/agv/probe.ts'],
    ["import { useState } from 'react';\nexport const x = useState;\n", 'src/packs/agv/probe.ts'],
  ])('refuses %j in %s', async (code, file) => {
    expect(await ruleIdsFor(code, file)).toContain('no-restricted-imports');
  });

  it('keeps the engine rules inside a pack', async () => {
    expect(await ruleIdsFor('export const x = Math.random();\n', 'src/packs/ccn/probe.ts')).toContain('no-restricted-properties');
  });

  it('lets the UI use a pack through its index, and only so', async () => {
    expect(await ruleIdsFor("import { ccnPack } from '../../packs/ccn';\nexport const x = ccnPack;\n", 'src/ui/ccn/probe.ts')).toEqual([]);
    expect(await ruleIdsFor("import { loadCcn } from '../../packs/ccn/load';\nexport const x = loadCcn;\n", 'src/ui/ccn/probe.ts')).toContain('no-restricted-imports');
  });
});

describe('the shared layer in ESLint (src/lib, below the engine and the packs)', () => {
  it.each([
    ["import { bundledRules } from '../engine';\nexport const x = bundledRules;\n", 'src/lib/probe.ts'],
    ["import { ccnPack } from '../packs/ccn';\nexport const x = ccnPack;\n", 'src/lib/probe.ts'],
    ["import { App } from '../ui/App';\nexport const x = App;\n", 'src/lib/probe.ts'],
    ["import { useState } from 'react';\nexport const x = useState;\n", 'src/lib/probe.ts'],
    ["import { ccnPack } from '../packs/ccn';\nexport const x = ccnPack;\n", 'src/engine/probe.ts'],
  ])('refuses %j in %s', async (code, file) => {
    expect(await ruleIdsFor(code, file)).toContain('no-restricted-imports');
  });

  it('lets the engine and a pack build on it', async () => {
    const code = "import { z } from '../../lib/zod';\nexport const x = z;\n";
    expect(await ruleIdsFor(code, 'src/engine/schema/probe.ts')).toEqual([]);
    expect(await ruleIdsFor(code, 'src/packs/ccn/probe.ts')).toEqual([]);
  });
});
