import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { Home } from './Home';
import { followLocation, formatHash, routeTitle, useNavigation } from './navigation';
import { IosInstallHint } from './shell/IosInstallHint';
import { RulesButton } from './rules/RulesButton';
import { ThemeToggle } from './shell/ThemeToggle';
import { UpdatePrompt } from './shell/UpdatePrompt';

const RulesReference = lazy(() => import('./reference/RulesReference').then((m) => ({ default: m.RulesReference })));
const SetupScreen = lazy(() => import('./setup/SetupScreen').then((m) => ({ default: m.SetupScreen })));
const GameScreen = lazy(() => import('./game/GameScreen').then((m) => ({ default: m.GameScreen })));
const Projector = lazy(() => import('./projector/Projector').then((m) => ({ default: m.Projector })));
const SheetScreen = lazy(() => import('./sheet/SheetScreen').then((m) => ({ default: m.SheetScreen })));
const CcnDiceScreen = lazy(() => import('./ccn/DiceScreen').then((m) => ({ default: m.CcnDiceScreen })));
const CcnSightScreen = lazy(() => import('./ccn/SightScreen').then((m) => ({ default: m.CcnSightScreen })));
const AgvTableScreen = lazy(() => import('./agv/TableScreen').then((m) => ({ default: m.AgvTableScreen })));
const AgvEffectsScreen = lazy(() => import('./agv/EffectsScreen').then((m) => ({ default: m.AgvEffectsScreen })));
const ProfilesScreen = lazy(() => import('./profiles/ProfilesScreen').then((m) => ({ default: m.ProfilesScreen })));
const SharedBattle = lazy(() => import('./share/SharedBattle').then((m) => ({ default: m.SharedBattle })));

/** Moves focus to the main content without putting `#main` in the address (the hash holds the route). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** A route the app does not know, such as an old or mistyped link. */
function NotFound() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>This address does not lead to a screen of the Pre-Battle Wizard.</p>
      <p>
        <a href={formatHash('home')}>Go to the home screen</a>
      </p>
    </section>
  );
}

/** The app shell: header (with the rules reference one tap away), banners and the current screen, by hash route; screens beyond home load on demand. The projector has a shell of its own. */
export function App() {
  const view = useNavigation((s) => s.view);
  const game = useNavigation((s) => s.params.game);
  const payload = useNavigation((s) => s.params.payload);
  const go = useNavigation((s) => s.go);
  useEffect(followLocation, []);
  useEffect(() => {
    document.title = routeTitle(view);
  }, [view]);
  if (view === 'projector') {
    return (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Projector gameId={game ?? null} />
      </Suspense>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <header className="app-header">
        <button type="button" className="brand" onClick={() => go('home')}>
          Pre-Battle Wizard
        </button>
        <div className="app-header-tools">
          {view !== 'game' && view !== 'reference' && <RulesButton className="ghost" />}
          <ThemeToggle />
        </div>
      </header>
      <UpdatePrompt />
      <IosInstallHint />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          {view === 'home' && <Home />}
          {view === 'reference' && <RulesReference />}
          {view === 'setup' && <SetupScreen />}
          {view === 'game' && <GameScreen />}
          {view === 'sheet' && <SheetScreen />}
          {view === 'shared' && <SharedBattle key={payload} payload={payload ?? ''} />}
          {view === 'ccnDice' && <CcnDiceScreen />}
          {view === 'ccnSight' && <CcnSightScreen />}
          {view === 'agvTable' && <AgvTableScreen />}
          {view === 'agvEffects' && <AgvEffectsScreen />}
          {view === 'profiles' && <ProfilesScreen />}
          {view === 'notFound' && <NotFound />}
        </Suspense>
      </main>
    </>
  );
}
