import { houseRule, type EditionId, type ProfileKey, type Rules } from '../../engine';
import { PROFILES, profileValueText } from '../profiles/words';

/** Marks a value the game's rules profile changed, with the seeds' value it replaced; nothing when the seeds' value is in use. */
export function HouseRuleMark({ rules, edition, settings }: { rules: Rules; edition: EditionId; settings: readonly ProfileKey[] }) {
  const seeds = settings.flatMap((key) => {
    const rule = houseRule(rules, edition, key);
    return rule ? [profileValueText(key, rule.seed)] : [];
  });
  if (seeds.length === 0) return null;
  return <span className="house-rule">{`${PROFILES.houseRule} (printed: ${seeds.join('; ')})`}</span>;
}
