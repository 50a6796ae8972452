import seedrandom from 'seedrandom';
import { applyAction, legalActions, newGame, table, type Action, type Footprint, type GameState, type Rules, type Setup } from '../../src/engine';

/** A log to extend: its setup and actions (a `GameLog` will do). */
export interface GameRecord {
  setup: Setup;
  actions: Action[];
}

function replayed(rules: Rules, record: GameRecord): GameState {
  const started = newGame(rules, record.setup);
  if (!started.ok) throw new Error('bad setup');
  let state = started.state;
  for (const action of record.actions) {
    const next = applyAction(rules, state, action);
    if (!next.ok) throw new Error(`refused ${action.type}: ${next.error.code}`);
    state = next.state;
  }
  return state;
}

/** The first of `candidates` the engine accepts, appended to the record; false when none is. */
function tryAppend(rules: Rules, record: GameRecord, state: GameState, candidates: readonly Action[]): GameState | null {
  for (const action of candidates) {
    const next = applyAction(rules, state, action);
    if (next.ok) {
      record.actions.push(action);
      return next.state;
    }
  }
  return null;
}

/** A footprint moved by `dx`, `dy` and turned by `da`, to the tenth and the whole degree the diagram records. */
const nudged = (f: Footprint, dx: number, dy: number, da: number): Footprint => ({
  x: Math.round((f.x + dx) * 10) / 10,
  y: Math.round((f.y + dy) * 10) / 10,
  width: f.width,
  depth: f.depth,
  angle: Math.round(f.angle + da),
});

/** Places on a grid over the table and along its edges, nearest `base` first, for a piece whose suggestion breaks a rule. */
function gridAround(rules: Rules, state: GameState, base: Footprint): Footprint[] {
  const { width, depth } = table.tableGeometry(rules, state.setup);
  const along = (n: number) => Array.from({ length: Math.floor(n) + 1 }, (_, i) => i);
  const edges = [
    ...along(width).flatMap((x) => [{ x, y: base.depth / 2 }, { x, y: depth - base.depth / 2 }]),
    ...along(depth).flatMap((y) => [{ x: base.width / 2, y }, { x: width - base.width / 2, y }]),
  ];
  const inside = along(width).flatMap((x) => along(depth).map((y) => ({ x, y })));
  return [...edges, ...inside]
    .map(({ x, y }) => ({ ...base, x, y, angle: 0 }))
    .sort((a, b) => Math.hypot(a.x - base.x, a.y - base.y) - Math.hypot(b.x - base.x, b.y - base.y));
}

/**
 * The record with a position recorded for every piece on the table at both stages (where the placement die
 * put it and, when moved or pivoted, where it ended) that has none yet, as the players would drag them: a little off the diagram's suggestion, to the
 * tenth of a unit and the whole degree; the suggestion itself, or the nearest place on a grid over the
 * table or along its edges, when the nudge breaks a rule.
 */
export function withEveryPosition(rules: Rules, record: GameRecord): GameRecord {
  const out: GameRecord = { setup: record.setup, actions: [...record.actions] };
  let state = replayed(rules, out);
  const pick = seedrandom('every-position');
  for (const piece of state.pieces) {
    for (const stage of ['placed', 'final'] as const) {
      // A piece the opponent's die left in place ends where it was placed (PBS 9.E): no other final position.
      if (piece.placement === null || piece.outcome === 'remove' || (stage === 'final' && (piece.outcome === null || piece.outcome === 'keep')) || piece.positions[stage]) continue;
      const item = table.tableLayout(rules, state).find((i) => i.pieceId === piece.id);
      if (!item) continue;
      const base = item.footprint;
      const recording = (f: Footprint): Action => ({ type: 'recordPosition', piece: piece.id, stage, ...f });
      const near = [nudged(base, pick() * 0.6 - 0.3, pick() * 0.6 - 0.3, Math.round(pick() * 20 - 10)), nudged(base, pick() * 0.6 - 0.3, pick() * 0.6 - 0.3, 0), base];
      const next = tryAppend(rules, out, state, near.map(recording)) ?? tryAppend(rules, out, state, gridAround(rules, state, base).map(recording));
      if (next) state = next;
    }
  }
  return out;
}

/** The record with `turns` battle turns' weather rolls (each a random report the engine offers, or the app's roll) and the battle's end. */
export function withBattleTurns(rules: Rules, record: GameRecord, turns: number): GameRecord {
  const out: GameRecord = { setup: record.setup, actions: [...record.actions] };
  let state = replayed(rules, out);
  const pick = seedrandom('battle-turns');
  for (let turn = 0; turn < turns; turn++) {
    const rolls = legalActions(rules, state).filter((a) => a.type === 'rollBattleWeather');
    const next = tryAppend(rules, out, state, [rolls[Math.floor(pick() * rolls.length)]!]);
    if (!next) throw new Error(`no battle roll at turn ${turn + 1}`);
    state = next;
  }
  if (!tryAppend(rules, out, state, [{ type: 'endBattle' }])) throw new Error('the battle does not end');
  return out;
}

/** A finished game with every terrain position recorded and `turns` battle turns (issue 29: the longest link a battle sheet prints). */
export function fullBattle(rules: Rules, record: GameRecord, turns = 12): GameRecord {
  return withBattleTurns(rules, withEveryPosition(rules, record), turns);
}

/**
 * The bench's digital game (scripts/benchClicks.ts) played in Node: the app's default 2023 setup with the
 * spec's players and armies and the typed game code "bench", the first choice the engine offers at every step.
 */
export function benchGame(rules: Rules, defaults: Setup): GameRecord {
  const setup: Setup = {
    ...defaults,
    seed: 'bench',
    seedSource: 'typed',
    players: [
      { name: 'Anna', army: { ...defaults.players[0].army, name: 'Later Romans' } },
      { name: 'Bruno', army: { ...defaults.players[1].army, name: 'Sassanids' } },
    ],
  };
  const record: GameRecord = { setup, actions: [] };
  let state = replayed(rules, record);
  for (let guard = 0; guard < 400 && state.stepId !== 'done'; guard++) {
    const next = tryAppend(rules, record, state, legalActions(rules, state).slice(0, 1));
    if (!next) throw new Error(`no legal action at ${state.stepId}`);
    state = next;
  }
  if (state.stepId !== 'done') throw new Error('the bench game did not end');
  return record;
}
