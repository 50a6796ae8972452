import { pastedLink } from '../../share/fragment';
import { readShared } from '../../share/link';
import { rules } from '../store';
import { readFailureText } from './failureWords';

/** Checks a pasted share link in full before its screen opens: its payload, or why it is not a shared battle. */
export async function checkSharedLink(text: string): Promise<{ ok: true; payload: string } | { ok: false; message: string }> {
  const pasted = pastedLink(text);
  if (pasted.kind !== 'payload') return { ok: false, message: readFailureText(rules(), { reason: pasted.kind }) };
  const read = await readShared(rules(), pasted.payload);
  return read.ok ? { ok: true, payload: pasted.payload } : { ok: false, message: readFailureText(rules(), read) };
}
