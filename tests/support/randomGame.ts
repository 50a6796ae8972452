import seedrandom from 'seedrandom';
import { megEngine, COLOURS, type Action, type Engine, type GameEvent, type GameState, type StepId, type Rules, type Setup } from '../../src/engine';

/** A valid setup for tests, with overrides. */
export function makeSetup(overrides: Partial<Setup> = {}, armies: Partial<Setup['players'][0]['army']>[] = []): Setup {
  const edition = overrides.edition ?? '2023';
  const territories = edition === '2023' ? ['waterside', 'plains', 'mountains'] : ['standard', 'desert', 'jungle'];
  const army = (name: string, i: number): Setup['players'][0]['army'] => ({
    name,
    rating: i === 0 ? 'competent' : 'talented',
    pbsCards: 5,
    scoutingCards: 6,
    territories,
    tugs: 12,
    deploysFirst: { batteries: 1, barricades: 0, battleWagons: 0, redoubts: 0, expendables: 0 },
    ...armies[i],
  });
  return {
    edition,
    scale: 'maximus',
    table: { widthCm: 180, depthCm: 120 },
    cards: 'digital',
    dice: 'digital',
    seed: 'test-seed',
    seedSource: 'typed',
    players: [
      { name: 'Anna', army: army('Later Romans', 0) },
      { name: 'Bruno', army: army('Sassanids', 1) },
    ],
    ...overrides,
  };
}

/** A physical scouting report: random cards up to each side's total. */
function scoutingReport(state: GameState, pick: () => number): Action {
  const cards = (side: 'invader' | 'defender') => {
    const army = state.setup.players[state.roles?.[side] ?? 0].army;
    const n = Math.max(army.scoutingCards, state.handCounts[side]);
    return Array.from({ length: n }, () => COLOURS[Math.floor(pick() * COLOURS.length)] as (typeof COLOURS)[number]);
  };
  return { type: 'reportScouting', invader: cards('invader'), defender: cards('defender') };
}

/** What a random game played: the log, the final state, and each action's step and events. */
export interface RandomGame {
  log: Action[];
  state: GameState;
  played: { stepId: StepId; events: GameEvent[] }[];
}

/** Plays random legal actions from a setup until the pre-battle is done (with the Mortem et Gloriam engine unless another is given). */
export function playRandomGame(rules: Rules, setup: Setup, choiceSeed: string, maxSteps = 400, engine: Engine = megEngine): RandomGame {
  const { newGame, legalActions, applyAction } = engine;
  const started = newGame(rules, setup);
  if (!started.ok) throw new Error(`bad setup: ${JSON.stringify(started.errors)}`);
  const pick = seedrandom(choiceSeed);
  let state = started.state;
  const log: Action[] = [];
  const played: RandomGame['played'] = [];
  for (let step = 0; step < maxSteps && state.stepId !== 'done'; step++) {
    const options = legalActions(rules, state);
    const action =
      state.stepId === 'scouting' && state.setup.cards === 'physical'
        ? scoutingReport(state, pick)
        : options[Math.floor(pick() * options.length)];
    if (!action) throw new Error(`no legal action at ${state.stepId}`);
    const result = applyAction(rules, state, action);
    if (!result.ok) throw new Error(`legal action refused at ${state.stepId}: ${JSON.stringify(action)} -> ${result.error.code} ${JSON.stringify(result.error.params)}`);
    played.push({ stepId: state.stepId, events: result.events });
    state = result.state;
    log.push(action);
  }
  return { log, state, played };
}
