import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import seedrandom from 'seedrandom';
import {
  applyAction,
  bundledRules,
  COLOURS,
  deploymentPlan,
  legalActions,
  newGame,
  publicView,
  RATINGS,
  replay,
  type Action,
  type Colour,
  type GameEvent,
  type GameState,
  type Rules,
  type Setup,
} from '../../src/engine';
import { isOnTerritory } from '../../src/engine/map';
import { fullDeck, rank, tally } from '../../src/engine/cards';
import { densityRule, fitsDemand, standingPieces, territoryOf, terrainOf } from '../../src/engine/terrain';
import { makeSetup } from '../support/randomGame';
import { scrambleSecrets } from '../support/secrets';

/** Every setup the app accepts, within the ranges the properties explore (RULES-NOTES 4: 0-10 cards). */
export interface GameCase {
  setup: Setup;
  choiceSeed: string;
}

const army = (edition: '2023' | '2020') =>
  fc.record({
    rating: fc.constantFrom(...RATINGS),
    pbsCards: fc.integer({ min: 0, max: 10 }),
    scoutingCards: fc.integer({ min: 0, max: 10 }),
    tugs: fc.integer({ min: 1, max: 40 }),
    territories: fc.shuffledSubarray(bundledRules().territories[edition].map((t) => t.id), { minLength: 1 }),
    deploysFirst: fc.record({
      batteries: fc.integer({ min: 0, max: 3 }),
      barricades: fc.integer({ min: 0, max: 2 }),
      battleWagons: fc.integer({ min: 0, max: 2 }),
      redoubts: fc.integer({ min: 0, max: 2 }),
      expendables: fc.integer({ min: 0, max: 2 }),
    }),
  });

/** A random setup (edition, modes, seed, both armies) and the seed of the random players' choices. */
export function gameCase(edition: '2023' | '2020'): fc.Arbitrary<GameCase> {
  return fc
    .record({
      cards: fc.constantFrom('digital', 'physical'),
      dice: fc.constantFrom('digital', 'physical'),
      seed: fc.string({ maxLength: 12 }),
      armies: fc.tuple(army(edition), army(edition)),
      choiceSeed: fc.string({ maxLength: 8 }),
    })
    .map(({ cards, dice, seed, armies, choiceSeed }) => ({
      // The marker makes the seed easy to find if it ever leaks into the public view.
      setup: makeSetup({ edition, cards, dice, seed: `SEED<${seed}>` }, armies),
      choiceSeed,
    }));
}

/** A physical scouting report: random cards up to each side's total (as tests/support/randomGame does). */
function scoutingReport(state: GameState, pick: () => number): Action {
  const cards = (side: 'invader' | 'defender') => {
    const n = Math.max(state.setup.players[state.roles![side]].army.scoutingCards, state.handCounts[side]);
    return Array.from({ length: n }, () => COLOURS[Math.floor(pick() * COLOURS.length)] as Colour);
  };
  return { type: 'reportScouting', invader: cards('invader'), defender: cards('defender') };
}

/** Throws with the step and the broken rule, so fast-check reports a readable counterexample. */
function check(condition: boolean, what: string, state: GameState): void {
  if (!condition) throw new Error(`${what} (at ${state.stepId}, after ${state.days.length} days, ${state.pieces.length} pieces)`);
}

const SECRET_KEYS = /"(hands|deck|commits|rng|seed|draws)":/;

let deckTally: ReturnType<typeof tally> | undefined;

/** RULES-NOTES 4: every digital card is in the deck, a hand, face down or played, exactly once. */
export function checkCards(rules: Rules, state: GameState): void {
  if (state.setup.cards !== 'digital' || !state.deck) return;
  const faceDown = Object.values(state.commits).filter((c): c is Colour => c !== null && c !== undefined);
  const all = [...state.deck, ...(state.hands?.invader ?? []), ...(state.hands?.defender ?? []), ...state.played, ...faceDown];
  check(all.length === 55, `cards not conserved: ${all.length}`, state);
  deckTally ??= tally(fullDeck(rules));
  check(isDeepStrictEqual(tally(all), deckTally), 'the deck make-up changed', state);
  if (state.hands) {
    check(state.handCounts.invader === state.hands.invader.length && state.handCounts.defender === state.hands.defender.length, 'hand counts differ from the hands', state);
  }
}

