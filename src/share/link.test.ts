import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import v1Links from '../../tests/fixtures/links/v1.json';
import intercept from '../../examples/intercept-2023.json?raw';
import outscouted from '../../examples/outscouted-2020.json?raw';
import physical from '../../examples/physical-2020.json?raw';
import waterside from '../../examples/digital-2023-waterside.json?raw';
import { replayStates, rules } from '../../tests/support/scenario';
import { COLOURS, publicView, replay, seedFingerprint, withRulesVersion, type Action, type GameLog, type GameState } from '../engine';
import { encodeJson, encodePayload, fromBase64Url } from './codec';
import { readShared, shareLink, sharePayload, type ReadResult } from './link';
import { SEEDED, packAction, type GamePayload, type PackedAction, type SharePayload } from './payload';
import { codeOf } from '../../tests/support/gameCode';

const BASE = 'https://example.org/pre-battle/';
const EXAMPLES: [string, GameLog][] = [
  ['digital-2023-waterside', JSON.parse(waterside) as GameLog],
  ['intercept-2023', JSON.parse(intercept) as GameLog],
  ['outscouted-2020', JSON.parse(outscouted) as GameLog],
  ['physical-2020', JSON.parse(physical) as GameLog],
];
const [, digitalLog] = EXAMPLES[0]!;
const [, physicalLog] = EXAMPLES[3]!;

function replayed(setup: GameLog['setup'], actions: readonly Action[]): GameState {
  const result = replay(rules, setup, actions);
  if (!result.ok) throw new Error('the example does not replay');
  return result.state;
}

async function linkOf(log: Pick<GameLog, 'setup' | 'actions'>): Promise<string> {
  const made = await shareLink(rules, log, { base: BASE });
  if (!made.ok) throw new Error(`no link: ${made.reason}`);
  return made.url;
}

/**
 * Reads a game payload after `change` edits it (a hand-made, well-formed but altered link), as version 1;
 * when version 2 can carry the change, its link must read the same.
 */
async function readChanged(log: GameLog, change: (payload: GamePayload) => unknown): Promise<ReadResult> {
  const payload = sharePayload(rules, replayed(log.setup, log.actions), log.actions) as GamePayload;
  const changed = change(structuredClone(payload));
  const v1 = await readShared(rules, await encodeJson(changed));
  let v2: string | null = null;
  try {
    v2 = await encodePayload(changed as SharePayload);
  } catch {
    // Version 2 has no way to write this change (an unknown code, a field missing): nothing to compare.
  }
  if (v2 !== null) expect(await readShared(rules, v2)).toEqual(v1);
  return v1;
}

const withActions = (payload: GamePayload, edit: (actions: PackedAction[]) => void): GamePayload => {
  edit(payload[3]);
  return payload;
};

