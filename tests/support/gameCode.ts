/** The game code of a test game that has one (every game the app starts does; only a file that lost it has none). */
export function codeOf(setup: { seed?: string }): string {
  if (setup.seed === undefined) throw new Error('this test game has no game code');
  return setup.seed;
}
