import { create } from 'zustand';

/**
 * The screens of the app. Each has a hash route (`#/setup`), so Back and Forward work and a screen can
 * be linked; the route never carries anything about a game but, for the projector, which game it follows.
 */
export type View =
  | 'home'
  | 'reference'
  | 'setup'
  | 'game'
  | 'sheet'
  | 'projector'
  | 'shared'
  | 'ccnDice'
  | 'ccnSight'
  | 'agvTable'
  | 'agvEffects'
  | 'profiles'
  | 'notFound';

/** A screen that has an address of its own (everything but "not found"). */
export type LinkableView = Exclude<View, 'notFound'>;

/** Where the app is: the screen, and the query after `?` in the hash (e.g. `{ game: '…' }` for the projector). */
export interface Route {
  view: View;
  params: Readonly<Record<string, string>>;
}

const PATHS: Record<LinkableView, string> = {
  home: '/',
  setup: '/setup',
  game: '/game',
  sheet: '/sheet',
  reference: '/reference',
  projector: '/projector',
  shared: '/shared',
  ccnDice: '/ccn/dice',
  ccnSight: '/ccn/sight',
  agvTable: '/agv/table',
  agvEffects: '/agv/effects',
  profiles: '/profiles',
};

const TITLES: Record<View, string> = {
  home: 'Pre-Battle Wizard',
  // The game keeps the plain name: the title never says anything about the game in progress.
  game: 'Pre-Battle Wizard',
  setup: 'New pre-battle - Pre-Battle Wizard',
  sheet: 'Battle sheet - Pre-Battle Wizard',
  reference: 'Rules reference - Pre-Battle Wizard',
  projector: 'Projector - Pre-Battle Wizard',
  // Never the link's payload: the title says only that a shared battle is shown.
  shared: 'Shared battle - Pre-Battle Wizard',
  ccnDice: 'Battle dice, C&C Napoleonics - Pre-Battle Wizard',
  ccnSight: 'Line of sight, C&C Napoleonics - Pre-Battle Wizard',
  // A layout's name is the players' own: the title names the screen only.
  agvTable: 'Table layout, A Great Victory! - Pre-Battle Wizard',
  agvEffects: 'Terrain effects, A Great Victory! - Pre-Battle Wizard',
  profiles: 'Rules profiles - Pre-Battle Wizard',
  notFound: 'Page not found - Pre-Battle Wizard',
};

/** Whether a hash is a route (`#/…`) rather than an anchor inside a page (`#main`) or nothing at all. */
export function isRouteHash(hash: string): boolean {
  return hash.startsWith('#/');
}

/**
 * The route of a location hash: `''`, `#` and `#/` are home; `#/setup?x=1` is setup with `{ x: '1' }`;
 * `#/shared/<payload>` is a shared battle with `{ payload }`; a path the app does not know is "not found".
 */
export function parseHash(hash: string): Route {
  if (!isRouteHash(hash)) return { view: 'home', params: {} };
  const [path = '/', query = ''] = hash.slice(1).split('?', 2);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // Anything after `/shared/` is the payload: a damaged one is explained by the shared battle screen.
  const shared = /^\/shared(?:\/(.*))?$/.exec(trimmed);
  if (shared) return { view: 'shared', params: { payload: shared[1] ?? '' } };
  // The reference opens by section and part: `#/reference/maps2023/waterside?entry=…`.
  const reference = /^\/reference(?:\/([A-Za-z0-9]+)(?:\/([A-Za-z0-9]+))?)?$/.exec(trimmed);
  if (reference) {
    const [, section, part] = reference;
    return { view: 'reference', params: { ...Object.fromEntries(new URLSearchParams(query)), ...(section ? { section } : {}), ...(part ? { part } : {}) } };
  }
  const view = (Object.keys(PATHS) as LinkableView[]).find((v) => PATHS[v] === trimmed) ?? 'notFound';
  return { view, params: Object.fromEntries(new URLSearchParams(query)) };
}

/** The hash of a screen, e.g. `#/projector?game=0123abcd`; the reference's section and part go in the path. */
export function formatHash(view: LinkableView, params: Readonly<Record<string, string>> = {}): string {
  if (view === 'shared') return `#${PATHS.shared}/${params.payload ?? ''}`;
  if (view === 'reference') {
    const { section, part, ...rest } = params;
    const path = [PATHS.reference, ...(section ? [section, ...(part ? [part] : [])] : [])].join('/');
    const query = new URLSearchParams(rest).toString();
    return `#${path}${query ? `?${query}` : ''}`;
  }
  const query = new URLSearchParams(params).toString();
  return `#${PATHS[view]}${query ? `?${query}` : ''}`;
}

/** The window title of a screen: the app's name, and the screen's for screens other than home and the game. */
export function routeTitle(view: View): string {
  return TITLES[view];
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

function currentRoute(): Route {
  return typeof window === 'undefined' ? { view: 'home', params: {} } : parseHash(window.location.hash);
}

export const useNavigation = create<NavigationState>((set) => ({
  ...currentRoute(),
  go: (view, params = {}, { replace = false } = {}) => {
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
  },
}));

/** The screens the reference names in its Back button and returns to when it was opened there directly. */
const REFERENCE_RETURNS = ['game', 'setup', 'sheet', 'home', 'ccnDice', 'ccnSight', 'agvTable', 'agvEffects'] as const;

/** The screen a reference opened from `view` returns to by name (`from` in its address), or undefined for home. */
export function referenceReturn(view: string | undefined): (typeof REFERENCE_RETURNS)[number] | undefined {
  return REFERENCE_RETURNS.find((v) => v === view);
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
