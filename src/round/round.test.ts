import { describe, expect, it } from 'vitest';
import { bundledPresets } from '../engine';
import { rules } from '../../tests/support/scenario';
import { EVENT, EXAMPLES, ROUND, TOURNAMENT_PROFILE, damaged, reportLink } from '../../tests/support/roundReports';
import { collect, newRound, readReport, roundRows, type Collected, type ReadReport, type Round } from '.';
import { samePlayers } from './flags';

const AT = '2026-12-06T10:00:00.000Z';
let ids = 0;
const record = (text: string, source: 'link' | 'file' = 'link') => ({ id: `r${++ids}`, source, text, receivedAt: AT });

/** A round of the event with `count` tables expected, filled with each text in turn; the outcome of each addition. */
async function filled(texts: { text: string; source?: 'link' | 'file' }[], round: Round = newRound({ id: 'round', event: EVENT, profile: TOURNAMENT_PROFILE, round: ROUND, expected: { kind: 'count', count: 4 }, createdAt: AT })) {
  const read: ReadReport[] = [];
  const outcomes: Collected[] = [];
  for (const { text, source } of texts) {
    const report = await readReport(rules, record(text, source));
    const next = collect(round, read, report, AT);
    round = next.round;
    outcomes.push(next.outcome);
    read.splice(0, read.length, ...read.filter((r) => round.reports.some((k) => k.id === r.record.id)));
    if (round.reports.some((k) => k.id === report.record.id)) read.push(report);
  }
  return { round, read, outcomes, rows: roundRows(round, read) };
}

const profile = { profile: TOURNAMENT_PROFILE };
const flagsOf = (rows: Awaited<ReturnType<typeof filled>>['rows'], table: number | null) => rows.filter((r) => r.table === table).flatMap((r) => r.flags.map((f) => `${f.n}:${f.code}`));

