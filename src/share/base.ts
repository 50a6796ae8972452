/** Where the public address of this app is kept when it runs on a local address (README "Share links"). */
export const BASE_KEY = 'pbw.share.base';

/** Whether a host name is this computer (a link to it opens nothing on another device). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** An http(s) address as the base of a link (origin and path; query and fragment dropped), or null when it is not one. */
export function normaliseAddress(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return `${url.origin}${url.pathname}`;
}

/** The public address saved on this device, if any. */
export function savedPublicAddress(): string | null {
  try {
    const saved = localStorage.getItem(BASE_KEY);
    return saved === null ? null : normaliseAddress(saved);
  } catch {
    return null;
  }
}

/** Saves (or, with empty text, forgets) the public address; false when the text is not an http(s) address or storage refused. */
export function savePublicAddress(text: string): boolean {
  try {
    if (text.trim() === '') {
      localStorage.removeItem(BASE_KEY);
      return true;
    }
    const address = normaliseAddress(text);
    if (!address) return false;
    localStorage.setItem(BASE_KEY, address);
    return true;
  } catch {
    return false;
  }
}

/** The public address given when the app was built (`VITE_PUBLIC_URL`), if any. */
export function builtPublicAddress(): string | null {
  const built = import.meta.env.VITE_PUBLIC_URL;
  return typeof built === 'string' && built.trim() !== '' ? normaliseAddress(built) : null;
}

/**
 * Where a share link points and why: the address the app is served from (`here`); on a local address,
 * the build option (`built`), else the saved setting (`saved`), else the local address itself (`local`,
 * which opens only on this computer).
 */
export function shareBase(): { base: string; source: 'here' | 'built' | 'saved' | 'local' } {
  const here = typeof window === 'undefined' ? 'http://localhost/' : `${window.location.origin}${window.location.pathname}`;
  if (typeof window === 'undefined' || !isLocalHost(window.location.hostname)) return { base: here, source: 'here' };
  const built = builtPublicAddress();
  if (built) return { base: built, source: 'built' };
  const saved = savedPublicAddress();
  return saved ? { base: saved, source: 'saved' } : { base: here, source: 'local' };
}
