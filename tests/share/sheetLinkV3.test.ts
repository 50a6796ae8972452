import { readdirSync, readFileSync } from 'node:fs';
import { generate } from 'lean-qr/nano';
import { describe, expect, it } from 'vitest';
import { replay, type GameLog, type Setup } from '../../src/engine';
import { encodePayload, fromBase64Url } from '../../src/share/codec';
import { readShared, shareLink, sharePayload } from '../../src/share/link';
import { SHARE_VERSION, type GamePayload } from '../../src/share/payload';
import { defaultSetup } from '../../src/ui/setup/defaultSetup';
import { QR_MAX_CHARS } from '../../src/ui/sheet/QrCode';
import { rules } from '../support/scenario';
import { benchGame, fullBattle, type GameRecord } from '../support/sharedGames';

/**
 * Link version 3 on the battle sheet (issue 34 part 4): the longest sheet link, made from the bench's examples
 * with 12 battle turns and every position recorded, realistic 30-letter player names and 30-letter-and-more army
 * names, the app rules version (each game's own: 1 for outscouted-2020, 2 for the other examples, 3 for the bench's
 * new game) and the sheet's mark, stays within the QR capacity the sheet prints (400 characters
 * with the app's address). A tournament's 24-letter event, round and table (issue 37) add at most 26 characters:
 * with them the longest example's link is 415, which issue 37's sheet must then offer as a link and a file.
 */

/** A public address as long as a club's own site or a project page gives. */
const SHEET_BASE = 'https://wargames-club.github.io/pre-battle-wizard/';

/** Names as players and armies have them: 30 letters each for the players, over 30 for the armies, an apostrophe in one. */
const PLAYERS = ['Maximilian Fitzgerald-Hartwell', 'Anne-Sophie Vandenberghe Dubois'.slice(0, 30)] as const;
const ARMIES = ['Later Imperial Roman Field Army', "Alexander's Macedonian Successors"] as const;

const named = (record: GameRecord): GameRecord => {
  const setup: Setup = {
    ...record.setup,
    // Each game keeps the app rules it was played under (outscouted-2020 passed the 2020 territory card: rules 1); the
    // bench's game was a new one when it was recorded, under app rules 3 (a later version may add a step its actions skip).
    rulesVersion: record.setup.rulesVersion ?? 3,
    players: [
      { name: PLAYERS[0], army: { ...record.setup.players[0].army, name: ARMIES[0] } },
      { name: PLAYERS[1], army: { ...record.setup.players[1].army, name: ARMIES[1] } },
    ],
  };
  return { setup, actions: record.actions };
};

const examples = readdirSync('examples')
  .filter((f) => f.endsWith('.json'))
  .map((f): [string, GameRecord] => [f, JSON.parse(readFileSync(`examples/${f}`, 'utf8')) as GameLog]);

/** The bench's game and every example, finished with 12 battle turns and every position, with long names. */
const GAMES: [string, GameRecord][] = [['the bench game', benchGame(rules, defaultSetup(rules))] as [string, GameRecord], ...examples].map(([name, game]) => [
  `${name}, 12 battle turns, every position, 30-letter names`,
  named(fullBattle(rules, game)),
]);

/** The most a tournament adds (issue 37): a 24-letter event, the largest round and table a link holds. */
const TOURNAMENT = { event: 'Britcon Ancients Open 27', round: 3, table: 16 };

/** The length of the sheet's link with a tournament too (today's setup has no such field: the payload is given it). */
async function withTournament(game: GameRecord): Promise<number> {
  const replayed = replay(rules, game.setup, game.actions);
  if (!replayed.ok) throw new Error('does not replay');
  const payload = sharePayload(rules, replayed.state, game.actions) as GamePayload;
  const setup = [...payload[2]];
  while (setup.length < 15) setup.push(null as never);
  setup[15] = TOURNAMENT;
  const text = await encodePayload(['pbw', 'g', setup as GamePayload[2], payload[3], 'sheet']);
  return SHEET_BASE.length + '#/shared/'.length + text.length;
}

const lengths: [string, number, number][] = [];

describe(`the longest battle sheet's link (version 3 when measured, or the one the app writes now) is at most ${QR_MAX_CHARS} characters with the app's address`, () => {
  it.each(GAMES)('%s', async (name, game) => {
    const made = await shareLink(rules, game, { base: SHEET_BASE, sheet: true });
    if (!made.ok) throw new Error(made.reason);
    expect(fromBase64Url(made.url.slice(made.url.indexOf('#/shared/') + '#/shared/'.length))![0]).toBe(SHARE_VERSION);
    const tournament = await withTournament(game);
    lengths.push([name, made.url.length, tournament]);
    expect(made.url.length).toBeLessThanOrEqual(QR_MAX_CHARS);
    expect(tournament - made.url.length).toBeLessThanOrEqual(26);
    // QR version 13 or lower at error correction L, as the sheet prints it.
    expect((generate(made.url).size - 17) / 4).toBeLessThanOrEqual(13);
    const read = await readShared(rules, made.url);
    if (!read.ok || read.battle.kind !== 'game') throw new Error(`not opened: ${JSON.stringify(read).slice(0, 200)}`);
    expect(read.battle.fromSheet).toBe(true);
    expect(read.battle.log.setup.rulesVersion).toBe(game.setup.rulesVersion);
    expect(read.battle.log.setup.players.map((p) => [p.name, p.army.name])).toEqual([[PLAYERS[0], ARMIES[0]], [PLAYERS[1], ARMIES[1]]]);
    expect(read.battle.log.actions).toEqual(game.actions);
  });

  it('has measured every game (the longest is printed with the run)', () => {
    expect(lengths).toHaveLength(GAMES.length);
    const [name, longest] = lengths.reduce((a, b) => (b[1] > a[1] ? b : a));
    console.log(`the longest sheet link: ${longest} characters (${name}); with a tournament: ${Math.max(...lengths.map(([, , t]) => t))}`);
    expect(longest).toBeLessThanOrEqual(QR_MAX_CHARS);
  });
});
