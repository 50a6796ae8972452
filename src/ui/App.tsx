import { Home } from './Home';
import { IosInstallHint } from './shell/IosInstallHint';
import { ThemeToggle } from './shell/ThemeToggle';
import { UpdatePrompt } from './shell/UpdatePrompt';

/** The app shell: header, banners and the current screen. */
export function App() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <span className="brand">Pre-Battle Wizard</span>
        <ThemeToggle />
      </header>
      <UpdatePrompt />
      <IosInstallHint />
      <main id="main" tabIndex={-1}>
        <Home />
      </main>
    </>
  );
}
