import type { MouseEvent } from 'react';
import { isRouteHash, parseHash, useNavigation } from '../navigation';

/**
 * Follows a plain click on a link to another screen of the app (home, the rules, a cited source) through
 * the app's own navigation, so the reference's Back returns to the screen as it was. Clicks with a
 * modifier key, and links out of the app, are left to the browser.
 */
export function followInApp(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = (event.target as Element).closest('a')?.getAttribute('href');
  if (!href || !isRouteHash(href)) return;
  const route = parseHash(href);
  if (route.view === 'notFound') return;
  event.preventDefault();
  useNavigation.getState().go(route.view, route.params);
}
