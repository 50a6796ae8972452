import type { ReactNode } from 'react';

/**
 * Data shown as it is, not words of the app: the sources' text, player and army names, codes and ids. It is
 * marked so the pseudo-language test knows it needs no catalogue.
 */
export function Quoted({ children }: { children: ReactNode }) {
  return <span data-quoted="">{children}</span>;
}
