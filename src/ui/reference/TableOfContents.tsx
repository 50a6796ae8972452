import type { MouseEvent } from 'react';
import { SECTIONS, type SectionId } from './referenceModel';
import { sectionHeadingId } from './ReferenceSection';

/** Moves focus to a section's heading without putting anything in the URL. */
function jump(event: MouseEvent<HTMLAnchorElement>, id: SectionId): void {
  const heading = document.getElementById(sectionHeadingId(id));
  if (!heading) return;
  event.preventDefault();
  heading.focus();
}

/** Links to every section that has something to show, with its match count while searching. */
export function TableOfContents({ counts, searching }: { counts: Record<SectionId, number>; searching: boolean }) {
  const sections = SECTIONS.filter((s) => counts[s.id] > 0);
  return (
    <nav className="ref-toc" aria-label="Sections of the rules reference">
      <h2 className="visually-hidden">Contents</h2>
      {sections.length === 0 ? (
        <p>No section has a match.</p>
      ) : (
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${sectionHeadingId(s.id)}`} onClick={(e) => jump(e, s.id)}>
                {s.title}
                {searching && ` (${counts[s.id]})`}
              </a>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
