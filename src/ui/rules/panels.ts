import { lazyNamed } from '../components/lazyNamed';

/*
 * What a citation or glossary panel shows once opened is the rules reference's own entries (the reference
 * screen's code): it loads with them when first opened, or earlier when the browser is idle.
 */
const cited = () => import('./CitedPanels');

/** The entries a citation names. */
export const CitationCards = lazyNamed(cited, 'CitationCards');
/** One glossary entry's card. */
export const GlossaryEntryCard = lazyNamed(cited, 'GlossaryEntryCard');
/** Every glossary entry. */
export const GlossaryCards = lazyNamed(cited, 'GlossaryCards');
