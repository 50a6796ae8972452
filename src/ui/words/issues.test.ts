import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../../lib/zod';
import type { SchemaIssue } from '../../lib/issues';
import { issueLine } from './issues';
import { showLanguage } from './showLanguage';

const Schema = z.strictObject({
  scale: z.enum(['maximus', 'magna', 'pacto']),
  side: z.enum(['invader']),
  dice: z.number().check(z.minimum(1), z.maximum(6)),
  name: z.string().check(z.minLength(2)),
  pieces: z.array(z.string()).check(z.maxLength(1)),
});

/** The lines "Details" shows for a value, in the language on screen. */
function lines(value: unknown): string[] {
  const error = Schema.safeParse(value).error;
  return (error?.issues ?? []).map((issue) => issueLine(issue as SchemaIssue));
}

const GOOD = { scale: 'magna', side: 'invader', dice: 3, name: 'Anna', pieces: [] };

afterEach(() => showLanguage('en'));

describe('a file’s problems in Details', () => {
  it('are worded from their code and facts in English, with one choice, several, and an unknown field', () => {
    expect(lines({ ...GOOD, scale: 'huge', side: 'x' })).toEqual(['at scale: expected one of "maximus", "magna" or "pacto"', 'at side: expected "invader"']);
    expect(lines({ ...GOOD, dice: 0 })).toEqual(['at dice: at least 1 expected']);
    expect(lines({ ...GOOD, dice: 7 })).toEqual(['at dice: at most 6 expected']);
    expect(lines({ ...GOOD, dice: 'six' })).toEqual(['at dice: expected number']);
    expect(lines({ ...GOOD, name: 'A' })).toEqual(['at name: too short: at least 2 characters']);
    expect(lines({ ...GOOD, pieces: ['a', 'b'] })).toEqual(['at pieces: too many: at most 1']);
    expect(lines({ ...GOOD, extra: 1 })).toEqual(['at the top: unknown field "extra"']);
    expect(lines({ ...GOOD, extra: 1, more: 2 })).toEqual(['at the top: unknown fields "extra" and "more"']);
  });

  it('are worded in French once French is chosen, the file’s own names kept as the file writes them', async () => {
    await showLanguage('fr');
    expect(lines({ ...GOOD, scale: 'huge', side: 'x' })).toEqual(['à scale\u00a0: attendu\u00a0: "maximus", "magna" ou "pacto"', 'à side\u00a0: "invader" attendu']);
    expect(lines({ ...GOOD, dice: 0 })).toEqual(['à dice\u00a0: au moins 1 attendu']);
    expect(lines({ ...GOOD, extra: 1 })).toEqual(['au premier niveau\u00a0: champ inconnu "extra"']);
    expect(lines({ ...GOOD, extra: 1, more: 2 })).toEqual(['au premier niveau\u00a0: champs inconnus "extra" et "more"']);
  });
});
