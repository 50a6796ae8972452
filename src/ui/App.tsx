import { Suspense, useEffect, type MouseEvent } from 'react';
import { Home } from './Home';
import { followLocation, formatHash, routeTitle, useNavigation } from './navigation';
import { IosInstallHint } from './shell/IosInstallHint';
import { RulesButton } from './rules/RulesButton';
import { ThemeToggle } from './shell/ThemeToggle';
import { UpdatePrompt } from './shell/UpdatePrompt';
import { useAfterFirstPaint } from './shell/firstPaint';
import { SCREENS } from './screens';
import { Loading } from './components/Loading';

const RulesReference = SCREENS.reference.Component;
const SetupScreen = SCREENS.setup.Component;
const GameScreen = SCREENS.game.Component;
const Projector = SCREENS.projector.Component;
const SheetScreen = SCREENS.sheet.Component;
const CcnDiceScreen = SCREENS.ccnDice.Component;
const CcnSightScreen = SCREENS.ccnSight.Component;
const AgvTableScreen = SCREENS.agvTable.Component;
const AgvEffectsScreen = SCREENS.agvEffects.Component;
const ProfilesScreen = SCREENS.profiles.Component;
const SharedBattle = SCREENS.shared.Component;

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
  // The service worker registers once the first screen is painted, so its code never delays it.
  const painted = useAfterFirstPaint();
  useEffect(followLocation, []);
  useEffect(() => {
    document.title = routeTitle(view);
  }, [view]);
  if (view === 'projector') {
    return (
      <Suspense fallback={<Loading />}>
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
      <IosInstallHint />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
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
      {painted && <UpdatePrompt />}
    </>
  );
}
