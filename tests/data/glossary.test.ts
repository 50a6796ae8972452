// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadRules, RulesError, ruleFiles, type RuleFiles } from '../../src/engine';

const GLOSSARY = 'data/meg/glossary.json';
const rules = loadRules(ruleFiles);
const entry = (id: string) => rules.glossary.entries.find((e) => e.id === id);

/** The RulesError loadRules throws once the glossary copy is broken. */
function errorFor(breakIt: (data: { entries: Record<string, unknown>[] }) => void): string {
  const files: RuleFiles = structuredClone(ruleFiles);
  breakIt(files.glossary.data as { entries: Record<string, unknown>[] });
  try {
    loadRules(files);
  } catch (error) {
    if (error instanceof RulesError) return error.message;
    throw error;
  }
  throw new Error('loadRules accepted a broken glossary');
}

describe('the glossary (data/meg/glossary.json)', () => {
  it('has the abbreviations of the pre-battle and the terms players ask about', () => {
    expect(rules.glossary.entries.map((e) => e.term)).toEqual(
      expect.arrayContaining(['BW', 'HBW', 'TuG', 'SuG', 'UG', 'KaB', 'A-C', 'PBS', 'Density', 'Secure flank']),
    );
  });

  it.each([
    ['ac', '000 PBS 8.A', 'Players roll-off based on the A-C level'],
    ['tug', '000 PBS 10.E', 'Alternate placing groups of TUGs'],
    ['sug', '002 Deployment Zones', 'only SuGs may be deployed within 5BW of table side edges'],
    ['kab', '001 Kill a base test (KaB)', 'KILL A BASE TEST (KAB)'],
    ['density', '000 PBS 9.A-9.B', 'Terrain density is determined by the final position on PBS map.'],
  ])('%s cites %s and quotes the source', (id, source, words) => {
    expect(entry(id)?.source).toContain(source);
    expect(entry(id)?.sourceWords).toContain(words);
  });

  it('says where an abbreviation is never spelled out by the sources and where it is', () => {
    expect(entry('bw')?.reading).toMatch(/without spelling it out/);
    // Source 001 heads the test "KILL A BASE TEST (KAB)"; 002 says "army commander" where 000 says A-C.
    expect(entry('kab')?.reading).toBeNull();
    expect(entry('ac')?.reading).toBeNull();
  });

  it('gives each spelling to one entry, so a marked abbreviation opens the right one', () => {
    const forms = rules.glossary.entries.flatMap((e) => e.forms);
    expect(new Set(forms).size).toBe(forms.length);
    expect(entry('tug')?.forms).toEqual(expect.arrayContaining(['TuG', 'TUGs']));
  });

  it('refuses an entry without a source, naming the file, the entry and the field', () => {
    const message = errorFor((data) => {
      delete data.entries[0]!.source;
    });
    expect(message).toMatch(new RegExp(`^${GLOSSARY}: entries\\[0\\] \\(bw\\)\\.source:`));
  });

  it('refuses a spelling given to two entries', () => {
    const message = errorFor((data) => {
      (data.entries[1]!.forms as string[]).push('BW');
    });
    expect(message).toContain(`${GLOSSARY}:`);
    expect(message).toContain('each form belongs to one entry only');
  });
});
