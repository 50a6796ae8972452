import { Suspense } from 'react';
import type { GlossaryEntry, Rules } from '../../engine';
import { Loading } from '../components/Loading';
import { glossaryWords } from './words';
import { CITED } from './citedParts';
import { PanelButton } from './PanelButton';

const GlossaryEntryCard = CITED.GlossaryEntryCard.Component;

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
      ariaLabel={glossaryWords.termLabel(text, entry.name)}
      title={glossaryWords.title(entry)}
    >
      {(leave) => (
        <Suspense fallback={<Loading />}>
          <GlossaryEntryCard rules={rules} entry={entry} onLeave={leave} />
        </Suspense>
      )}
    </PanelButton>
  );
}
