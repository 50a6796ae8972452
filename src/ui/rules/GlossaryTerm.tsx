import type { GlossaryEntry, Rules } from '../../engine';
import { glossaryWords } from '../words/rules';
import { GlossaryEntryCard } from './panels';
import { PanelButton } from './PanelButton';

/** An abbreviation in a text ("BW") that opens its glossary entry in place (issue 11: a glossary one tap away). */
export function GlossaryTerm({ rules, entry, text }: { rules: Rules; entry: GlossaryEntry; text: string }) {
  return (
    <PanelButton
      className="glossary-term"
      label={<abbr title={entry.name}>{text}</abbr>}
      ariaLabel={glossaryWords.termLabel(text, entry.name)}
      title={glossaryWords.title(entry)}
    >
      {(leave) => <GlossaryEntryCard rules={rules} entry={entry} onLeave={leave} />}
    </PanelButton>
  );
}
