import { catalogue, msg } from '../words/catalogue';

/** The words of a rule citation and of the panel it opens (issue 11: "sources", never "seed"). */
export const citationWords = catalogue({
  label: msg<{ source: string }>('Sources: {source}'),
  openInReference: 'Open in the rules reference',
  /** The link's name says which entry it opens; the visible words come first (WCAG 2.5.3). */
  openLabel: msg<{ title: string }>('Open in the rules reference: {title}'),
  none: 'The app holds no text for these sources. Search the rules reference for them.',
  close: 'Close',
} as const);

/** The words of the glossary, its entries and the abbreviations marked in texts. */
export const glossaryWords = catalogue({
  button: 'Glossary',
  /** An entry's title: its term, then its name when the name says more (`named`). */
  title: msg<{ term: string; named: boolean; name: string }>('{term}{named, select, true {: {name}} other {}}'),
  intro: 'Abbreviations and terms of the pre-battle, transcribed from the sources.',
  /** An abbreviation marked in a text: its letters are the visible name, the entry's name follows. */
  termLabel: msg<{ form: string; name: string }>('{form}, {name}: open the glossary entry'),
} as const);
