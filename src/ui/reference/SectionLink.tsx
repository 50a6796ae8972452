import type { MouseEvent, ReactNode } from 'react';
import { formatHash, useNavigation } from '../navigation';
import type { SectionId } from './referenceModel';

interface Props {
  section: SectionId;
  part?: string | null;
  /** This link is the page shown now. */
  current?: boolean;
  /** Called instead of navigating when the link is the page shown now (focus its heading again). */
  onSame?: () => void;
  children: ReactNode;
}

/**
 * A link to a page of the reference. It takes the place of the current page in the history, so one
 * Back returns to where the reference was opened from (the same step of the game), however many
 * sections were read; where that is stays in the address (`from`).
 */
export function SectionLink({ section, part = null, current = false, onSame, children }: Props) {
  const from = useNavigation((s) => s.params.from);
  const go = useNavigation((s) => s.go);
  const params = { section, ...(part ? { part } : {}), ...(from ? { from } : {}) };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (current && onSame) onSame();
    else go('reference', params, { replace: true });
  };
  return (
    <a href={formatHash('reference', params)} aria-current={current ? 'page' : undefined} onClick={follow}>
      {children}
    </a>
  );
}
