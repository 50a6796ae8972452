import { useMemo } from 'react';
import { setupDeadEnds, type Rules, type Setup } from '../../engine';
import { PROFILES, profileIssueText } from './words';

/**
 * Issue 28: a game saved under rules that cannot work at its table (dice that always tie, no centre sector)
 * still opens, so its log and file are kept, but it says so at once, naming each setting.
 */
export function ProfileDeadEndWarning({ rules, setup }: { rules: Rules; setup: Pick<Setup, 'edition' | 'scale' | 'table' | 'players'> }) {
  const problems = useMemo(() => setupDeadEnds(rules, setup).map(profileIssueText), [rules, setup]);
  if (problems.length === 0) return null;
  return (
    <div className="error-box" role="note" aria-label={PROFILES.deadEndTitle}>
      <p>
        <strong>{PROFILES.deadEndTitle}</strong> {PROFILES.deadEndIntro}
      </p>
      <ul>
        {problems.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
