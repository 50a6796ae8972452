import type { LinkableView } from '../navigation';
import { followInApp } from './followInApp';
import { APPLIED_RULE_WORDS } from './words';
import { sourceHref, type PackReference } from './ruleLinks';
import { Quoted } from '../components/Quoted';

/** One rule as a pack applied it: the data's words and its source; a reading is our choice where the sources are silent. */
export interface ShownRule {
  rule: string;
  source: string;
  reading?: boolean;
}

/**
 * The rules behind an answer, each quoted with its source, which opens the rule in the reference (one tap
 * away, and Back returns here). A reading of ours is marked as one.
 */
export function AppliedRules({ rules, reference, from, label }: { rules: readonly ShownRule[]; reference: PackReference; from: LinkableView; label: string }) {
  if (rules.length === 0) return null;
  return (
    <ul className="applied-rules" aria-label={label}>
      {rules.map((r, i) => {
        const href = sourceHref(reference, r.source, from);
        return (
          <li key={`${r.source}-${i}`}>
            {r.reading && <strong className="ref-flag">{APPLIED_RULE_WORDS.reading}</strong>}{' '}
            <q>
              <Quoted source>{r.rule}</Quoted>
            </q>{' '}
            <span className="applied-source">
              {href ? (
                <a href={href} onClick={followInApp} aria-label={APPLIED_RULE_WORDS.sourceLabel({ source: r.source })}>
                  <Quoted source>{r.source}</Quoted>
                </a>
              ) : (
                <Quoted source>{r.source}</Quoted>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
