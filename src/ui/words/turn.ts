import type { PlayerIndex, Side } from '../../engine';
import { nameOf, type WordContext } from './context';
import { catalogue } from './catalogue';

/** Who acts now, in words with names and sides (never "you"). */
export const turnText = catalogue(function turnText(ctx: WordContext, who: Side | PlayerIndex | 'both' | null): string {
  if (who === null) return 'Nobody: the pre-battle is complete.';
  if (who === 'both') return ctx.roles ? `${nameOf(ctx, 'invader')} (invader) and ${nameOf(ctx, 'defender')} (defender)` : `${ctx.players[0]} and ${ctx.players[1]}`;
  if (typeof who === 'number') return nameOf(ctx, who);
  return `${nameOf(ctx, who)} (${who})`;
});