/** PBS 8.C-8.D: the counter is always on the 5x5 map and (2020) on a square of the chosen territory. */
export function checkCounter(rules: Rules, state: GameState): void {
  if (!state.counter) return;
  const { row, col } = state.counter;
  check(Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row <= 4 && col >= 0 && col <= 4, 'counter off the map', state);
  check(isOnTerritory(rules, state, state.counter), 'counter off the chosen territory', state);
  for (const day of state.days) {
    check(isOnTerritory(rules, state, day.from) && isOnTerritory(rules, state, day.to), 'a day moved off the territory', state);
  }
}

/** PBS 9.A-9.D and the terrain tables: demand, caps, declarations, optional limits, no impassable where banned. */
export function checkTerrain(rules: Rules, state: GameState): void {
  if (state.pieces.length === 0) return;
  const territory = territoryOf(rules, state);
  const density = densityRule(rules, state);
  const standing = standingPieces(state);
  for (const cap of territory.caps) {
    const used = standing.filter((p) => cap.terrain.includes(p.terrain)).length;
    check(used <= cap.max, `cap broken: ${cap.terrain.join('+')} ${used} > ${cap.max}`, state);
  }
  for (const p of state.pieces) {
    const terrain = terrainOf(rules, state, p.terrain);
    check(terrain !== undefined, `${p.terrain} is not in the ${territory.id} table`, state);
    if (p.kind !== 'flank') check(!(terrain?.impassable || p.declared === 'impassable') || density.impassableAllowed, `impassable at ${density.density}`, state);
    if (p.declared) {
      const rule = terrain?.declarations.find((d) => d.status === p.declared);
      check(rule !== undefined, `${p.terrain} declared ${p.declared}`, state);
      const n = standing.filter((q) => q.terrain === p.terrain && q.declared === p.declared).length;
      check(n <= (rule?.max ?? 0), `too many ${p.terrain} declared ${p.declared}`, state);
    }
    if (p.kind === 'flank') check(p.outcome === 'keep' && p.opponentDie === null, 'a flank piece was diced', state);
    if (p.opponentDie !== null && p.opponentDie < 4) check(p.outcome === 'keep', 'a die below 4 changed a piece', state);
    if (p.outcome === 'move' || p.outcome === 'pivot') check(!terrain?.placement.cannotBeMoved, `${p.terrain} was moved`, state);
  }
  const compulsory = state.pieces.filter((p) => p.kind === 'compulsory');
  const total = density.compulsory.difficult + density.compulsory.roughOrGood + density.compulsory.any;
  check(compulsory.length <= total, 'too many compulsory pieces', state);
  check(fitsDemand(density.compulsory, compulsory.map((p) => terrainOf(rules, state, p.terrain)!.category)), 'compulsory pieces break the demand', state);
  for (const side of ['invader', 'defender'] as const) {
    const optional = state.pieces.filter((p) => p.kind === 'optional' && p.owner === side).length;
    check(optional <= density.optionalEach, `${side} has ${optional} optional pieces`, state);
    check(state.pieces.filter((p) => p.kind === 'flank' && p.owner === side).length <= 1, `${side} has two flank pieces`, state);
  }
  if (state.stepId !== 'selectCompulsory' && state.flank !== null && !['secureFlanks'].includes(state.stepId)) {
    check(compulsory.length === total, `the compulsory demand (${total}) was not met: ${compulsory.length}`, state);
  }
}

/** PBS 10.A: the best 5 count; the lower total is outscouted by the difference. */
export function checkScouting(rules: Rules, state: GameState): void {
  const s = state.scouting;
  if (!s) return;
  const values = rules.editions[state.setup.edition].scouting.values;
  for (const side of ['invader', 'defender'] as const) {
    const best = [...s.cards[side]].sort((a, b) => rank(b) - rank(a)).slice(0, 5);
    check(isDeepStrictEqual(s.best[side], best), `${side} best 5 wrong`, state);
    check(s.totals[side] === best.reduce((sum, c) => sum + values[c], 0), `${side} scouting total wrong`, state);
    if (state.setup.cards === 'digital') {
      const army = state.setup.players[state.roles![side]].army;
      check(s.cards[side].length >= army.scoutingCards, `${side} dealt fewer than the scouting total`, state);
    }
  }
  check(s.by === Math.abs(s.totals.invader - s.totals.defender), 'outscouted by the wrong amount', state);
  const expected = s.totals.invader === s.totals.defender ? null : s.totals.invader < s.totals.defender ? 'invader' : 'defender';
  check(s.outscouted === expected, 'the wrong side is outscouted', state);
  // PBS 10.D-10.E: every TuG of each army is placed exactly once, the outscouted (or the defender) first.
  const plan = deploymentPlan(rules, state).filter((i) => i.tugs !== null);
  for (const side of ['invader', 'defender'] as const) {
    const sum = plan.filter((i) => i.side === side).reduce((n, i) => n + (i.tugs ?? 0), 0);
    check(sum === state.setup.players[state.roles![side]].army.tugs, `${side} deploys ${sum} TuGs`, state);
  }
  check(plan[0]?.side === (s.outscouted ?? 'defender'), 'the wrong side deploys first', state);
}

