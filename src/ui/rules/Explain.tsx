import type { EditionId, Rules } from '../../engine';
import { GlossaryText } from './GlossaryText';
import { RuleCitation } from './RuleCitation';

interface Props {
  rules: Rules;
  /** The one line, in the step's own words (its `words.ts`), resolved for this game. */
  line: string;
  /** The rule the line explains, as the data cites it ("000 PBS 9.E"): it opens in place. */
  source: string;
  edition: EditionId;
}

/**
 * A choice explained where it is made (issue 29): one line a newcomer understands, its abbreviations
 * opening the glossary, and the rule it comes from one tap away.
 */
export function Explain({ rules, line, source, edition }: Props) {
  return (
    <p className="explain" role="note">
      <GlossaryText rules={rules} text={line} /> <RuleCitation rules={rules} source={source} edition={edition} />
    </p>
  );
}
