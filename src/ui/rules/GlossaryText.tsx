import type { Rules } from '../../engine';
import { GlossaryTerm } from './GlossaryTerm';
import { markTerms } from './markTerms';

/** A text from the data or the word catalogue with its abbreviations marked; each opens its glossary entry. */
export function GlossaryText({ rules, text }: { rules: Rules; text: string }) {
  return (
    <>
      {markTerms(text, rules.glossary).map((piece, i) => {
        const entry = 'entry' in piece ? rules.glossary.entries.find((e) => e.id === piece.entry) : undefined;
        return entry ? <GlossaryTerm key={i} rules={rules} entry={entry} text={piece.text} /> : piece.text;
      })}
    </>
  );
}
