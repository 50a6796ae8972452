import { useEffect, useState, type MouseEvent } from 'react';
import { followLocation, formatHash, installRoutes, useNavigation } from '../navigation';
import { IosInstallHint } from '../shell/IosInstallHint';
import { RulesButton } from '../rules/RulesButton';
import { LanguageChooser } from '../shell/LanguageChooser';
import { ThemeToggle } from '../shell/ThemeToggle';
import { useLanguage } from '../shell/useLanguage';
import { linkManifest } from '../shell/manifestLink';
import { UpdatePrompt } from '../shell/UpdatePrompt';
import { LoadGuard } from '../components/LoadGuard';
import { preloadWhenIdle } from '../components/lazyNamed';
import { ROUTES } from './routes';
import { APP_WORDS } from './words';

installRoutes(ROUTES);

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
      <h1 id="not-found-title">{APP_WORDS.notFound.heading}</h1>
      <p>{APP_WORDS.notFound.body}</p>
      <p>
        <a href={formatHash('home')}>{APP_WORDS.notFound.home}</a>
      </p>
    </section>
  );
}

/** The app shell: header (with the rules reference one tap away), banners and the current screen of the route table. The projector has a shell of its own. */
export function App() {
  const view = useNavigation((s) => s.view);
  // A new language draws every screen again, its words read in that language; nothing on screen is lost.
  const lang = useLanguage();
  const go = useNavigation((s) => s.go);
  // The end of the page, where news that needs no answer is told.
  const [pageEnd, setPageEnd] = useState<HTMLElement | null>(null);
  const route = view === 'notFound' ? null : ROUTES[view];
  useEffect(followLocation, []);
  // From Home, the screens a player opens next load when the browser is idle, so the click shows them at once.
  useEffect(() => (view === 'home' ? preloadWhenIdle([ROUTES.game.Screen, ROUTES.setup.Screen, ROUTES.reference.Screen]) : undefined), [view]);
  useEffect(() => {
    document.title = route ? route.title() : APP_WORDS.title({ screen: APP_WORDS.screens.notFound });
  }, [route, lang]);
  useEffect(linkManifest, [lang]);
  const screen = route ? (
    <LoadGuard key={view}>
      <route.Screen />
    </LoadGuard>
  ) : (
    <NotFound />
  );
  if (route?.bare) return screen;
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {APP_WORDS.skipLink}
      </a>
      <header className="app-header">
        <button type="button" className="brand" onClick={() => go('home')}>
          <span className="wide-only">{APP_WORDS.name}</span>
          <span className="narrow-only">{APP_WORDS.shortName}</span>
        </button>
        <div className="app-header-tools">
          {!route?.ownRules && <RulesButton className="ghost" />}
          <LanguageChooser />
          <ThemeToggle />
        </div>
      </header>
      <UpdatePrompt pageEnd={pageEnd} />
      <IosInstallHint />
      <main id="main" tabIndex={-1}>
        {screen}
      </main>
      <div ref={setPageEnd} />
    </>
  );
}