describe('share links round-trip (issue 10)', () => {
  it.each(EXAMPLES)('%s: the link opens to the same game, replayed, with the same public view', async (_name, log) => {
    const url = await linkOf(log);
    expect(url.startsWith(`${BASE}#/shared/`)).toBe(true);
    const read = await readShared(rules, url);
    if (!read.ok || read.battle.kind !== 'game') throw new Error(`not opened: ${JSON.stringify(read)}`);
    expect(read.battle.view).toEqual(publicView(replayed(log.setup, log.actions)));
    expect(read.battle.log.actions).toEqual(log.actions);
    expect(read.battle.state.stepId).toBe('done');
  });

  it('a finished digital game carries its revealed seed and draws every roll and deal again from it', async () => {
    const read = await readShared(rules, await linkOf(digitalLog));
    if (!read.ok || read.battle.kind !== 'game') throw new Error('not opened');
    expect(read.battle.seedChecked).toBe(true);
    expect(read.battle.log.setup).toEqual(digitalLog.setup);
    const payload = sharePayload(rules, replayed(digitalLog.setup, digitalLog.actions), digitalLog.actions) as GamePayload;
    expect(payload[3].filter((a) => a === SEEDED).length).toBeGreaterThan(10);
  });

  it('a game with the players own cards and dice carries no seed: the copy gets a fresh one', async () => {
    const url = await linkOf(physicalLog);
    const read = await readShared(rules, url);
    if (!read.ok || read.battle.kind !== 'game') throw new Error('not opened');
    expect(read.battle.seedChecked).toBe(false);
    const { seed, ...rest } = read.battle.log.setup;
    const { seed: original, ...originalRest } = physicalLog.setup;
    expect(rest).toEqual(originalRest);
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(seed).not.toBe(original);
  });

  it("a finished digital game whose file lost its game code travels without one and opens unchecked, as the file did (issue 28)", async () => {
    const { seed: _lost, ...setup } = digitalLog.setup;
    const payload = sharePayload(rules, replayed(setup, digitalLog.actions), digitalLog.actions) as GamePayload;
    expect(payload[2][7]).toBeNull();
    expect(payload[3]).not.toContain(SEEDED);
    const read = await readShared(rules, await linkOf({ setup, actions: digitalLog.actions }));
    if (!read.ok || read.battle.kind !== 'game') throw new Error(`not opened: ${JSON.stringify(read)}`);
    expect(read.battle.seedChecked).toBe(false);
    expect(read.battle.log.setup).toEqual(setup);
    expect(read.battle.log.actions).toEqual(digitalLog.actions);
    // Unfinished, such a game could not go on: its link is refused rather than opened half-way.
    const cut = sharePayload(rules, replayed(setup, digitalLog.actions), digitalLog.actions) as GamePayload;
    cut[3].splice(30);
    expect(await readShared(rules, await encodePayload(cut))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('opens from the whole address, the fragment, the payload alone, or a link wrapped over lines', async () => {
    const url = await linkOf(physicalLog);
    const fragment = url.slice(url.indexOf('#'));
    const payload = fragment.slice('#/shared/'.length);
    const wrapped = `${url.slice(0, 60)}\n${url.slice(60, 140)}\n  ${url.slice(140)}`;
    for (const text of [url, fragment, payload, `/shared/${payload}`, wrapped]) expect((await readShared(rules, text)).ok, text).toBe(true);
  });

  it('keeps the link format: a link made by share version 1 still opens to the Waterside example', async () => {
    // Made once from examples/digital-2023-waterside.json; a change to action codes, field order or enums breaks it.
    const golden =
      '#/shared/AcqkaVudkM1qwzAQhF-l7HkCWtlxkmNLjz21R6GDUptEIMsmkkn79kU_Mab0VHQYeXbn8yBF8_lOoAtBkRSyIdBovuy4BAIfBVgKUG8vNhpH21v8noeeQJ9uOe-8vVzjrpOJ8uy9IdCbicPt6X0ajQ9pbRrnIQ4-EvbooOie5sH2A4FmZ2zeGqfFx3zXYAnFEOVoDUUvt8VPBPowIRhv-5SIxg0-pib_w2ookQzWUA2Ezr7qILLTgZOnDtiANdSx-qcMScqryo3PAjKD0sAvzv2ZETnDAs26-4DUTJ5lYGnKLRgUp7unupJrF_t8W8KV1ujfngBdrXPhlxeM718XP4Qtt7BP6c_rp3w8lWxzMdnmYrLN1WWLpkhbZF-kK3IocixyqvEHpnK4griSuKK4sjjD9lrrHw';
    const read = await readShared(rules, golden);
    if (!read.ok || read.battle.kind !== 'game') throw new Error(`the golden link no longer opens: ${JSON.stringify(read)}`);
    expect(read.battle.log.actions).toEqual(digitalLog.actions);
  });

});

/** Links made by version 1 (share format 1) before version 2 was written: they keep opening to the same battle. */
interface V1Link {
  name: string;
  example: string;
  actions: number;
  kind: 'game' | 'view';
  log?: Pick<GameLog, 'setup' | 'actions'>;
  link: string;
}
const V1_LINKS = v1Links as V1Link[];
const exampleLog = (name: string): GameLog => JSON.parse(readFileSync(`examples/${name}`, 'utf8')) as GameLog;

describe('links of version 1 keep opening (tests/fixtures/links/v1.json)', () => {
  it('holds version 1 links of every kind', () => {
    expect(V1_LINKS.map((l) => fromBase64Url(l.link.slice('#/shared/'.length))![0])).toEqual(V1_LINKS.map(() => 1));
    expect(new Set(V1_LINKS.map((l) => l.kind))).toEqual(new Set(['game', 'view']));
  });

  it.each(V1_LINKS.map((l) => [l.name, l] as const))('%s', async (_name, fixture) => {
    const source = fixture.log ?? exampleLog(fixture.example);
    const actions = source.actions.slice(0, fixture.actions);
    const read = await readShared(rules, fixture.link);
    if (!read.ok) throw new Error(`the version 1 link no longer opens: ${JSON.stringify(read)}`);
    expect(read.battle.kind).toBe(fixture.kind);
    // Under the rules it was played under, as a file of its time reads after its upgrade to log version 7.
    expect(read.battle.view).toEqual(publicView(replayed(withRulesVersion(source.setup), actions)));
    if (read.battle.kind === 'game') expect(read.battle.log.actions).toEqual(actions);
    // Version 1 carried the fingerprint of any code; such a link still shows what it carries.
    else expect(read.battle.fingerprint).toBe(seedFingerprint(codeOf(source.setup)));
  });
});

describe('what a link carries mid-game', () => {
  it('an unfinished physical game: the whole log, no seed, and a copy can continue', async () => {
    const actions = physicalLog.actions.slice(0, 20);
    const made = await shareLink(rules, { setup: physicalLog.setup, actions }, { base: BASE });
    expect(made).toMatchObject({ ok: true, kind: 'game' });
    const read = await readShared(rules, made.ok ? made.url : '');
    if (!read.ok || read.battle.kind !== 'game') throw new Error('not opened');
    expect(read.battle.log.actions).toEqual(actions);
    expect(read.battle.view).toEqual(publicView(replayed(physicalLog.setup, actions)));
  });

  it('an unfinished digital game: the room view only, which the receiver cannot continue', async () => {
    const actions = digitalLog.actions.slice(0, 30);
    const made = await shareLink(rules, { setup: digitalLog.setup, actions }, { base: BASE });
    expect(made).toMatchObject({ ok: true, kind: 'view' });
    const read = await readShared(rules, made.ok ? made.url : '');
    if (!read.ok || read.battle.kind !== 'view') throw new Error('not opened');
    expect(read.battle.view).toEqual(publicView(replayed(digitalLog.setup, actions)));
    // The example's code was typed: its fingerprint does not travel (issue 28).
    expect(digitalLog.setup.seedSource).toBe('typed');
    expect(read.battle.fingerprint).toBeNull();
  });

  it('an unfinished digital game with a drawn code carries its fingerprint, to check the code revealed at the end', async () => {
    const setup = { ...digitalLog.setup, seedSource: 'drawn' as const };
    const made = await shareLink(rules, { setup, actions: digitalLog.actions.slice(0, 30) }, { base: BASE });
    const read = await readShared(rules, made.ok ? made.url : '');
    if (!read.ok || read.battle.kind !== 'view') throw new Error('not opened');
    expect(read.battle.fingerprint).toBe(seedFingerprint(codeOf(setup)));
    expect(read.battle.fingerprint).toMatch(/^[0-9A-F]{4}( [0-9A-F]{4}){3}$/);
  });

  it('offers no link while a card lies face down, and one again after the reveal', async () => {
    const states = replayStates(physicalLog.setup, physicalLog.actions);
    const first = physicalLog.actions.findIndex((a) => a.type === 'playTerritoryCard');
    const offered = async (count: number) => shareLink(rules, { setup: physicalLog.setup, actions: physicalLog.actions.slice(0, count) }, { base: BASE });
    expect(Object.keys(states[first + 1]!.commits)).toHaveLength(1);
    expect(await offered(first + 1)).toEqual({ ok: false, reason: 'cardFaceDown' });
    expect(await offered(first + 2)).toMatchObject({ ok: true });
  });

  it('refuses a log that does not replay', async () => {
    const actions: Action[] = [{ type: 'chooseRole', role: 'invader' }];
    expect(await shareLink(rules, { setup: physicalLog.setup, actions })).toEqual({ ok: false, reason: 'badGame' });
  });

  it('points at the given base address', async () => {
    expect(await linkOf(physicalLog)).toMatch(/^https:\/\/example\.org\/pre-battle\/#\/shared\/[A-Za-z0-9_-]+$/);
  });
});

describe('altered links are refused with the action and the reason (issue 10: tamper tests)', () => {
  const index = (type: Action['type']) => digitalLog.actions.findIndex((a) => a.type === type);

  it('a forged roll in place of the seed marker does not follow the seed', async () => {
    const at = index('rollWeather');
    const real = digitalLog.actions[at] as Extract<Action, { type: 'rollWeather' }>;
    const forged: Action = { type: 'rollWeather', dice: [real.dice[0] === 6 ? 1 : 6, real.dice[1]] };
    const read = await readChanged(digitalLog, (p) => withActions(p as GamePayload, (a) => void (a[at] = packAction(forged))));
    expect(read).toMatchObject({ ok: false, reason: 'refused', index: at, error: { code: 'chanceMismatch' } });
  });

  it('a forged shuffle in place of the seed marker does not follow the seed', async () => {
    const at = index('shuffleDeck');
    const real = digitalLog.actions[at] as Extract<Action, { type: 'shuffleDeck' }>;
    const forged: Action = { type: 'shuffleDeck', order: [...real.order].reverse() };
    const read = await readChanged(digitalLog, (p) => withActions(p as GamePayload, (a) => void (a[at] = packAction(forged))));
    expect(read).toMatchObject({ ok: false, reason: 'refused', index: at, error: { code: 'chanceMismatch' } });
  });

  it('a day card the player does not hold is refused', async () => {
    const at = index('playDayCard');
    const before = replayStates(digitalLog.setup, digitalLog.actions)[at]!;
    const played = digitalLog.actions[at] as Extract<Action, { type: 'playDayCard' }>;
    const missing = COLOURS.find((c) => !before.hands![played.side].includes(c));
    if (!missing) throw new Error('the hand holds every colour');
    const read = await readChanged(digitalLog, (p) => withActions(p as GamePayload, (a) => void (a[at] = packAction({ ...played, card: missing }))));
    expect(read).toMatchObject({ ok: false, reason: 'refused', index: at, error: { code: 'notInHand' } });
  });

  it('a counter moved further than the day allows is refused', async () => {
    const at = index('moveCounter');
    const read = await readChanged(digitalLog, (p) => withActions(p as GamePayload, (a) => void (a[at] = packAction({ type: 'moveCounter', row: 4, col: 4 }))));
    expect(read).toMatchObject({ ok: false, reason: 'refused', index: at });
  });

  it('a seed marker where the players decide is invalid', async () => {
    const at = index('chooseRole');
    expect(await readChanged(digitalLog, (p) => withActions(p as GamePayload, (a) => void (a[at] = SEEDED)))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('a link that carries the seed of an unfinished game, or a digital game without its seed, is invalid', async () => {
    expect(await readChanged(digitalLog, (p) => withActions(p as GamePayload, (a) => void a.splice(30)))).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await readChanged(digitalLog, (p) => ((p as GamePayload)[2][7] = null, p))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('an unknown action code, or an action with a field missing, is invalid', async () => {
    expect(await readChanged(physicalLog, (p) => withActions(p as GamePayload, (a) => void (a[1] = [999])))).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await readChanged(physicalLog, (p) => withActions(p as GamePayload, (a) => void (a[1] = [1])))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('a forged link of 20,000 battle turns is refused at the first turn past a battle\'s most, without replaying the rest (issue 38)', async () => {
    const turn = packAction({ type: 'rollBattleWeather', red: ['blank'], green: ['blank'] });
    const payload = sharePayload(rules, replayed(physicalLog.setup, physicalLog.actions), physicalLog.actions) as GamePayload;
    const forged = withActions(payload, (a) => {
      for (let i = 0; i < 20_000; i++) a.push(turn);
    });
    const text = await encodePayload(forged);
    expect(text.length).toBeLessThan(1000);
    const read = await readShared(rules, text);
    expect(read).toMatchObject({ ok: false, reason: 'refused', index: payload[3].length - 20_000 + rules.weather.drift.mostTurns, error: { code: 'tooManyBattleTurns' } });
  });

  it('players with the same name are an invalid setup', async () => {
    const read = await readChanged(physicalLog, (p) => ((p as GamePayload)[2][9][0] = 'Anna', p));
    expect(read).toMatchObject({ ok: false, reason: 'setupInvalid' });
  });

  it('a view with a secret field added, or on an unknown territory, is invalid', async () => {
    const state = replayed(digitalLog.setup, digitalLog.actions.slice(0, 30));
    const view = publicView(state);
    const read = async (v: unknown) => readShared(rules, await encodeJson(['pbw', 'v', null, v]));
    expect((await read(view)).ok).toBe(true);
    // Version 2 has no place for a field the view's schema does not name: the secret cannot even be written.
    const v2 = await readShared(rules, await encodePayload(['pbw', 'v', null, { ...view, hands: state.hands }]));
    if (!v2.ok || v2.battle.kind !== 'view') throw new Error('the version 2 view does not open');
    expect(v2.battle.view).toEqual(view);
    expect(v2.battle.view).not.toHaveProperty('hands');
    expect(await read({ ...view, hands: state.hands })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await read({ ...view, territory: 'atlantis' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await read({ ...view, counter: { row: 9, col: 0 } })).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('a browser without compression streams', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes and opens a version 2 link without deflating it, and says why it cannot open a deflated one', async () => {
    const [first] = V1_LINKS;
    vi.stubGlobal('CompressionStream', undefined);
    vi.stubGlobal('DecompressionStream', undefined);
    const url = await linkOf(physicalLog);
    const read = await readShared(rules, url);
    if (!read.ok || read.battle.kind !== 'game') throw new Error('not opened');
    expect(read.battle.log.actions).toEqual(physicalLog.actions);
    expect(await readShared(rules, first!.link)).toEqual({ ok: false, reason: 'unsupported' });
  });
});
