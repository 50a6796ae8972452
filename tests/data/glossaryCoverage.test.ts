// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRules, ruleFiles } from '../../src/engine';
import { markTerms } from '../../src/ui/rules/markTerms';

const rules = loadRules(ruleFiles);

/** Fields holding the app's own notes about the sources (where they came from, how they are read), not the sources' texts. */
const OWN_NOTES = new Set(['source', 'note', 'basis', 'reading', 'zoneReading', 'mayMoveLessNote', 'assumption']);

/**
 * What looks like an abbreviation in a text: two capitals in one word ("BW", "TuGs", "OOT"), a bracketed
 * capital opening a word ("(B)enefit", "(V)"), capitals around a hyphen ("A-C"), or one capital letter
 * other than "A" and "I" standing before a capitalised word ("F Arm").
 */
const ABBREVIATION = /(?<![A-Za-z(])(?:[A-Z][A-Za-z]*[A-Z][A-Za-z]*|\([A-Z]\)[a-z]*|[A-Z]-[A-Z]|[B-HJ-Z] [A-Z][a-z]+)(?![A-Za-z])/g;

/** Words the sources print in capitals that are plain words, not abbreviations, and the project's note the data cites by name (RULES-NOTES). */
const CAPITALISED_WORDS = new Set(['AFTER', 'BETTER', 'GREEN', 'RED', 'YELLOW', 'MAGNA', 'MAXIMUS', 'PACTO', 'RULES', 'NOTES']);

/** Every text of the MeG data (data/meg, schemas and the glossary itself left out), with the file and field it is in. */
function dataTexts(): { file: string; field: string; text: string }[] {
  const found: { file: string; field: string; text: string }[] = [];
  const walk = (value: unknown, file: string, field: string): void => {
    if (typeof value === 'string') found.push({ file, field, text: value });
    else if (Array.isArray(value)) value.forEach((v) => walk(v, file, field));
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) if (!OWN_NOTES.has(key)) walk(v, file, key);
  };
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith('.json') && !name.endsWith('.schema.json') && name !== 'glossary.json') walk(JSON.parse(readFileSync(path, 'utf8')), path, '');
    }
  };
  visit('data/meg');
  return found;
}

describe('the glossary covers every abbreviation the data uses (issue 29)', () => {
  const texts = dataTexts();
  const forms = new Set(rules.glossary.entries.flatMap((e) => e.forms));

  it('finds the texts and the abbreviations the issue names', () => {
    const all = texts.map((t) => t.text).join('\n');
    for (const seen of ['OOT', '(B)enefit', 'F Arm', 'Charge Claim']) expect(all).toContain(seen);
  });

  it('every abbreviation in a data text is a form of a glossary entry', () => {
    const missing = new Map<string, string>();
    for (const { file, field, text } of texts) {
      for (const match of text.matchAll(ABBREVIATION)) {
        const word = match[0];
        if (CAPITALISED_WORDS.has(word) || forms.has(word)) continue;
        missing.set(word, `${file} (${field}): ${text.slice(Math.max(0, match.index - 30), match.index + word.length + 30)}`);
      }
    }
    expect([...missing.entries()]).toEqual([]);
  });

  it.each(['OOT', '(B)enefit', 'F Arm', 'Charge Claim', '(V)'])('"%s" opens its glossary entry where a text shows it', (form) => {
    const pieces = markTerms(`Foot ${form} here`, rules.glossary);
    expect(pieces.some((p) => 'entry' in p && p.text === form)).toBe(true);
  });
});
