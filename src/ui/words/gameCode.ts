import { catalogue, msg } from './catalogue';
/**
 * The random seed, called the "game code" in everything a player reads (issue 11: "seed" also named
 * the source documents). It decides the app's rolls and deals; it is sealed until the pre-battle ends.
 */
export const GAME_CODE_WORDS = catalogue({
  title: 'Game code',
  /** During the game. */
  typedInGame: 'Game code typed by a player: the hands can be known',
  sealedInGame: msg<{ fingerprint: string }>('Game code sealed · fingerprint {fingerprint}'),
  /** At the end, before the revealed code. */
  revealed: 'Game code:',
  fingerprint: msg<{ fingerprint: string }>('fingerprint {fingerprint}'),
  /** Issue 29: said for players; the developer's command lives in DEVELOPING.md. */
  check: 'Anyone can check every roll and deal against this game code, and the game code against the fingerprint shown at the start: export the game file, then open it in the app (Home, Open a game file).',
} as const);