describe('the umpire round (issue 37)', () => {
  it('a table played with a drawn code under the event profile has no flag; the physical game is entered by the players, not flagged', async () => {
    const { rows } = await filled([
      { text: await reportLink(EXAMPLES.waterside, 1, { setup: profile }) },
      { text: await reportLink(EXAMPLES.physical, 2, { setup: profile }) },
    ]);
    expect(flagsOf(rows, 1)).toEqual([]);
    expect(flagsOf(rows, 2)).toEqual([]);
    expect(rows[1]?.reports[0]).toMatchObject({ ok: true, chance: 'physical' });
    expect(flagsOf(rows, 3)).toEqual(['4:missing']);
  });

  it('compares profiles by what they change: a game without one and a round under the shipped "as printed" preset play the same rules (flag 2)', async () => {
    const asPrinted = bundledPresets().find((p) => p.id === 'asPrinted')!.profile;
    const round = newRound({ id: 'printed', event: EVENT, profile: asPrinted, round: ROUND, expected: { kind: 'count', count: 2 }, createdAt: AT });
    const { rows } = await filled([{ text: await reportLink(EXAMPLES.waterside, 1) }, { text: await reportLink(EXAMPLES.physical, 2, { setup: profile }) }], round);
    expect(flagsOf(rows, 1)).toEqual([]);
    expect(flagsOf(rows, 2)).toEqual(['2:profile']);
  });

  it('flags a typed code (1), another profile (2), a damaged link (5) and another round (6), each in its row', async () => {
    const { rows } = await filled([
      { text: await reportLink(EXAMPLES.waterside, 1, { typed: true, setup: profile }) },
      { text: await reportLink(EXAMPLES.intercept, 2) },
      { text: damaged(await reportLink(EXAMPLES.physical, 3, { setup: profile })) },
      { text: await reportLink(EXAMPLES.physical, 4, { setup: profile, at: { round: ROUND + 1 } }) },
    ]);
    expect(flagsOf(rows, 1)).toEqual(['1:chance']);
    expect(flagsOf(rows, 2)).toEqual(['2:profile']);
    expect(flagsOf(rows, 4)).toEqual(['4:missing']);
    expect(flagsOf(rows, null).sort()).toEqual(['5:failed', '6:elsewhere']);
    expect(rows.find((r) => r.flags.some((f) => f.code === 'failed'))?.reports[0]).toMatchObject({ ok: false, reason: 'checksum' });
  });

  it('a report mid-game then the finished one: the first is older and replaced, with a history line; the same link twice is one', async () => {
    const mid = await reportLink(EXAMPLES.physical, 1, { setup: profile, count: 30 });
    const whole = await reportLink(EXAMPLES.physical, 1, { setup: profile });
    const { round, rows, outcomes } = await filled([{ text: mid }, { text: whole }, { text: whole }, { text: mid }]);
    expect(outcomes).toEqual(['added', 'replaced', 'same', 'older']);
    expect(round.reports).toHaveLength(1);
    expect(rows[0]?.history.map((h) => h.what)).toEqual(['added', 'replaced', 'same', 'older']);
    expect(flagsOf(rows, 1)).toEqual([]);
  });

  it('two reports of one table where neither is a prefix of the other disagree (3), both kept', async () => {
    const { rows, outcomes } = await filled([
      { text: await reportLink(EXAMPLES.waterside, 1, { setup: profile }) },
      { text: await reportLink(EXAMPLES.intercept, 1, { setup: profile }) },
    ]);
    expect(outcomes).toEqual(['added', 'disagrees']);
    expect(rows[0]?.reports).toHaveLength(2);
    expect(flagsOf(rows, 1)).toEqual(['3:disagree']);
  });

  it('a table under other app rules than the rest is flagged (7), and a game file is read like its link', async () => {
    const file = JSON.stringify({ ...EXAMPLES.intercept, setup: { ...EXAMPLES.intercept.setup, seedSource: 'drawn', tournament: { event: EVENT, round: ROUND, table: 3 }, profile: TOURNAMENT_PROFILE } });
    const { rows } = await filled([
      { text: await reportLink(EXAMPLES.waterside, 1, { setup: { ...profile, rulesVersion: 4 } }) },
      { text: await reportLink(EXAMPLES.physical, 2, { setup: profile }) },
      { text: file, source: 'file' },
    ]);
    expect(flagsOf(rows, 1)).toEqual(['7:rulesVersion']);
    expect(flagsOf(rows, 3)).toEqual([]);
    expect(rows[2]?.reports[0]).toMatchObject({ ok: true, rulesVersion: 2, chance: 'checked', tournament: { table: 3 } });
  });

  it('a link of an older version, with no table, lands in an unassigned row (6)', async () => {
    const { rows } = await filled([{ text: await reportLink(EXAMPLES.physical, null, { setup: profile }) }]);
    expect(flagsOf(rows, null)).toEqual(['6:elsewhere']);
  });

  it('a game file whose actions the rules refuse fails its replay (5), in the table its setup names', async () => {
    const { actions, setup } = EXAMPLES.physical;
    const edited = [actions[1], actions[0], ...actions.slice(2)];
    const file = JSON.stringify({ ...EXAMPLES.physical, setup: { ...setup, profile: TOURNAMENT_PROFILE, tournament: { event: EVENT, round: ROUND, table: 2 } }, actions: edited });
    const { rows } = await filled([{ text: file, source: 'file' }]);
    expect(flagsOf(rows, 2)).toEqual(['5:failed']);
    expect(rows[1]?.reports[0]).toMatchObject({ ok: false, reason: 'replay' });
  });

  it('a game file and the link of the same game are one report', async () => {
    const file = JSON.stringify({ ...EXAMPLES.waterside, setup: { ...EXAMPLES.waterside.setup, seedSource: 'drawn', profile: TOURNAMENT_PROFILE, tournament: { event: EVENT, round: ROUND, table: 1 } } });
    const { outcomes, rows } = await filled([{ text: file, source: 'file' }, { text: await reportLink(EXAMPLES.waterside, 1, { setup: profile }) }]);
    expect(outcomes).toEqual(['added', 'same']);
    expect(rows[0]?.reports).toHaveLength(1);
  });

  it.each([
    ['the same names in the same seats', ['Anna', 'Bruno'], true],
    ['the seats swapped', ['Bruno', 'Anna'], true],
    ['case and spaces aside', ['  anna ', 'BRUNO'], true],
    ['a name cut short', ['Ann', 'Bruno'], false],
    ['another player', ['Anna', 'Carla'], false],
    ['one player twice', ['Anna', 'Anna'], false],
  ] as const)('a report with %s has the pairing’s players: %s', (_, players, same) => {
    expect(samePlayers({ table: 1, first: 'Anna', second: 'Bruno' }, players)).toBe(same);
  });

  it('with pairings imported, a report whose players are not its table’s pairing is flagged (8) with both pairs of names; seats swapped are not', async () => {
    const pairings = [
      { table: 1, first: 'bruno', second: 'ANNA ' },
      { table: 2, first: 'Anna', second: 'Carla' },
      { table: 3, first: 'Dora', second: 'Emil' },
    ];
    const round = newRound({ id: 'paired', event: EVENT, profile: TOURNAMENT_PROFILE, round: ROUND, expected: { kind: 'pairings', pairings }, createdAt: AT });
    const { rows } = await filled([{ text: await reportLink(EXAMPLES.waterside, 1, { setup: profile }) }, { text: await reportLink(EXAMPLES.physical, 2, { setup: profile }) }], round);
    expect(flagsOf(rows, 1)).toEqual([]);
    expect(rows[1]?.flags).toEqual([{ n: 8, code: 'players', paired: ['Anna', 'Carla'], reported: ['Anna', 'Bruno'] }]);
    expect(flagsOf(rows, 3)).toEqual(['4:missing']);
  });

  it('without pairings (a number of tables) players are never compared', async () => {
    const { rows } = await filled([{ text: await reportLink(EXAMPLES.waterside, 1, { setup: { ...profile, players: [{ ...EXAMPLES.waterside.setup.players[0], name: 'Zed' }, EXAMPLES.waterside.setup.players[1]] } }) }]);
    expect(flagsOf(rows, 1)).toEqual([]);
  });
});
