// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { markTerms } from './markTerms';

const { glossary } = bundledRules();

/** The marked abbreviations of a text, as [letters, entry]. */
const marked = (text: string) => markTerms(text, glossary).flatMap((p) => ('entry' in p ? [[p.text, p.entry]] : []));

describe('abbreviations marked in a text open their glossary entry', () => {
  it.each([
    ['Pieces are at least 6 BW square.', [['BW', 'bw']]],
    ['Visible at 1BW', [['BW', 'bw']]],
    ['flank sectors of 10HBW', [['HBW', 'hbw']]],
    ['groups of TUGs, then SuGs', [['TUGs', 'tug'], ['SuGs', 'sug']]],
    ['based on the A-C level', [['A-C', 'ac']]],
    ['must take a KAB test', [['KAB', 'kab']]],
    ['Draw the PBS cards', [['PBS', 'pbs']]],
  ])('"%s" marks %j', (text, expected) => {
    expect(marked(text)).toEqual(expected);
  });

  it('marks each entry once per text, so a sentence is not a row of buttons', () => {
    expect(marked('6 BW square, fitting within 10 BW square')).toEqual([['BW', 'bw']]);
  });

  it('marks no letters inside a longer word and no term without a spelling to mark', () => {
    expect(marked('BWX, UGLY, the density and the secure flank')).toEqual([]);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'TuGs within 5BW of the side edge (A-C rating).';
    expect(markTerms(text, glossary).map((p) => p.text).join('')).toBe(text);
  });
});
