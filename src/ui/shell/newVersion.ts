/** What the update decision reads of the page's service workers: the one controlling the page, and the registration's waiting one. */
export interface WorkerContainer {
  readonly controller: object | null;
  getRegistration(): Promise<{ readonly waiting: object | null } | undefined>;
}

/**
 * A new version is ready only when a worker waits while another already controls this page. On a
 * first visit no worker controls the page yet: a worker still installing, or one a reload during its
 * install finds installed (Firefox reports it as waiting), is the first version, not a new one
 * (issue 35, D2).
 */
export function isNewVersion(controller: object | null, registration: { readonly waiting: object | null } | undefined): boolean {
  return controller !== null && registration?.waiting != null;
}

/** Reads the page's service workers now and decides; false where the browser has none. */
export async function newVersionWaiting(container: WorkerContainer | undefined = globalThis.navigator?.serviceWorker): Promise<boolean> {
  if (!container) return false;
  const registration = await container.getRegistration();
  return isNewVersion(container.controller, registration);
}
