import { APP_WORDS } from '../app/words';
import { lazyNamed } from '../components/lazyNamed';
import type { GamePack } from '../packs/gamePack';
import { GAME_WORDS } from '../words/packs';
import { AgvHomeEntries } from './HomeEntries';

/** A Great Victory! (seed 004): table layouts and terrain effects, its Home entries and its terrain guidelines in the reference. */
export const AGV_PACK = {
  id: 'agv',
  routes: {
    agvTable: {
      path: '/agv/table',
      title: () => APP_WORDS.title({ screen: GAME_WORDS.agv.screens.table }),
      Screen: lazyNamed(() => import('./TableScreen'), 'AgvTableScreen'),
      referenceReturns: true,
    },
    agvEffects: {
      path: '/agv/effects',
      title: () => APP_WORDS.title({ screen: GAME_WORDS.agv.screens.effects }),
      Screen: lazyNamed(() => import('./EffectsScreen'), 'AgvEffectsScreen'),
      referenceReturns: true,
    },
  },
  HomeEntries: AgvHomeEntries,
  loadReference: () => import('./reference').then((m) => m.agvReference),
} as const satisfies GamePack;
