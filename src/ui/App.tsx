import { lazy, Suspense } from 'react';
import { Home } from './Home';
import { useNavigation } from './navigation';
import { IosInstallHint } from './shell/IosInstallHint';
import { ThemeToggle } from './shell/ThemeToggle';
import { UpdatePrompt } from './shell/UpdatePrompt';

const RulesReference = lazy(() => import('./reference/RulesReference').then((m) => ({ default: m.RulesReference })));
const SetupScreen = lazy(() => import('./setup/SetupScreen').then((m) => ({ default: m.SetupScreen })));
const GameScreen = lazy(() => import('./game/GameScreen').then((m) => ({ default: m.GameScreen })));

/** The app shell: header, banners and the current screen; screens beyond home load on demand. */
export function App() {
  const view = useNavigation((s) => s.view);
  const go = useNavigation((s) => s.go);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <button type="button" className="brand" onClick={() => go('home')}>
          Pre-Battle Wizard
        </button>
        <ThemeToggle />
      </header>
      <UpdatePrompt />
      <IosInstallHint />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          {view === 'home' && <Home />}
          {view === 'reference' && <RulesReference />}
          {view === 'setup' && <SetupScreen />}
          {view === 'game' && <GameScreen />}
        </Suspense>
      </main>
    </>
  );
}
