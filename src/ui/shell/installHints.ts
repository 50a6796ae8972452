import { readStored, writeStored } from '../storage';

const IOS_HINT_KEY = 'pbw.iosHintSeen';

/** True on iOS/iPadOS Safari when not already running from the Home Screen. */
export function isIosSafariTab(nav: Navigator = navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && nav.maxTouchPoints > 1);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true;
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua) && !standalone;
}

/** Whether the one-time Home Screen hint should show; a corrupted flag counts as not seen. */
export function shouldShowIosHint(nav: Navigator = navigator): boolean {
  return isIosSafariTab(nav) && !readStored(IOS_HINT_KEY, (v): v is boolean => typeof v === 'boolean', false);
}

export function markIosHintSeen(): void {
  writeStored(IOS_HINT_KEY, true);
}

/** Asks the browser to keep this site's storage (saved games) from eviction. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}
