import { findTerritory, type PlayerIndex, type PublicView, type Rules, type Setup, type Side, type TerritoryRules } from '../../engine';
import { catalogue, msg } from './catalogue';
import { isolateName } from './names';

/** What the catalogue needs to name things: the rules, the players, who plays which side, and the territory. */
export interface WordContext {
  rules: Rules;
  /** The players' names as shown in a sentence (isolated when they need it: words/names.ts). */
  players: readonly [string, string];
  roles: Record<Side, PlayerIndex> | null;
  edition: Setup['edition'];
  /** Physical cards are entered after both are revealed: nothing about them is face down. */
  cards: Setup['cards'];
  /** Distances in the rules' sentences are said in this scale (seed 002 MAGNA and PACTO notes). */
  scale: Setup['scale'];
  territory: TerritoryRules | null;
  /** The players' table, when known: distances "from your table edge" are said for it. */
  table?: Setup['table'];
}

/**
 * The naming context of a game, from any view (or of a setup before the game starts). The players' names are
 * isolated here (issue 28), the one place every sentence naming a player gets them from: a name with right-to-left
 * letters or bidirectional controls reorders nothing around it. Display only: the setup and the log keep them as typed.
 */
export function wordContext(rules: Rules, view: Pick<PublicView, 'roles' | 'territory'> | null, setup: Pick<Setup, 'players' | 'edition' | 'cards' | 'scale'> & Partial<Pick<Setup, 'table'>>): WordContext {
  return {
    rules,
    players: [isolateName(setup.players[0].name), isolateName(setup.players[1].name)],
    roles: view?.roles ?? null,
    edition: setup.edition,
    cards: setup.cards,
    scale: setup.scale,
    territory: view?.territory ? (findTerritory(rules, setup.edition, view.territory) ?? null) : null,
    ...(setup.table ? { table: setup.table } : {}),
  };
}

/** The words that name a player or a side. */
export const WHO_WORDS = catalogue({
  /** A side before the roles are chosen. */
  side: { invader: 'invader', defender: 'defender' },
  /** A player's name with the side they play, e.g. "Anna (defender)", or "the defender" before the roles are chosen. */
  whoIs: msg<{ player: string; side: Side; named: boolean }>(
    '{named, select, true {{player} ({side, select, invader {invader} other {defender}})} other {the {side, select, invader {invader} other {defender}}}}',
  ),
} as const);

/** A player's name by side (once roles are chosen) or by seat (a catalogue's function, so the pseudo-language marks the names a screen shows alone). */
export const nameOf = catalogue(function nameOf(ctx: WordContext, who: Side | PlayerIndex): string {
  if (typeof who === 'number') return ctx.players[who];
  return ctx.roles ? ctx.players[ctx.roles[who]] : WHO_WORDS.side[who];
});

/** A player's name with the side they play, e.g. "Anna (defender)". */
export function whoIs(ctx: WordContext, side: Side): string {
  return WHO_WORDS.whoIs({ player: ctx.roles ? nameOf(ctx, side) : '', side, named: ctx.roles !== null });
}
