import type { PlayerIndex, Side } from '../../engine';
import { nameOf, type WordContext } from './context';
import { catalogue, msg } from './catalogue';

/** Who acts now, in words with names and sides (never "you"). */
export function turnText(ctx: WordContext, who: Side | PlayerIndex | 'both' | null): string {
  if (who === null) return TURN_WORDS.nobody;
  if (who === 'both') return ctx.roles ? TURN_WORDS.bothSides({ invader: nameOf(ctx, 'invader'), defender: nameOf(ctx, 'defender') }) : TURN_WORDS.both({ player1: ctx.players[0], player2: ctx.players[1] });
  if (typeof who === 'number') return nameOf(ctx, who);
  return TURN_WORDS.one({ player: nameOf(ctx, who), side: who });
}

/** The words of who acts now. */
export const TURN_WORDS = catalogue({
  nobody: 'Nobody: the pre-battle is complete.',
  bothSides: msg<{ invader: string; defender: string }>('{invader} (invader) and {defender} (defender)'),
  both: msg<{ player1: string; player2: string }>('{player1} and {player2}'),
  one: msg<{ player: string; side: Side }>('{player} ({side, select, invader {invader} other {defender}})'),
} as const);
