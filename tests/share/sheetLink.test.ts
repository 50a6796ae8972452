import { readdirSync, readFileSync } from 'node:fs';
import { generate } from 'lean-qr/nano';
import { describe, expect, it } from 'vitest';
import { publicView, replay, type GameLog } from '../../src/engine';
import { encodeJson } from '../../src/share/codec';
import { readShared, shareLink, sharePayload } from '../../src/share/link';
import { defaultSetup } from '../../src/ui/setup/defaultSetup';
import { QR_MAX_CHARS } from '../../src/ui/sheet/QrCode';
import { rules } from '../support/scenario';
import { benchGame, fullBattle, type GameRecord } from '../support/sharedGames';

/** A public address as long as a club's own site or a project page gives (the sheet prints the link with the app's address). */
const SHEET_BASE = 'https://wargames-club.github.io/pre-battle-wizard/';

const examples: [string, GameRecord][] = readdirSync('examples')
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(`examples/${f}`, 'utf8')) as GameLog]);
const bench = benchGame(rules, defaultSetup(rules));

/** The games a battle sheet prints (issue 29): the bench's game and every example, as finished and with 12 battle turns and every terrain position recorded. */
const GAMES: [string, GameRecord][] = [
  ['the bench game', bench],
  ['the bench game, 12 battle turns, every position', fullBattle(rules, bench)],
  ...examples,
  ...examples.map(([name, log]): [string, GameRecord] => [`${name}, 12 battle turns, every position`, fullBattle(rules, log)]),
];

const versionOf = (text: string) => (generate(text).size - 17) / 4;

describe(`a battle sheet's link is at most ${QR_MAX_CHARS} characters with the app's address (issue 29)`, () => {
  it.each(GAMES)('%s', async (_name, game) => {
    const replayed = replay(rules, game.setup, game.actions);
    if (!replayed.ok) throw new Error('the game does not replay');
    expect(replayed.state.stepId).toBe('done');
    const made = await shareLink(rules, game, { base: SHEET_BASE });
    if (!made.ok) throw new Error(made.reason);
    expect(made.url.length).toBeLessThanOrEqual(QR_MAX_CHARS);
    // QR version 13 or lower at error correction L (lean-qr's nano build picks the smallest version at L).
    expect(versionOf(made.url)).toBeLessThanOrEqual(13);
    // Shorter than version 1 wrote it.
    const v1 = await encodeJson(sharePayload(rules, replayed.state, game.actions));
    expect(made.url.length - SHEET_BASE.length - '#/shared/'.length).toBeLessThan(v1.length * 0.6);
    const read = await readShared(rules, made.url);
    if (!read.ok || read.battle.kind !== 'game') throw new Error(`not opened: ${JSON.stringify(read).slice(0, 200)}`);
    expect(read.battle.log.actions).toEqual(game.actions);
    expect(read.battle.view).toEqual(publicView(replayed.state));
    const { seed: _sent, battleSeed: _battle, ...setup } = game.setup;
    const { seed: _read, ...opened } = read.battle.log.setup;
    expect(opened).toEqual(setup);
  });

  it('the longest games have what they say: 12 battle turns and a position for every piece on the table, placed and (when moved or pivoted) final', () => {
    // The two games issue 29 names; in some examples a late piece finds no place the engine accepts near its suggestion once the others are recorded.
    const named = GAMES.filter(([n]) => n.startsWith('the bench game,') || n.startsWith('table-positions-2020.json,'));
    expect(named).toHaveLength(2);
    for (const [name, game] of named) {
      const replayed = replay(rules, game.setup, game.actions);
      if (!replayed.ok) throw new Error(name);
      expect(replayed.state.battle.turns, name).toHaveLength(12);
      const onTable = replayed.state.pieces.filter((p) => p.placement !== null && p.outcome !== 'remove');
      expect(onTable.length, name).toBeGreaterThan(0);
      // A piece the opponent's die left where it was ends where it was placed (PBS 9.E: the engine refuses another final position).
      for (const piece of onTable) {
        expect(piece.positions.placed, `${name}: piece ${piece.id} placed`).toBeDefined();
        if (piece.outcome === 'move' || piece.outcome === 'pivot') expect(piece.positions.final, `${name}: piece ${piece.id} final`).toBeDefined();
      }
    }
  });
});
