import { useId, type ReactNode } from 'react';
import type { Fact } from './fact';
import { FlagNote } from './FlagNote';
import { SaidText } from './SaidText';
import { SmallTable } from './SmallTable';
import { SourceLine } from './SourceLine';

interface Props {
  fact: Fact;
  level: 3 | 4;
  /** The element id (and target mark) the reference gives its entries; a card shown elsewhere has none. */
  anchor?: { id: string; tabIndex?: number; className?: string };
  /** What follows the source line, such as a link to the entry in the reference. */
  footer?: ReactNode;
}

/** One card of the reference: title, flags, the values in words and tables, and the source. */
export function FactCard({ fact, level, anchor, footer }: Props) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  const classes = ['card', 'ref-card', fact.wide ? 'ref-card-full' : '', anchor?.className ?? ''].filter(Boolean).join(' ');
  return (
    <article id={anchor?.id} tabIndex={anchor?.tabIndex} className={classes} aria-labelledby={id}>
      <Heading id={id}>
        <SaidText text={fact.title} />
      </Heading>
      {fact.flags.map((flag, i) => (
        <FlagNote key={i} flag={flag} />
      ))}
      {fact.lines.map((line, i) => (
        <p key={i}>
          <SaidText text={line} />
        </p>
      ))}
      {fact.tables.map((table, i) => (
        <SmallTable key={i} table={table} />
      ))}
      {fact.details && (
        <details className="ref-details">
          <summary>
            <SaidText text={fact.details.summary} />
          </summary>
          <p>
            <SaidText text={fact.details.text} />
          </p>
        </details>
      )}
      <SourceLine source={fact.source} />
      {footer}
    </article>
  );
}
