import type { EditionId, Rules } from '../../engine';
import { HOUSE_RULE_WORDS, profileChangeLines, profileInUse } from '../words/houseRules';
import { assumedSettings } from '../profiles/assumedSettings';

/** Which rules profile the game is played under, seen by both players, with its house rules one tap away. */
export function RulesInUse({ rules, edition }: { rules: Rules; edition: EditionId }) {
  const profile = rules.profile;
  if (!profile) return null;
  const lines = profileChangeLines(profile.changed[edition], profile.values, profile.seed[edition], assumedSettings(rules));
  return (
    <details className="rules-in-use">
      <summary>
        {lines.length > 0 && <span className="house-rule">{HOUSE_RULE_WORDS.houseRule}</span>} {profileInUse(profile.name, edition, lines.length)}
      </summary>
      {lines.length > 0 ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{HOUSE_RULE_WORDS.noChanges}</p>
      )}
    </details>
  );
}
