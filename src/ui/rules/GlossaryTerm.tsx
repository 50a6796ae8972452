import type { GlossaryEntry, Rules } from '../../engine';
import { glossaryWords } from '../words/rules';
import { CitedCards } from './CitedCards';
import { PanelButton } from './PanelButton';
import { ruleIndex } from './ruleIndex';

/** The glossary entry's card, with its link to the reference. */
function EntryCard({ rules, entry, onLeave }: { rules: Rules; entry: GlossaryEntry; onLeave: () => void }) {
  const card = ruleIndex(rules).entries.filter((c) => c.key === `glossary/${entry.id}`);
  return <CitedCards cited={card} onLeave={onLeave} />;
}

/** An abbreviation in a text ("BW") that opens its glossary entry in place (issue 11: a glossary one tap away). */
export function GlossaryTerm({ rules, entry, text }: { rules: Rules; entry: GlossaryEntry; text: string }) {
  return (
    <PanelButton
      className="glossary-term"
      label={<abbr title={entry.name}>{text}</abbr>}
      ariaLabel={glossaryWords.termLabel(text, entry.name)}
      title={glossaryWords.title(entry)}
    >
      {(leave) => <EntryCard rules={rules} entry={entry} onLeave={leave} />}
    </PanelButton>
  );
}
