import { rank } from '../../cards';
import { appended, revised, type HandleContext } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import type { FlankState, GameState, Side } from '../../state';
import { counterSquare, editionOf } from '../../terrain';
import { commitCard, revealed } from '../shared/faceDownCards';

/** The public counts the march's pass rule reads: a game state and every view carry them. */
export type MarchCounts = Pick<GameState, 'handCounts' | 'days'> & { setup: Pick<GameState['setup'], 'edition'> };

/** Days still to play, counting the current one. */
export function daysLeft(rules: Rules, state: MarchCounts): number {
  return editionOf(rules, state).march.days - state.days.length;
}

/** PBS 8.D: a player may pass only when he holds fewer cards than days remain; with no cards he must pass. */
export function canPass(rules: Rules, state: MarchCounts, side: Side): boolean {
  return state.handCounts[side] < daysLeft(rules, state);
}

/** The secure flank the final square gives (PBS 9.A). */
function flankFromSquare(rules: Rules, state: GameState): FlankState {
  const flank = counterSquare(rules, state).flank;
  if (flank.kind === 'deepWater') return { kind: 'deepWater', edge: null };
  if (flank.kind === 'pieces') return { kind: 'pieces', sector: null, skipped: [] };
  return { kind: 'none' };
}

/** Ends a day of the march: after the last day, the counter's final square gives the secure flank. */
export function endDay(rules: Rules, state: GameState, context: HandleContext | undefined): GameState {
  const finished = state.days.length >= editionOf(rules, state).march.days;
  return finished ? revised(state, { flank: flankFromSquare(rules, state) }, context) : state;
}

/** PBS 8.D: both play a card (or pass, counting as Black) face down; the better card wins the day. */
export function playDayCard(rules: Rules, state: GameState, action: ActionOf<'playDayCard'>, context?: HandleContext): StepResult {
  if (action.card === null && !canPass(rules, state, action.side) && !(action.side in state.commits)) {
    return refuse('mustPlay', { side: action.side, cards: state.handCounts[action.side], days: daysLeft(rules, state) });
  }
  const committed = commitCard(state, action.side, action.card, state.days.length + 1, context);
  if (!committed.ok) return committed;
  const next = committed.state;
  const cards = revealed(next);
  if (!cards || !state.counter) return committed;
  const pass = editionOf(rules, state).march.passCountsAs;
  const difference = rank(cards.invader ?? pass) - rank(cards.defender ?? pass);
  const winner: Side | null = difference > 0 ? 'invader' : difference < 0 ? 'defender' : null;
  const day = {
    day: state.days.length + 1,
    cards,
    winner,
    difference: Math.abs(difference),
    from: state.counter,
    to: state.counter,
  };
  const played = [cards.invader, cards.defender].filter((c) => c !== null);
  const events = [...committed.events, publicEvent('dayRevealed', { day: day.day, invader: cards.invader, defender: cards.defender, winner, difference: day.difference })];
  const revealedDay = { commits: {}, played: [...next.played, ...played], days: appended(next.days, day, context) };
  if (winner) return accept(revised(next, { ...revealedDay, pendingMove: { winner, difference: day.difference } }, context), events);
  return accept(endDay(rules, revised(next, revealedDay, context), context), events);
}
