import { useNavigation } from '../navigation';
import { Home } from '../Home';
import { lazyNamed, lazyScreen } from '../components/lazyNamed';
import { PACKS } from '../packs/list';
import type { ScreenRoute } from './screenRoute';
import { APP_WORDS } from './words';

/** The projector, following the game its address names. */
const Projector = lazyScreen(() =>
  import('../projector/Projector').then(
    ({ Projector }) =>
      function ProjectorScreen() {
        const game = useNavigation((s) => s.params.game);
        return <Projector gameId={game ?? null} />;
      },
  ),
);

/** A shared battle, read afresh from each link. */
const SharedBattle = lazyScreen(() =>
  import('../share/SharedBattle').then(
    ({ SharedBattle }) =>
      function SharedBattleScreen() {
        const payload = useNavigation((s) => s.params.payload) ?? '';
        return <SharedBattle key={payload} payload={payload} />;
      },
  ),
);

/** The rules reference, loaded with every game's part of it. */
const RulesReference = lazyScreen(async () => {
  const [{ RulesReference }, packs] = await Promise.all([import('../reference/RulesReference'), Promise.all(PACKS.map((pack) => pack.loadReference()))]);
  return function ReferenceScreen() {
    return <RulesReference packs={packs} />;
  };
});

/** The game screen at the game's address; once its code is here, its later steps' code loads when the browser is idle. */
const GameScreen = lazyScreen(() =>
  Promise.all([import('./GameAtAddress'), import('../game/GameScreen')]).then(([{ GameAtAddress }, { preloadGameParts }]) => {
    preloadGameParts();
    return GameAtAddress;
  }),
);

const { title, screens } = APP_WORDS;

/** Mortem et Gloriam's screens and the app's own: Home comes with the app, every other screen loads when first shown. */
const MEG_ROUTES = {
  home: { path: '/', title: () => APP_WORDS.name, Screen: Home, referenceReturns: true },
  setup: { path: '/setup', title: () => title({ screen: screens.setup }), Screen: lazyNamed(() => import('../setup/SetupScreen'), 'SetupScreen'), referenceReturns: true },
  // The game keeps the plain name: the title never says anything about the game in progress. Its address names the game
  // by its library id (`#/game/<id>`, issue 29), which tells nothing of it either.
  game: { path: '/game', segments: ['id'], title: () => APP_WORDS.name, Screen: GameScreen, referenceReturns: true, ownRules: true },
  sheet: { path: '/sheet', title: () => title({ screen: screens.sheet }), Screen: lazyNamed(() => import('../sheet/SheetScreen'), 'SheetScreen'), referenceReturns: true },
  reference: { path: '/reference', segments: ['section', 'part'], title: () => title({ screen: screens.reference }), Screen: RulesReference, ownRules: true },
  projector: { path: '/projector', title: () => title({ screen: screens.projector }), Screen: Projector, bare: true },
  // Never the link's payload: the title says only that a shared battle is shown.
  shared: { path: '/shared', rest: 'payload', title: () => title({ screen: screens.shared }), Screen: SharedBattle },
  // Never the link's payload in the title: the event is the setup's to show.
  event: { path: '/event', rest: 'payload', title: () => title({ screen: screens.setup }), Screen: lazyNamed(() => import('../setup/EventSetup'), 'EventSetup'), referenceReturns: true },
  profiles: { path: '/profiles', title: () => title({ screen: screens.profiles }), Screen: lazyNamed(() => import('../profiles/ProfilesScreen'), 'ProfilesScreen') },
  // The round's address names it by its id on this device (`#/round/<id>`); without one, the form of a new round.
  roundBoard: { path: '/round-board', segments: ['id'], title: () => title({ screen: screens.round }), Screen: lazyNamed(() => import('../round/RoundBoard'), 'RoundBoard'), bare: true },
  round: { path: '/round', segments: ['id'], title: () => title({ screen: screens.round }), Screen: lazyNamed(() => import('../round/RoundScreen'), 'RoundScreen') },
} satisfies Record<string, ScreenRoute>;

/** The name of a screen a game pack registers. */
type PackScreen = (typeof PACKS)[number] extends infer Pack ? (Pack extends { routes: infer Routes } ? keyof Routes : never) : never;

/** Every screen of the app by name: its address, its window title and the screen; the games' packs add theirs. */
export const ROUTES: Readonly<Record<keyof typeof MEG_ROUTES | PackScreen, ScreenRoute>> = Object.assign({}, MEG_ROUTES, ...PACKS.map((pack) => pack.routes));

declare module '../navigation' {
  interface RouteRegistry {
    routes: typeof ROUTES;
  }
}
