import { describe, expect, it } from 'vitest';
import pinned from '../../tests/fixtures/rounds/round-v1.json?raw';
import { rules } from '../../tests/support/scenario';
import { readReport, readRoundFile, roundRows } from '.';

describe('the round file, version 1 (issue 37)', () => {
  it('keeps reading the round this build wrote: its reports, history, ruling and flags', async () => {
    const read = readRoundFile(pinned);
    if (!read.ok) throw new Error(`not read: ${read.reason} ${read.details}`);
    const { round } = read;
    const reports = await Promise.all(round.reports.map((r) => readReport(rules, r)));
    const rows = roundRows(round, reports);
    expect(rows.map((r) => [r.table, r.flags.map((f) => f.code)])).toEqual([
      [1, []],
      [2, []],
      [3, ['missing']],
      [null, ['failed']],
    ]);
    expect(rows[1]?.history.map((h) => h.what)).toEqual(['added', 'replaced']);
    expect(rows[1]?.ruling?.text).toMatch(/C3/);
  });

  it.each([
    ['not JSON', '{', 'notJson'],
    ['another file', JSON.stringify({ format: 'pbw-game', version: 7 }), 'notARound'],
    ['a newer round', JSON.stringify({ format: 'pbw-round', version: 2 }), 'newer'],
  ])('refuses %s with a reason', (_, text, reason) => {
    expect(readRoundFile(text)).toMatchObject({ ok: false, reason });
  });
});
