import { useMemo } from 'react';
import { setupDeadEnds, type Rules, type Setup } from '../../engine';
import { HOUSE_RULE_WORDS, profileIssueText } from '../words/houseRules';
import { useLanguage } from '../shell/useLanguage';

/**
 * Issue 28: a game saved under rules that cannot work at its table (dice that always tie, no centre sector)
 * still opens, so its log and file are kept, but it says so at once, naming each setting.
 */
export function ProfileDeadEndWarning({ rules, setup }: { rules: Rules; setup: Pick<Setup, 'edition' | 'scale' | 'table' | 'players'> }) {
  const lang = useLanguage();
  // `lang`: the words inside are read from the catalogues in the language on screen, so a new language builds them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const problems = useMemo(() => setupDeadEnds(rules, setup).map(profileIssueText), [rules, setup, lang]);
  if (problems.length === 0) return null;
  return (
    <div className="error-box" role="note" aria-label={HOUSE_RULE_WORDS.deadEndTitle}>
      <p>
        <strong>{HOUSE_RULE_WORDS.deadEndTitle}</strong> {HOUSE_RULE_WORDS.deadEndIntro}
      </p>
      <ul>
        {problems.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
