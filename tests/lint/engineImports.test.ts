// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.js' });

async function importRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the UI imports the engine through its index only (STYLE.md habit 1)', () => {
  it.each([
    ["import { odds } from '../../engine/odds';\nexport const x = odds;\n", 'src/ui/odds/probe.ts'],
    ["import { tableLayout } from '../../engine/table';\nexport const x = tableLayout;\n", 'src/ui/table/probe.tsx'],
    ["import { PublicViewSchema } from '../../engine/schema/view';\nexport const x = PublicViewSchema;\n", 'src/ui/projector/probe.ts'],
    ["import type { Step } from '../../engine/schema/steps';\nexport type X = Step;\n", 'src/ui/words/probe.ts'],
    ["export { summary } from '../engine/summary';\n", 'src/ui/probe.ts'],
  ])('refuses %j in %s', async (code, file) => {
    const messages = await importRules(code, file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Import the engine through src\/engine\/index\.ts\.$/);
  });

  it('stays quiet on the index, by its folder or by name', async () => {
    expect(await importRules("import { odds, table, type Step } from '../../engine';\nexport const x = [odds, table] as const;\nexport type X = Step;\n", 'src/ui/odds/probe.ts')).toEqual([]);
    expect(await importRules("import { publicView } from '../engine/index';\nexport const x = publicView;\n", 'src/ui/probe.ts')).toEqual([]);
  });

  it('leaves the engine free to import its own modules', async () => {
    expect(await importRules("import { tableLayout } from './table/layout';\nexport const x = tableLayout;\n", 'src/engine/probe.ts')).toEqual([]);
  });
});
