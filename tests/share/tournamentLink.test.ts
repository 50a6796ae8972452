import { describe, expect, it } from 'vitest';
import { publicView, replay } from '../../src/engine';
import { readShared, shareLink } from '../../src/share/link';
import { readGameText } from '../support/gameFile';
import { toGameLog } from '../../src/ui/gameFile';
import { makeSetup } from '../support/randomGame';
import { rules } from '../support/scenario';
import { SHEET_BASE, TOURNAMENT } from '../support/tournamentGames';

/** Issue 37: a tournament game's event, round and table travel in its link, whichever kind it gives, and in its file. */
describe("a tournament game's link", () => {
  it("carries the tournament in the room's view of a digital game still being played, which the room sees", async () => {
    const setup = { ...makeSetup({ cards: 'digital', dice: 'digital', seed: 'tournament', seedSource: 'drawn' }), tournament: TOURNAMENT };
    const replayed = replay(rules, setup, []);
    if (!replayed.ok) throw new Error('does not start');
    expect(publicView(replayed.state).setup.tournament).toEqual(TOURNAMENT);
    const made = await shareLink(rules, { setup, actions: [] }, { base: SHEET_BASE });
    if (!made.ok) throw new Error(made.reason);
    expect(made.kind).toBe('view');
    const read = await readShared(rules, made.url);
    if (!read.ok || read.battle.kind !== 'view') throw new Error('the view does not open');
    expect(read.battle.view.setup.tournament).toEqual(TOURNAMENT);
  });

  it('carries a tournament of a table alone in the whole game of physical cards and dice', async () => {
    const setup = { ...makeSetup({ cards: 'physical', dice: 'physical' }), tournament: { table: 999 } };
    const made = await shareLink(rules, { setup, actions: [] }, { base: SHEET_BASE });
    if (!made.ok) throw new Error(made.reason);
    const read = await readShared(rules, made.url);
    if (!read.ok || read.battle.kind !== 'game') throw new Error('the game does not open');
    expect(read.battle.log.setup.tournament).toEqual({ table: 999 });
  });
});

describe("a tournament game's file", () => {
  it('keeps the event, round and table through export and reading', () => {
    const setup = { ...makeSetup({ cards: 'physical', dice: 'physical' }), tournament: TOURNAMENT };
    const read = readGameText(rules, JSON.stringify(toGameLog(setup, [])));
    if (!read.ok) throw new Error(read.message);
    expect(read.log.setup.tournament).toEqual(TOURNAMENT);
    expect(read.state.setup.tournament).toEqual(TOURNAMENT);
  });
});
