import { replay, type Action, type GameState, type Rules, type Setup } from '../../src/engine';
import { battleSheet, sheetText } from '../../src/ui/sheet/battleSheet';
import { makeSetup, playRandomGame } from './randomGame';
import { codeOf } from './gameCode';

/** Names as long as the setup allows (30 and 59-60 characters), in wide letters, to fill the battle sheet. */
export const LONG_NAMES = {
  players: ['Wilhelmina Maximiliana Wolfram', 'Maximilian Wenzeslaus Moorwood'],
  armies: ['Later Imperial Roman Comitatenses and Limitanei of the West', 'Sassanid Persian Warriors of Mesopotamia and the Wide Marsh'],
} as const;

/** A typed seed of the longest length the setup allows, with no space to break a line at. */
export const LONG_SEED = 'W'.repeat(16) + 'sheet-stress-seed-without-any-breaks-' + 'M'.repeat(11);

/** A setup with the longest names and seed, every kind of troops that deploys first, in one edition. */
export function longSetup(edition: Setup['edition']): Setup {
  const territories = edition === '2023' ? ['waterside', 'desert', 'cultivated', 'forest', 'jungle', 'plains', 'mountains'] : ['standard', 'coastal', 'desert', 'forest', 'jungle', 'mountains', 'plains'];
  const army = { territories, tugs: 14, pbsCards: 6, scoutingCards: 7, deploysFirst: { batteries: 2, barricades: 1, battleWagons: 1, redoubts: 1, expendables: 1 } };
  const setup = makeSetup({ edition, seed: LONG_SEED }, [army, army]);
  return {
    ...setup,
    players: [
      { name: LONG_NAMES.players[0], army: { ...setup.players[0].army, name: LONG_NAMES.armies[0] } },
      { name: LONG_NAMES.players[1], army: { ...setup.players[1].army, name: LONG_NAMES.armies[1] } },
    ],
  };
}

/**
 * Of `games` random whole games per edition with the longest names, the one whose battle sheet says the most:
 * the worst case for the one-page print layout (issue 10).
 */
export function longestGame(rules: Rules, games = 60): { setup: Setup; log: Action[]; state: GameState; length: number } {
  let best: { setup: Setup; log: Action[]; state: GameState; length: number } | null = null;
  for (const edition of ['2023', '2020'] as const) {
    const setup = longSetup(edition);
    for (let i = 0; i < games; i++) {
      const { log } = playRandomGame(rules, setup, `long-sheet-${edition}-${i}`);
      const result = replay(rules, setup, log);
      if (!result.ok || result.state.stepId !== 'done') continue;
      const length = sheetText(battleSheet(rules, result.state, { seed: codeOf(setup), shareUrl: null })).length;
      if (!best || length > best.length) best = { setup, log, state: result.state, length };
    }
  }
  if (!best) throw new Error('no random game reached the end');
  return best;
}
