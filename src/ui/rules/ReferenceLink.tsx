import type { MouseEvent } from 'react';
import { formatHash, referenceReturn, useNavigation } from '../navigation';
import { citationWords } from './words';

interface Props {
  section: string;
  part: string | null;
  entry: string;
  /** The entry's title, so each link says which entry it opens. */
  title: string;
  /** Closes the panel the link is in, just before the reference opens. */
  onLeave?: () => void;
}

/**
 * "Open in the rules reference": opens the reference at one entry. It adds a history entry, so the
 * browser's Back (or the reference's own) returns to the same step.
 */
export function ReferenceLink({ section, part, entry, title, onLeave }: Props) {
  const view = useNavigation((s) => s.view);
  const from = referenceReturn(view);
  const params = { section, ...(part ? { part } : {}), entry, ...(from ? { from } : {}) };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onLeave?.();
    useNavigation.getState().go('reference', params);
  };
  return (
    <a className="reference-link" href={formatHash('reference', params)} aria-label={citationWords.openLabel({ title })} onClick={follow}>
      {citationWords.openInReference}
    </a>
  );
}
