// SHA-256 comes from @noble/hashes rather than crypto.subtle: it is synchronous, so the setup screen,
// the game screen and the replay script can show a fingerprint while they render, and it works where
// crypto.subtle is missing (a page served over plain http on a club's LAN is not a secure context).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The fingerprint of a seed, shown while the seed stays sealed so anyone can later check the revealed
 * seed against it: the first 16 hex digits of SHA-256 of its UTF-8 text, upper case, in four blocks.
 */
export function seedFingerprint(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)))
    .slice(0, 16)
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
