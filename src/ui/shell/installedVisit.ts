/**
 * Whether this page was served by the installed app: a service worker was in control from the page's start,
 * so the app's files are on this device and loading one ahead of need costs no download. Read once, at load:
 * a first visit stays a first visit even after the worker takes control of it.
 */
const servedInstalled = typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;

export function visitServedByInstalledApp(): boolean {
  return servedInstalled;
}
