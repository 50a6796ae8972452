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
