import { expect } from 'vitest';
import {
  applyAction,
  bundledRules,
  chanceAction,
  currentPiece,
  newGame,
  type Action,
  type Colour,
  type Face,
  type GameEvent,
  type GameState,
  type Refusal,
  type RefusalCode,
  type RefusalParams,
  type Rules,
  type Setup,
} from '../../src/engine';
import type { StepResult } from '../../src/engine/refusal';
import { makeSetup } from './randomGame';

/** The shipped rules, loaded once for every engine test. */
export const rules: Rules = bundledRules();

export const TERRITORIES_2023 = ['waterside', 'desert', 'cultivated', 'forest', 'jungle', 'plains', 'mountains'];
export const TERRITORIES_2020 = ['standard', 'coastal', 'desert', 'forest', 'jungle', 'mountains', 'plains'];

type ArmyOverrides = Partial<Setup['players'][0]['army']>;

/**
 * A setup where the players report their own cards and dice, so a test can choose every roll and card.
 * Both armies offer every territory of the edition unless the overrides say otherwise.
 */
export function physicalSetup(overrides: Partial<Setup> = {}, armies: ArmyOverrides[] = []): Setup {
  const edition = overrides.edition ?? '2023';
  const territories = edition === '2023' ? TERRITORIES_2023 : TERRITORIES_2020;
  return makeSetup({ cards: 'physical', dice: 'physical', ...overrides }, [
    { territories, ...armies[0] },
    { territories, ...armies[1] },
  ]);
}

/** A new game at the roll-off; throws on a bad setup (a test bug). */
export function start(setup: Setup, r: Rules = rules): GameState {
  const started = newGame(r, setup);
  if (!started.ok) throw new Error(`bad setup: ${JSON.stringify(started.errors)}`);
  return started.state;
}

/** Applies actions in order; a refusal is a test bug and throws with the index and the reason. */
export function run(state: GameState, actions: readonly Action[], r: Rules = rules): GameState {
  let current = state;
  actions.forEach((action, index) => {
    const result = applyAction(r, current, action);
    if (!result.ok) {
      throw new Error(`action ${index} ${JSON.stringify(action)} refused at ${current.stepId}: ${result.error.code} ${JSON.stringify(result.error.params)}`);
    }
    current = result.state;
  });
  return current;
}

/** The state after one action that must succeed. */
export function step(state: GameState, action: Action, r: Rules = rules): GameState {
  return run(state, [action], r);
}

/** A physical game after one roll-off with these faces (PBS 8.A). */
export const rolled = (faces: [Face, Face]) => step(start(physicalSetup()), { type: 'rollOff', faces });

