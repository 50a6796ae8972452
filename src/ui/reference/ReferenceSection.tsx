import type { ReactNode } from 'react';
import { useFilter } from './filterContext';
import type { SectionId } from './referenceModel';

/** The id of a section's heading, the target of the table of contents. */
export const sectionHeadingId = (id: SectionId): string => `ref-${id}`;

/** A top-level section of the reference; hidden while the search matches nothing in it. */
export function ReferenceSection({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  const filter = useFilter();
  if (!filter.showsAny(`${id}/`)) return null;
  return (
    <section className="ref-section" aria-labelledby={sectionHeadingId(id)}>
      <h2 id={sectionHeadingId(id)} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
