import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** A component in a chunk of its own: loaded on demand, ahead of need (`preload`), and rendered at once when there. */
export interface Loadable<P extends object> {
  /** Renders the component itself once its chunk has arrived, else a lazy one that loads it (and suspends). */
  Component: FunctionComponent<P>;
  /** Starts loading the chunk, once (again after a failure, e.g. offline before the app was cached). */
  preload: () => Promise<unknown>;
  /** Whether the chunk has arrived. */
  ready: () => boolean;
}

/**
 * A load (a dynamic import) started once and shared by every call; after a failure (offline before the app was
 * cached) the next call starts it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/**
 * Wraps a dynamic import of a component. React reveals a lazy component only after a delay, even when its
 * chunk comes quickly; one whose chunk was loaded ahead renders in the same frame as the click that shows it.
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let arrived: ComponentType<P> | null = null;
  const preload = loadOnce(() => load().then((component) => (arrived = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    return createElement((arrived ?? Lazy) as FunctionComponent<P>, props);
  }
  return { Component, preload, ready: () => arrived !== null };
}

/** A component that comes with the code that uses it, where a `Loadable` is expected: always ready. */
export function loaded<P extends object>(component: FunctionComponent<P>): Loadable<P> {
  return { Component: component, preload: () => Promise.resolve(component), ready: () => true };
}

/** Runs `work` when the browser is idle (soon after, where it cannot tell); returns how to cancel it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

/**
 * Runs each load when the browser is idle, one per idle time, each only once the one before has settled, so
 * no single task runs them all; returns how to stop (what has started finishes, nothing more starts).
 */
export function loadInTurnWhenIdle(loads: readonly (() => Promise<unknown>)[]): () => void {
  const queue = [...loads];
  let stopped = false;
  let cancel = () => {};
  const next = () => {
    const load = queue.shift();
    if (stopped || !load) return;
    cancel = whenIdle(() => void load().catch(() => undefined).finally(next));
  };
  next();
  return () => {
    stopped = true;
    cancel();
  };
}
