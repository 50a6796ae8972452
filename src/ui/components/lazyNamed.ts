import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component that loads with its module (a chunk of its own) the first time it is rendered, by its export's name. */
export function lazyNamed<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
