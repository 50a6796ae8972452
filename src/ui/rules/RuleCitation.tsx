import type { EditionId, Rules } from '../../engine';
import { citationWords } from './words';
import { CitationCards } from './panels';
import { PanelButton } from './PanelButton';

interface Props {
  rules: Rules;
  /** The citation as the data gives it, e.g. "000 PBS 8.D" or "000 Waterside terrain types: Hills". */
  source: string;
  /** The game's edition: a citation shows that edition's entries first. */
  edition?: EditionId;
}

/**
 * A rule citation ("Sources: 000 PBS 8.D") that opens the rule's text from the data in place, each
 * entry with a link to it in the rules reference (issue 11: rules at hand).
 */
export function RuleCitation({ rules, source, edition }: Props) {
  const label = citationWords.label({ source });
  return (
    <PanelButton className="rule-citation" label={label} title={label}>
      {(leave) => <CitationCards rules={rules} source={source} edition={edition} onLeave={leave} />}
    </PanelButton>
  );
}