/** Secrets stay secret: no hand, deck, seed or face-down card in the public view, and no change when they change. */
export function checkPublicView(state: GameState): void {
  const json = JSON.stringify(publicView(state));
  check(!SECRET_KEYS.test(json), 'a secret key is in the public view', state);
  check(!json.includes('SEED<'), 'the seed is in the public view', state);
  const hasSecretCards = state.deck !== null || Object.keys(state.commits).length > 0;
  if (hasSecretCards) check(json === JSON.stringify(publicView(scrambleSecrets(state))), 'the public view depends on a secret', state);
}

const COLOUR_WORDS = /black|white|green|yellow|red/i;

/**
 * What an action tells whom (STYLE: events, views and words): a private event goes only to the side it
 * is about; a face-down card is labelled with its round (null for the territory contest, else the day
 * being played) and no public event names it while it is face down; no public event carries the seed.
 */
export function checkEvents(before: GameState, action: Action, after: GameState, events: readonly GameEvent[]): void {
  const shown = JSON.stringify(events.filter((e) => e.audience === 'public'));
  check(!shown.includes('SEED<'), 'a public event carries the seed', before);
  if ((action.type === 'playDayCard' || action.type === 'playTerritoryCard') && Object.keys(after.commits).length > 0) {
    check(!COLOUR_WORDS.test(shown), 'a public event names a face-down card', before);
  }
  for (const event of events) {
    if (event.audience !== 'public') check('side' in event.params && event.params.side === event.audience, `${event.code} went to the wrong side`, before);
    if (event.code === 'cardCommitted' || event.code === 'cardChosen') {
      const round = action.type === 'playTerritoryCard' ? null : before.days.length + 1;
      check(event.params.round === round, `${event.code} labelled round ${event.params.round}, expected ${round}`, before);
    }
  }
}

/**
 * Plays one random game with legal actions (as tests/support/randomGame does), checking every
 * invariant after every action, then replays the log and compares (STYLE habit 6).
 */
export function playChecked(rules: Rules, { setup, choiceSeed }: GameCase, maxSteps = 400): { log: Action[]; state: GameState } {
  const started = newGame(rules, setup);
  if (!started.ok) throw new Error(`bad setup: ${JSON.stringify(started.errors)}`);
  const pick = seedrandom(choiceSeed);
  let state = started.state;
  const log: Action[] = [];
  const events: GameEvent[][] = [];
  checkPublicView(state);
  for (let step = 0; step < maxSteps && state.stepId !== 'done'; step++) {
    const options = legalActions(rules, state);
    const action = state.stepId === 'scouting' && state.setup.cards === 'physical' ? scoutingReport(state, pick) : options[Math.floor(pick() * options.length)];
    if (!action) throw new Error(`no legal action at ${state.stepId}`);
    const result = applyAction(rules, state, action);
    if (!result.ok) throw new Error(`legal action refused at ${state.stepId}: ${JSON.stringify(action)} -> ${result.error.code} ${JSON.stringify(result.error.params)}`);
    checkEvents(state, action, result.state, result.events);
    state = result.state;
    log.push(action);
    events.push(result.events);
    checkCards(rules, state);
    checkCounter(rules, state);
    checkTerrain(rules, state);
    checkScouting(rules, state);
    checkPublicView(state);
  }
  check(state.stepId === 'done', `the game did not finish in ${maxSteps} actions`, state);
  const replayed = replay(rules, setup, log);
  check(replayed.ok && isDeepStrictEqual(replayed.state, state), 'replay gave another state', state);
  check(replayed.ok && isDeepStrictEqual(replayed.events, events), 'replay gave other events', state);
  return { log, state };
}