/** One action that must succeed, with the events it produced (STYLE: events, views and words). */
export function played(state: GameState, action: Action, r: Rules = rules): { state: GameState; events: GameEvent[] } {
  const result = applyAction(r, state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused at ${state.stepId}: ${result.error.code} ${JSON.stringify(result.error.params)}`);
  return { state: result.state, events: result.events };
}

/** The events of one action that must succeed. */
export function eventsOf(state: GameState, action: Action, r: Rules = rules): GameEvent[] {
  return played(state, action, r).events;
}

/**
 * A refusal must carry the expected code and, when given, exactly these parameters; its words come from
 * the UI's catalogue, so tests assert codes (STYLE: events, views and words).
 */
export function expectRefusal<K extends RefusalCode>(
  result: StepResult | { ok: false; error: Refusal } | { ok: true },
  code: K,
  params?: RefusalParams[K],
): Refusal {
  expect(result.ok).toBe(false);
  if (result.ok || !('error' in result)) throw new Error('expected a refusal');
  expect(result.error.code).toBe(code);
  if (params !== undefined) expect(result.error.params).toEqual(params);
  return result.error;
}

/**
 * The parameters of a `capReached` refusal, read from the territory's own cap entry (named by the exact
 * terrain it covers) so a test pins the data, not a copy of it (seed 000 terrain tables).
 */
export function capParams(territory: string, terrain: readonly string[], edition: '2023' | '2020' = '2023'): RefusalParams['capReached'] {
  const cap = rules.territories[edition]
    .find((t) => t.id === territory)
    ?.caps.find((c) => c.terrain.length === terrain.length && c.terrain.every((id, i) => id === terrain[i]));
  if (!cap) throw new Error(`no cap on ${terrain.join(' + ')} in ${territory}`);
  return { terrain: cap.terrain, max: cap.max, source: cap.source };
}

/** Anna (player 0, competent: green die) rolls a skull against a blank and chooses to defend; spring. */
export const ANNA_DEFENDS: Action[] = [
  { type: 'rollOff', faces: ['skull', 'blank'] },
  { type: 'chooseRole', role: 'defender' },
  { type: 'chooseSeason', season: 'springAutumn' },
];

/** Both players decline the territory card, so the defender chooses the map (PBS 8.B). */
export const BOTH_DECLINE: Action[] = [
  { type: 'playTerritoryCard', side: 'defender', card: null },
  { type: 'playTerritoryCard', side: 'invader', card: null },
];

/** Physical cards: Anna defends with `annaTerritories` on her list; both hold 5 PBS cards. */
export function atContest(options: { edition?: '2023' | '2020'; annaTerritories?: string[] } = {}): GameState {
  const setup = physicalSetup({ edition: options.edition ?? '2023' }, [
    options.annaTerritories ? { territories: options.annaTerritories } : {},
    { territories: options.edition === '2020' ? TERRITORIES_2020 : ['desert', 'forest'] },
  ]);
  return run(start(setup), ANNA_DEFENDS);
}

/** Five days on which both pass: the counter never moves (PBS 8.D). */
export const FIVE_PASSES: Action[] = Array.from({ length: 5 }, () => [
  { type: 'playDayCard', side: 'defender', card: null } as Action,
  { type: 'playDayCard', side: 'invader', card: null } as Action,
]).flat();

/**
 * A physical game whose march ends on (row, col) of a territory: Anna defends, both armies have no PBS
 * cards so every day is a pass and the counter stays where the defender put it.
 */
export function atSquare(options: {
  edition?: '2023' | '2020';
  territory: string;
  row: number;
  col: number;
  armies?: ArmyOverrides[];
  season?: 'winter' | 'springAutumn' | 'summer';
  r?: Rules;
}): GameState {
  const armies = options.armies ?? [];
  const setup = physicalSetup({ edition: options.edition ?? '2023' }, [
    { pbsCards: 0, ...armies[0] },
    { pbsCards: 0, ...armies[1] },
  ]);
  return run(
    start(setup, options.r),
    [
      ...ANNA_DEFENDS.slice(0, 2),
      { type: 'chooseSeason', season: options.season ?? 'springAutumn' },
      ...BOTH_DECLINE,
      { type: 'chooseTerritory', territory: options.territory },
      { type: 'placeCounter', row: options.row, col: options.col },
      ...FIVE_PASSES,
    ],
    options.r,
  );
}

/** A compulsory or optional selection. */
export function pick(side: 'defender' | 'invader', terrain: string, declare: 'dangerous' | 'impassable' | null = null): Action {
  return { type: 'selectTerrain', side, terrain, declare };
}

/** 2023 Cultivated row 1 column 2 (No Flank, Normal) or 2020 Plains row 4 column 3 (Normal): two compulsory pieces, Hills (defender) first, wait to be placed. */
export function twoPieces(edition: '2023' | '2020' = '2023'): GameState {
  return edition === '2023'
    ? run(atSquare({ territory: 'cultivated', row: 0, col: 1 }), [pick('defender', 'hills'), pick('invader', 'woods')])
    : run(atSquare({ edition: '2020', territory: 'plains', row: 3, col: 2 }), [
        { type: 'placeFlankPiece', side: 'defender', terrain: 'mountains', sector: 'left' },
        { type: 'placeFlankPiece', side: 'invader', terrain: 'mountains', sector: 'left' },
        pick('defender', 'hills'),
        pick('invader', 'brush'),
      ]);
}

/** Places every piece of the current placement step with the same dice (default: centre, then kept). */
export function placeAll(state: GameState, dice: { placement?: number; opponent?: number } = {}, r: Rules = rules): GameState {
  const stepId = state.stepId;
  if (stepId !== 'placeCompulsory' && stepId !== 'placeOptional') throw new Error(`not a placement step: ${stepId}`);
  const kind = stepId === 'placeCompulsory' ? 'compulsory' : 'optional';
  let current = state;
  for (let guard = 0; current.stepId === stepId && guard < 100; guard++) {
    const piece = currentPiece(current, kind);
    if (!piece) break;
    if (piece.placement === null) current = step(current, { type: 'rollPlacement', die: dice.placement ?? 2 }, r);
    else if (piece.opponentDie === null) current = step(current, { type: 'rollOpponent', die: dice.opponent ?? 1 }, r);
    else current = step(current, { type: 'resolvePiece', outcome: 'keep' }, r);
  }
  return current;
}

/** Applies the app's own chance actions (digital rolls, shuffles, deals) until a player must decide. */
export function autoChance(state: GameState, r: Rules = rules): GameState {
  let current = state;
  for (let chance = chanceAction(r, current); chance; chance = chanceAction(r, current)) current = step(current, chance, r);
  return current;
}

/** A digital game at the shuffle: seeded roll-off, the winner defends, spring. */
export function atShuffle(seed: string, armies: Parameters<typeof makeSetup>[1] = []): GameState {
  const state = autoChance(start(makeSetup({ seed }, armies)));
  return run(state, [
    { type: 'chooseRole', role: 'defender' },
    { type: 'chooseSeason', season: 'springAutumn' },
  ]);
}

/**
 * A digital game up to the territory contest: the seeded roll-off (re-rolled until someone wins), the
 * winner defends, spring; the deck is shuffled and the PBS cards dealt from the seed.
 */
export function digitalToContest(setup: Setup, r: Rules = rules): GameState {
  let state = autoChance(start(setup, r), r);
  state = step(state, { type: 'chooseRole', role: 'defender' }, r);
  state = step(state, { type: 'chooseSeason', season: 'springAutumn' }, r);
  return autoChance(state, r);
}

/**
 * A physical game at the weather roll: the march ends on a Featureless square without a secure flank
 * (or with deep water, placed on the left), nobody takes optional terrain and the Vital Settlement is done.
 */
export function atWeather(options: Parameters<typeof atSquare>[0]): GameState {
  let state = atSquare(options);
  if (state.stepId === 'secureFlanks') state = step(state, { type: 'placeDeepWater', edge: 'left' }, options.r);
  state = run(state, [{ type: 'endSelection', side: 'defender' }, { type: 'endSelection', side: 'invader' }], options.r);
  if (state.stepId === 'vitalSettlement') state = step(state, { type: 'confirmVitalSettlement' }, options.r);
  if (state.stepId !== 'weather') throw new Error(`expected the weather, got ${state.stepId}`);
  return state;
}

/** Every state of a replayed log, from the new game to the end (index i is the state before action i). */
export function replayStates(setup: Setup, log: readonly Action[], r: Rules = rules): GameState[] {
  const states = [start(setup, r)];
  for (const action of log) states.push(step(states[states.length - 1]!, action, r));
  return states;
}

/** Physical cards: Anna defends, the counter on Waterside row 3 column 3; hands after the contest as given. */
export function atMarch(pbs: [number, number] = [5, 5], contest: Action[] = BOTH_DECLINE): GameState {
  return run(start(physicalSetup({}, [{ pbsCards: pbs[0] }, { pbsCards: pbs[1] }])), [
    ...ANNA_DEFENDS,
    ...contest,
    { type: 'chooseTerritory', territory: 'waterside' },
    { type: 'placeCounter', row: 2, col: 2 },
  ]);
}

/** One day of the march: both cards played face down (null: a pass), the invader's first. */
export const marchDay = (invader: Colour | null, defender: Colour | null): Action[] => [
  { type: 'playDayCard', side: 'invader', card: invader },
  { type: 'playDayCard', side: 'defender', card: defender },
];
