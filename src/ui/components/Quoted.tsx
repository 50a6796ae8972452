import type { ReactNode } from 'react';

/**
 * Data shown as it is, not words of the app: the sources' text, player and army names, codes and ids. It is
 * marked so the pseudo-language test knows it needs no catalogue, and isolated (`<bdi>`, issue 28) so a name's
 * bidirectional characters cannot reorder the text around it. `source`: a source's own English text (a rule as
 * printed), marked `lang="en"` so a screen in another language says it is English. `code`: a code or an address (a link, a
 * game code's fingerprint), the same in every language: marked `translate="no"`.
 */
export function Quoted({ children, source, code }: { children: ReactNode; source?: boolean; code?: boolean }) {
  return (
    <bdi data-quoted="" lang={source ? 'en' : undefined} translate={code ? 'no' : undefined}>
      {children}
    </bdi>
  );
}
