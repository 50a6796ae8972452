import { useId } from 'react';
import type { Fact } from './fact';
import { FlagNote } from './FlagNote';
import { SmallTable } from './SmallTable';
import { SourceLine } from './SourceLine';

/** One card of the reference: title, flags, the values in words and tables, and the source. */
export function FactCard({ fact, level }: { fact: Fact; level: 3 | 4 }) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <article className={fact.wide ? 'card ref-card ref-card-full' : 'card ref-card'} aria-labelledby={id}>
      <Heading id={id}>{fact.title}</Heading>
      {fact.flags.map((flag, i) => (
        <FlagNote key={i} flag={flag} />
      ))}
      {fact.lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {fact.tables.map((table, i) => (
        <SmallTable key={i} table={table} />
      ))}
      {fact.details && (
        <details className="ref-details">
          <summary>{fact.details.summary}</summary>
          <p>{fact.details.text}</p>
        </details>
      )}
      <SourceLine source={fact.source} />
    </article>
  );
}
