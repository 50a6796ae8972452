import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_KEY } from '../saveKey';
import { KeepNotice } from './KeepNotice';

/** The notice's last question to the browser, for a test to wait on: the notice follows its answer. */
const asked = vi.hoisted(() => ({ last: undefined as Promise<unknown> | undefined }));
vi.mock('../library/persistence', async (original) => {
  const real = await original<typeof import('../library/persistence')>();
  return { ...real, keepsGames: () => (asked.last = real.keepsGames()) };
});

/** Gives the page a `navigator.storage` whose persist() answers so, or none at all. */
function storage(answer: { persisted: boolean; persist: boolean | 'throws' } | undefined) {
  if (!answer) {
    Reflect.deleteProperty(navigator, 'storage');
    return;
  }
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: {
      persisted: vi.fn(() => Promise.resolve(answer.persisted)),
      persist: vi.fn(() => (answer.persist === 'throws' ? Promise.reject(new Error('refused')) : Promise.resolve(answer.persist))),
    },
  });
}

/** Renders the notice and waits until it has the browser's answer. */
async function renderNotice() {
  const view = render(<KeepNotice />);
  await act(() => asked.last!);
  return view;
}

beforeEach(() => localStorage.clear());
afterEach(() => storage(undefined));

const SAID = /This browser may not keep your game\. In a private window, .* export its file from the game's menu \("Export the game file"\)/;

describe('KeepNotice, on the setup screen before a game starts (issue 35)', () => {
  it('says the game may not be kept, and how to keep it, where the browser cannot be asked (no navigator.storage.persist)', async () => {
    storage(undefined);
    await renderNotice();
    expect(screen.getByText(/In a private window/).closest('p')).toHaveTextContent(SAID);
  });

  it.each([
    ['refuses', false],
    ['fails to answer', 'throws'],
  ] as const)('says so where the browser %s to keep the storage, as WebKit does', async (_label, persist) => {
    storage({ persisted: false, persist });
    await renderNotice();
    expect(screen.getByText(/In a private window/).closest('p')).toHaveTextContent(SAID);
    expect(navigator.storage.persist).toHaveBeenCalledTimes(1);
  });

  it('says so where the browser refused before, without asking again', async () => {
    localStorage.setItem(PERSIST_KEY, 'denied');
    storage({ persisted: false, persist: true });
    await renderNotice();
    expect(screen.getByText(/In a private window/)).toBeInTheDocument();
    expect(navigator.storage.persist).not.toHaveBeenCalled();
  });

  it.each([
    ['agrees when asked', { persisted: false, persist: true }],
    ['agreed before', { persisted: true, persist: false }],
  ] as const)('says nothing where the browser %s', async (_label, answer) => {
    storage(answer);
    const { container } = await renderNotice();
    expect(container).toBeEmptyDOMElement();
  });
});
