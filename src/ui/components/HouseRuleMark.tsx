import { houseRule, type EditionId, type ProfileKey, type Rules } from '../../engine';
import { HOUSE_RULE_WORDS, profileValueText } from '../words/houseRules';

/** Marks a value the game's rules profile changed, with the seeds' value it replaced; nothing when the seeds' value is in use. */
export function HouseRuleMark({ rules, edition, settings }: { rules: Rules; edition: EditionId; settings: readonly ProfileKey[] }) {
  const seeds = settings.flatMap((key) => {
    const rule = houseRule(rules, edition, key);
    return rule ? [profileValueText(key, rule.seed)] : [];
  });
  if (seeds.length === 0) return null;
  return <span className="house-rule">{`${HOUSE_RULE_WORDS.houseRule} (printed: ${seeds.join('; ')})`}</span>;
}
