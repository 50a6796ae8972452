import { APP_WORDS } from '../app/words';
import { lazyNamed } from '../components/lazyNamed';
import type { GamePack } from '../packs/gamePack';
import { GAME_WORDS } from '../words/packs';
import { CcnHomeEntries } from './HomeEntries';

/** Commands & Colors: Napoleonics (seed 003): battle dice and line of sight, its Home entries and its terrain in the reference. */
export const CCN_PACK = {
  id: 'ccn',
  routes: {
    ccnDice: {
      path: '/ccn/dice',
      title: () => APP_WORDS.title({ screen: GAME_WORDS.ccn.screens.dice }),
      Screen: lazyNamed(() => import('./DiceScreen'), 'CcnDiceScreen'),
      referenceReturns: true,
    },
    ccnSight: {
      path: '/ccn/sight',
      title: () => APP_WORDS.title({ screen: GAME_WORDS.ccn.screens.sight }),
      Screen: lazyNamed(() => import('./SightScreen'), 'CcnSightScreen'),
      referenceReturns: true,
    },
  },
  HomeEntries: CcnHomeEntries,
  loadReference: () => import('./reference').then((m) => m.ccnReference),
} as const satisfies GamePack;
