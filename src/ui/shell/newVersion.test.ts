import { describe, expect, it } from 'vitest';
import { isNewVersion, newVersionWaiting, type WorkerContainer } from './newVersion';

const worker = (state: string) => ({ state });

/** A page's service workers: the controller, and the registration with its installing and waiting workers. */
function container(controller: object | null, registration: { installing?: object | null; waiting: object | null } | undefined): WorkerContainer {
  return { controller, getRegistration: () => Promise.resolve(registration) };
}

describe('whether a new version is waiting (issue 35, D2)', () => {
  it.each([
    ['a first visit, the first worker still installing', container(null, { installing: worker('installing'), waiting: null }), false],
    ['a reload during the first install: the first worker installed and waiting, nothing controls the page yet', container(null, { waiting: worker('installed') }), false],
    ['a first visit, nothing registered yet', container(null, undefined), false],
    ['a later visit, the version that controls the page is the newest', container(worker('activated'), { waiting: null }), false],
    ['a later visit, a new worker still installing', container(worker('activated'), { installing: worker('installing'), waiting: null }), false],
    ['a later visit, a new worker waiting while the old one controls the page', container(worker('activated'), { waiting: worker('installed') }), true],
  ])('%s: %s', async (_label, page, expected) => {
    expect(await newVersionWaiting(page)).toBe(expected);
  });

  it('is never new in a browser without service workers', async () => {
    expect(await newVersionWaiting(undefined)).toBe(false);
  });

  it('reads the controller and the waiting worker, nothing else', () => {
    expect(isNewVersion(worker('activated'), { waiting: worker('installed') })).toBe(true);
    expect(isNewVersion(null, { waiting: worker('installed') })).toBe(false);
    expect(isNewVersion(worker('activated'), undefined)).toBe(false);
  });
});
