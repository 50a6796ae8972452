import type { Setup } from './schema/setup';

/** Whether the app deals or rolls anything itself (digital cards or dice), so the game draws from a game code (the seed). */
export function usesSeed(setup: Pick<Setup, 'cards' | 'dice'>): boolean {
  return setup.cards === 'digital' || setup.dice === 'digital';
}
