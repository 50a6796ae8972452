import { applyAction, bundledRules, COLOURS, legalActions, newGame, type Action, type Colour, type GameState, type StepId, type Rules, type Setup } from '../../src/engine';
import type { StepResult } from '../../src/engine/refusal';
import { settle } from '../../src/engine/game';
import type { ActionOf } from '../../src/engine/schema/action';
import { dealPbs } from '../../src/engine/steps/dealPbs';
import { shuffleDeck } from '../../src/engine/steps/shuffle';
import { makeSetup } from './randomGame';

/** The shipped rules, parsed once for every UI test file. */
export const uiRules: Rules = bundledRules();

type ArmyOverrides = Partial<Setup['players'][0]['army']>;

/** Chooses the action to apply from the legal ones; return undefined to fall back to the first. */
export type Chooser = (state: GameState, legal: Action[]) => Action | undefined;

/** A new game at the roll-off from `makeSetup` with overrides; a bad setup is a test bug and throws. */
export function startGame(overrides: Partial<Setup> = {}, armies: ArmyOverrides[] = []): GameState {
  const started = newGame(uiRules, makeSetup(overrides, armies));
  if (!started.ok) throw new Error(`bad setup: ${JSON.stringify(started.errors)}`);
  return started.state;
}

/** Applies one action that must be accepted. */
export function apply(state: GameState, action: Action): GameState {
  const result = applyAction(uiRules, state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused at ${state.stepId}: ${result.error.code} ${JSON.stringify(result.error.params)}`);
  return result.state;
}

/** Applies actions in order; any refusal throws. */
export function applyAll(state: GameState, actions: readonly Action[]): GameState {
  return actions.reduce(apply, state);
}

/**
 * The default pick: the first legal action, except a roll-off that would tie (so physical dice do not
 * loop) and physical scouting, which has no finite list (both report no cards).
 */
function defaultPick(state: GameState, legal: Action[]): Action | undefined {
  if (state.stepId === 'rollOff') {
    const winning = legal.find((a) => {
      const result = applyAction(uiRules, state, a);
      return result.ok && result.state.rollOffWinner !== null;
    });
    return winning ?? legal[0];
  }
  if (state.stepId === 'scouting' && legal.length === 0) return { type: 'reportScouting', invader: [], defender: [] };
  return legal[0];
}

/** Plays from a state until it reaches `step`, choosing with `choose` (default: the first legal action). */
export function playUntil(state: GameState, stepId: StepId, choose?: Chooser, maxSteps = 400): GameState {
  let current = state;
  for (let step = 0; current.stepId !== stepId; step++) {
    if (step >= maxSteps || current.stepId === 'done') throw new Error(`never reached ${stepId}: stopped at ${current.stepId}`);
    const legal = legalActions(uiRules, current);
    const action = choose?.(current, legal) ?? defaultPick(current, legal);
    if (!action) throw new Error(`no legal action at ${current.stepId}`);
    current = apply(current, action);
  }
  return current;
}

/** A game from `makeSetup(overrides, armies)` played with the first legal actions until it reaches `step`. */
export function advanceTo(stepId: StepId, overrides: Partial<Setup> = {}, options: { armies?: ArmyOverrides[]; choose?: Chooser } = {}): GameState {
  return playUntil(startGame(overrides, options.armies), stepId, options.choose);
}

/** The action `advanceTo` would take next in `state`, for a test that plays through the store (which passes for a player with no cards by itself). */
export function nextAction(state: GameState): Action | undefined {
  return defaultPick(state, legalActions(uiRules, state));
}

/** Physical cards and dice, so every input is chosen by the test. */
export const PHYSICAL: Partial<Setup> = { cards: 'physical', dice: 'physical' };

/** Anna (player 1, competent: green die) wins the roll-off with a skull against a blank and chooses to defend. */
export const ANNA_DEFENDS: Action[] = [
  { type: 'rollOff', faces: ['skull', 'blank'] },
  { type: 'chooseRole', role: 'defender' },
];

/** A full command deck with `top` dealt first, so a digital-cards test knows every hand. */
export function stackedDeck(top: readonly Colour[]): Colour[] {
  const rest: Colour[] = COLOURS.flatMap((colour) => Array<Colour>(uiRules.components.deck[colour]).fill(colour));
  for (const card of top) {
    const at = rest.indexOf(card);
    if (at < 0) throw new Error(`the deck has no more ${card} cards`);
    rest.splice(at, 1);
  }
  return [...top, ...rest];
}

/**
 * The shuffle and deal that give the invader and the defender exactly these PBS hands. Digital cards
 * only accept the seeded shuffle (`chanceMismatch`), so applyAction refuses these; use `withHands`.
 */
export function dealActions(invader: Colour[], defender: Colour[]): Action[] {
  return [
    { type: 'shuffleDeck', order: stackedDeck([...invader, ...defender]) },
    { type: 'dealPbs', invader, defender },
  ];
}

function accepted(result: StepResult): GameState {
  if (!result.ok) throw new Error(`${result.error.code} ${JSON.stringify(result.error.params)}`);
  return result.state;
}

/**
 * A digital-cards game at the shuffle, moved on to the territory contest with exactly these PBS hands:
 * the stacked shuffle and the deal go through the step functions themselves, skipping only the check
 * that digital chance follows the seed (so later app-made rolls and deals are not those of the log).
 * For screens that need known hands; a log of this game would not replay.
 */
export function withHands(state: GameState, invader: Colour[], defender: Colour[]): GameState {
  if (state.stepId !== 'shuffle') throw new Error(`expected the shuffle, got ${state.stepId}`);
  const [shuffle, deal] = dealActions(invader, defender) as [ActionOf<'shuffleDeck'>, ActionOf<'dealPbs'>];
  const shuffled = settle(uiRules, accepted(shuffleDeck(uiRules, state, shuffle)));
  return settle(uiRules, accepted(dealPbs(uiRules, shuffled, deal)));
}

/** Physical game at the territory choice: Anna defends and offers `offered`, summer is chosen, then the territory cards given. */
export function atChooseTerritory(cards: { defender: Action; invader: Action }, offered = ['forest', 'desert'], setup: Partial<Setup> = {}): GameState {
  const SUMMER: Action = { type: 'chooseSeason', season: 'summer' };
  return applyAll(startGame({ ...PHYSICAL, ...setup }, [{ territories: offered }]), [...ANNA_DEFENDS, SUMMER, cards.defender, cards.invader]);
}

/** A side plays no territory card (PBS 8.B). */
export const noCard = (side: 'defender' | 'invader'): Action => ({ type: 'playTerritoryCard', side, card: null });

/**
 * A physical game just after the march, with the counter on (row, col): Anna defends, nobody holds PBS
 * cards, so every day is a pass and the counter stays where she put it.
 */
export function marchedTo(options: { territory: string; row: number; col: number; edition?: '2023' | '2020'; season?: 'winter' | 'springAutumn' | 'summer' }): GameState {
  const edition = options.edition ?? '2023';
  const territories = uiRules.territories[edition].map((t) => t.id);
  const state = startGame({ ...PHYSICAL, edition }, [
    { pbsCards: 0, territories },
    { pbsCards: 0, territories },
  ]);
  const pass = (side: 'invader' | 'defender', type: 'playTerritoryCard' | 'playDayCard'): Action => ({ type, side, card: null });
  return applyAll(state, [
    ...ANNA_DEFENDS,
    { type: 'chooseSeason', season: options.season ?? 'springAutumn' },
    pass('defender', 'playTerritoryCard'),
    pass('invader', 'playTerritoryCard'),
    { type: 'chooseTerritory', territory: options.territory },
    { type: 'placeCounter', row: options.row, col: options.col },
    ...Array.from({ length: uiRules.editions[edition].march.days }, () => [pass('defender', 'playDayCard'), pass('invader', 'playDayCard')]).flat(),
  ]);
}

/** Makes the roll buttons roll at once, as for a player who asked for reduced motion; returns the undo. */
export function preferReducedMotion(): () => void {
  const before = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = before;
  };
}
