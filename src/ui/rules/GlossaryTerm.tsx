import type { GlossaryEntry, Rules } from '../../engine';
import { glossaryWords } from './words';
import { GlossaryEntryCard } from './panels';
import { PanelButton } from './PanelButton';

/** An abbreviation in a text ("BW") that opens its glossary entry in place (issue 11: a glossary one tap away). */
export function GlossaryTerm({ rules, entry, text }: { rules: Rules; entry: GlossaryEntry; text: string }) {
  return (
    <PanelButton
      className="glossary-term"
      label={
        // The entry's name is the glossary's data; the letters are a piece of the text around them.
        <abbr title={entry.name} data-quoted="">
          {text}
        </abbr>
      }
      ariaLabel={glossaryWords.termLabel({ form: text, name: entry.name })}
      title={glossaryWords.title({ term: entry.term, named: entry.term !== entry.name, name: entry.name })}
    >
      {(leave) => <GlossaryEntryCard rules={rules} entry={entry} onLeave={leave} />}
    </PanelButton>
  );
}
