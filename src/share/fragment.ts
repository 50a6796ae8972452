/** The route of a shared battle: `#/shared/<payload>`. */
export const SHARED_PREFIX = '#/shared/';

const PAYLOAD = /^[A-Za-z0-9_-]+$/;

/** What a pasted text holds: nothing, a share link's payload, or something that is not a share link. */
export type PastedLink = { kind: 'empty' } | { kind: 'payload'; payload: string } | { kind: 'notALink' };

/**
 * The payload of a pasted share link, from the whole address, its `#/shared/…` fragment or the payload
 * alone. Spaces and line breaks are dropped, since mail and chat programs wrap long links.
 */
export function pastedLink(text: string): PastedLink {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { kind: 'empty' };
  const at = compact.indexOf(SHARED_PREFIX);
  let rest: string;
  if (at >= 0) rest = compact.slice(at + SHARED_PREFIX.length);
  else if (compact.startsWith('/shared/')) rest = compact.slice('/shared/'.length);
  // A payload alone is one word: words with spaces between them are a sentence, not a wrapped link.
  else if (/\S\s+\S/.test(text.trim())) return { kind: 'notALink' };
  else rest = compact;
  const payload = rest.replace(/\/+$/, '');
  return PAYLOAD.test(payload) ? { kind: 'payload', payload } : { kind: 'notALink' };
}
