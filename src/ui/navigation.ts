import { create } from 'zustand';

/** Where a screen lives in the address: its path, and what the rest of the path carries. */
export interface RoutePath {
  /** The path after `#`, e.g. `/setup`. */
  path: string;
  /** Path segments after `path`, each optional, each a parameter by this name (the reference's section and part). */
  segments?: readonly string[];
  /** The whole rest of the path as one parameter by this name (a shared battle's payload); such a route reads no query. */
  rest?: string;
  /** Whether the rules reference opened from this screen names it in its Back button and returns to it. */
  referenceReturns?: boolean;
}

/**
 * The app's screens by name: the route table (app/routes.tsx) declares itself here as `routes`, so navigation
 * and every component below name screens without importing the table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RouteRegistry {}

/** A screen that has an address of its own: a name in the route table. */
export type LinkableView = RouteRegistry extends { routes: infer R } ? Extract<keyof R, string> : string;

/** The screen shown: a screen of the route table, or "not found" for an address the app does not know. */
export type View = LinkableView | 'notFound';

/** Where the app is: the screen, and the query after `?` in the hash (e.g. `{ game: '…' }` for the projector). */
export interface Route {
  view: View;
  params: Readonly<Record<string, string>>;
}

let table: Readonly<Record<string, RoutePath>> = {};

/** Whether a hash is a route (`#/…`) rather than an anchor inside a page (`#main`) or nothing at all. */
export function isRouteHash(hash: string): boolean {
  return hash.startsWith('#/');
}

/** The route of a path whose first part is `route.path`, or null when the path is not this route's. */
function matchPath(route: RoutePath, path: string, query: string): Route['params'] | null {
  if (route.rest) {
    const rest = path === route.path ? '' : path.startsWith(`${route.path}/`) ? path.slice(route.path.length + 1) : null;
    return rest === null ? null : { [route.rest]: rest };
  }
  const names = route.segments ?? [];
  const tail = path === route.path ? [] : route.path !== '/' && path.startsWith(`${route.path}/`) ? path.slice(route.path.length + 1).split('/') : null;
  if (!tail || tail.length > names.length || tail.some((part) => !/^[A-Za-z0-9]+$/.test(part))) return null;
  const inPath = Object.fromEntries(tail.map((part, i) => [names[i], part]));
  return { ...Object.fromEntries(new URLSearchParams(query)), ...inPath };
}

/**
 * The route of a location hash: `''`, `#` and `#/` are home; `#/setup?x=1` is setup with `{ x: '1' }`;
 * `#/shared/<payload>` is a shared battle with `{ payload }`; a path the app does not know is "not found".
 */
export function parseHash(hash: string): Route {
  if (!isRouteHash(hash)) return { view: 'home', params: {} };
  const [path = '/', query = ''] = hash.slice(1).split('?', 2);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const [view, route] of Object.entries(table)) {
    const params = matchPath(route, trimmed, query);
    if (params) return { view: view as LinkableView, params };
  }
  return { view: 'notFound', params: Object.fromEntries(new URLSearchParams(query)) };
}

/** The hash of a screen, e.g. `#/projector?game=0123abcd`; the parameters a route carries in its path go there. */
export function formatHash(view: LinkableView, params: Readonly<Record<string, string>> = {}): string {
  const route = table[view];
  if (!route) throw new Error(`No route is installed for the screen "${view}".`);
  if (route.rest) return `#${route.path}/${params[route.rest] ?? ''}`;
  const names = route.segments ?? [];
  const rest = Object.fromEntries(Object.entries(params).filter(([name]) => !names.includes(name)));
  const given = names.findIndex((name) => !params[name]);
  const segments = names.slice(0, given === -1 ? names.length : given).map((name) => params[name]);
  const query = new URLSearchParams(rest).toString();
  return `#${[route.path, ...segments].join('/')}${query ? `?${query}` : ''}`;
}

interface NavigationState extends Route {
  /**
   * Shows a screen and adds it to the history (Back returns), unless it is already shown. With
   * `replace` it takes the place of the current entry instead (moving between sections of the reference).
   */
  go: (view: LinkableView, params?: Readonly<Record<string, string>>, options?: { replace?: boolean }) => void;
}

/** How many entries of this app's own history lie behind the current one (0 when the app was opened here). */
function historyDepth(): number {
  if (typeof window === 'undefined') return 0;
  const depth = (window.history.state as { depth?: unknown } | null)?.depth;
  return typeof depth === 'number' ? depth : 0;
}

/** Where the app is, and `go` to move: the route table installed (`installRoutes`) says where each screen lives. */
export const useNavigation = create<NavigationState>((set, get) => ({
  view: 'home',
  params: {},
  go: (view, params = {}, { replace = false } = {}) => {
    const otherScreen = view !== get().view;
    const hash = formatHash(view, params);
    if (typeof window !== 'undefined' && window.location.hash !== hash) {
      try {
        if (replace) window.history.replaceState({ depth: historyDepth() }, '', hash);
        else window.history.pushState({ depth: historyDepth() + 1 }, '', hash);
      } catch {
        // A sandboxed page without history still changes screen; it just cannot go Back to it.
      }
    }
    set({ view, params });
    // Another screen opens at its top, not where the last one was scrolled to (issue 38: the setup opened 516 px
    // into its form); Back is the browser's, which restores where the screen was left.
    if (otherScreen && typeof window !== 'undefined' && window.scrollY > 0) window.scrollTo(0, 0);
  },
}));

/** Gives navigation the app's route table (app/routes.tsx) and shows the screen the address names. */
export function installRoutes(routes: Readonly<Record<LinkableView, RoutePath>>): void {
  table = routes;
  if (typeof window !== 'undefined') useNavigation.setState(parseHash(window.location.hash));
}

/** The screen a reference opened from `view` returns to by name (`from` in its address), or undefined for home. */
export function referenceReturn(view: string | undefined): LinkableView | undefined {
  return view !== undefined && table[view]?.referenceReturns ? (view as LinkableView) : undefined;
}

/** Whether Back has a screen of this app to return to (false when the app was opened on this screen). */
export function canGoBack(): boolean {
  return historyDepth() > 0;
}

/**
 * Goes back to where the player came from inside the app (the same step of the game), or shows the
 * fallback screen when this one was opened directly: Back never leaves the app from here.
 */
export function goBack(fallback: LinkableView): void {
  if (canGoBack()) window.history.back();
  else useNavigation.getState().go(fallback);
}

/**
 * Follows the address bar: Back, Forward, a typed or linked hash. A hash that is an anchor in a page
 * (the skip link's `#main`) leaves the screen alone. Returns the function that stops following.
 */
export function followLocation(): () => void {
  const onChange = () => {
    if (window.location.hash !== '' && !isRouteHash(window.location.hash)) return;
    useNavigation.setState(parseHash(window.location.hash));
  };
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}
