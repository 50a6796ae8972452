import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A screen whose code is a chunk of its own: it loads the first time the screen is shown, or earlier with `preload`. */
export interface LazyScreen<P extends object> {
  (props: P): ReactElement;
  preload: () => Promise<unknown>;
}

/**
 * A screen loaded with its module. Once the code is here it renders at once (no fallback); before, it suspends
 * until the code arrives. A failed load may be tried again (`preload` or the next render).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Pending = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P): ReactElement {
    // One kind of element for the life of this screen, so it is never remounted when its code arrives.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Pending);
    return createElement(type, props);
  }
  Screen.preload = preload;
  return Screen;
}

/** A screen loaded with its module, by its export's name. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyScreen<PropsOf<M[K]>> {
  return lazyScreen(() => load().then((module) => module[name] as ComponentType<PropsOf<M[K]>>));
}

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer P> ? (unknown extends P ? Record<string, never> : P extends object ? P : never) : never;

/** Loads these screens' code when the browser is idle, one after another (a player reaches them next); returns how to stop. */
export function preloadWhenIdle(screens: readonly { preload?: () => Promise<unknown> }[]): () => void {
  let stopped = false;
  let cancel = () => {};
  const idle = (run: () => void) => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run);
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancel = () => clearTimeout(id);
    }
  };
  const loads = [...new Set(screens.flatMap((screen) => (screen.preload ? [screen.preload] : [])))];
  const next = (index: number) => {
    const load = loads[index];
    if (stopped || !load) return;
    idle(() => {
      if (stopped) return;
      // A screen that fails to load now says so when it is shown; the rest still load.
      void load()
        .catch(() => undefined)
        .finally(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
