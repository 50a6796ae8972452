import { loadable } from '../shell/loadable';

/** The panels' contents, in one chunk with the reference's entries: a step loads them when a panel first opens, or ahead (`preloadCited`). */
export const CITED = {
  CitationCards: loadable(() => import('./CitedPanels').then((m) => m.CitationCards)),
  GlossaryEntryCard: loadable(() => import('./CitedPanels').then((m) => m.GlossaryEntryCard)),
  GlossaryCards: loadable(() => import('./CitedPanels').then((m) => m.GlossaryCards)),
};

/** Loads the panels' chunk ahead of the first panel opened. */
export function preloadCited(): Promise<unknown> {
  return Promise.all(Object.values(CITED).map((part) => part.preload())).catch(() => undefined);
}
