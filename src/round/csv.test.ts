import { describe, expect, it } from 'vitest';
import { csvText, guessMapping, pairingsOf, parseCsv } from './csv';

const CSV = 'Table;Player A;Army A;Player B;Army B\n1;Anna;Later Romans;Bruno;"Sassanids; early"\n2;Carla;Goths;Dieter;Huns\n';

describe('pairings from a CSV (issue 37)', () => {
  it('reads a header row and maps table, players and armies once', () => {
    const read = parseCsv(CSV);
    if (!read.ok) throw new Error('not read');
    const mapping = guessMapping(read.csv.header);
    expect(mapping).toEqual({ table: 0, first: 1, second: 3, firstArmy: 2, secondArmy: 4 });
    expect(pairingsOf(read.csv, mapping)).toEqual({
      ok: true,
      pairings: [
        { table: 1, first: 'Anna', second: 'Bruno', firstArmy: 'Later Romans', secondArmy: 'Sassanids; early' },
        { table: 2, first: 'Carla', second: 'Dieter', firstArmy: 'Goths', secondArmy: 'Huns' },
      ],
    });
  });

  it.each([
    ['', { code: 'empty' }],
    ['Table,A,B\n', { code: 'noRows' }],
    ['Table,A,B\n1,"Anna,Bruno\n', { code: 'unclosedQuote', row: 1 }],
  ])('refuses %j with a reason', (text, problem) => {
    expect(parseCsv(text)).toEqual({ ok: false, problem });
  });

  it.each([
    ['Table,A,B\nx,Anna,Bruno\n', { code: 'badTable', row: 1, value: 'x' }],
    ['Table,A,B\n1,Anna,\n', { code: 'missingPlayer', row: 1 }],
    ['Table,A,B\n1,Anna,Bruno\n1,Carla,Dieter\n', { code: 'twiceTable', row: 2, table: 1 }],
  ])('names the bad row of %j', (text, problem) => {
    const read = parseCsv(text);
    if (!read.ok) throw new Error('not read');
    expect(pairingsOf(read.csv, guessMapping(read.csv.header))).toEqual({ ok: false, problem });
  });

  it('refuses one column mapped twice', () => {
    const read = parseCsv(CSV);
    if (!read.ok) throw new Error('not read');
    expect(pairingsOf(read.csv, { table: 0, first: 1, second: 1, firstArmy: null, secondArmy: null })).toEqual({ ok: false, problem: { code: 'sameColumn' } });
  });

  it('writes cells with separators or quotes quoted', () => {
    expect(csvText([['a', 'b,c', 'say "x"'], [1, 2, 3]])).toBe('a,"b,c","say ""x"""\r\n1,2,3\r\n');
  });
});
