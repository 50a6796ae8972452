import type { Glossary } from '../../engine';

/** A piece of a text: plain words, or an abbreviation the glossary explains. */
export type TextPiece = { text: string } | { text: string; entry: string };

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a text at the abbreviations of the glossary ("6BW", "TuGs", "A-C"), each marked once per
 * text so a sentence is not a row of buttons. A form counts only where no letter touches it ("HBW"
 * is not "BW"); digits may ("6BW").
 */
export function markTerms(text: string, glossary: Glossary): TextPiece[] {
  const owner = new Map(glossary.entries.flatMap((e) => e.forms.map((form) => [form, e.id] as const)));
  if (owner.size === 0) return [{ text }];
  const forms = [...owner.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![A-Za-z])(?:${forms.join('|')})(?![A-Za-z])`, 'g');
  const pieces: TextPiece[] = [];
  const marked = new Set<string>();
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const entry = owner.get(match[0]);
    if (!entry || marked.has(entry)) continue;
    marked.add(entry);
    if (match.index > at) pieces.push({ text: text.slice(at, match.index) });
    pieces.push({ text: match[0], entry });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
