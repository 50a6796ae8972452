import type { ReactNode } from 'react';

/**
 * Data shown as it is, not words of the app: the sources' text, player and army names, codes and ids. It is
 * marked so the pseudo-language test knows it needs no catalogue, and isolated (`<bdi>`, issue 28) so a name's
 * bidirectional characters cannot reorder the text around it.
 */
export function Quoted({ children }: { children: ReactNode }) {
  return <bdi data-quoted="">{children}</bdi>;
}
