import type { GlossaryEntry, Rules } from '../../engine';
import { glossaryWords } from './words';
import { glossaryText } from './glossaryText';
import { GlossaryEntryCard } from './panels';
import { PanelButton } from './PanelButton';

/** An abbreviation in a text ("BW") that opens its glossary entry in place (issue 11: a glossary one tap away). */
export function GlossaryTerm({ rules, entry, text }: { rules: Rules; entry: GlossaryEntry; text: string }) {
  const own = glossaryText(entry);
  return (
    <PanelButton
      className="glossary-term"
      label={
        // The letters are a piece of the text around them; the entry's name is in the language on screen.
        <abbr title={own.name} data-quoted="">
          {text}
        </abbr>
      }
      ariaLabel={glossaryWords.termLabel({ form: text, name: own.name })}
      title={glossaryWords.title(own)}
    >
      {(leave) => <GlossaryEntryCard rules={rules} entry={entry} onLeave={leave} />}
    </PanelButton>
  );
}
