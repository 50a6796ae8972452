import { SaidText } from './SaidText';
import { referenceWords } from './words';
import { SECTIONS, type SectionId, type SectionPart } from './referenceModel';
import { sectionHeadingId } from './ReferenceSection';
import { SectionLink } from './SectionLink';
import { REFERENCE_SECTION_WORDS as W } from './words';

interface Props {
  counts: Record<SectionId, number>;
  searching: boolean;
  /** The section shown, and its parts with the one shown. */
  section: SectionId | null;
  parts: readonly SectionPart[];
  part: string | null;
}

/** Moves focus to a section's heading (the page already shows it). */
function focusHeading(id: SectionId): void {
  document.getElementById(sectionHeadingId(id))?.focus();
}

/** Links to every section that has something to show (with its match count while searching), and to the parts of the one shown. */
export function TableOfContents({ counts, searching, section, parts, part }: Props) {
  const sections = SECTIONS.filter((s) => counts[s.id] > 0);
  const title = SECTIONS.find((s) => s.id === section)?.title ?? '';
  return (
    <>
      <nav className="ref-toc" aria-label={referenceWords.contents}>
        <h2 className="visually-hidden">{W.contents}</h2>
        {sections.length === 0 ? (
          <p>{W.noMatch}</p>
        ) : (
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <SectionLink section={s.id} current={s.id === section} onSame={() => focusHeading(s.id)}>
                  {s.title}
                  {searching && ` (${counts[s.id]})`}
                </SectionLink>
              </li>
            ))}
          </ol>
        )}
      </nav>
      {section && parts.length > 0 && !searching && (
        <nav className="ref-toc ref-parts" aria-label={referenceWords.parts({ section: title })}>
          <ol>
            {parts.map((p) => (
              <li key={p.id}>
                <SectionLink section={section} part={p.id} current={p.id === part} onSame={() => focusHeading(section)}>
                  <SaidText text={p.title} />
                </SectionLink>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </>
  );
}
