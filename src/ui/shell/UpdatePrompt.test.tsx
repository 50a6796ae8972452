import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServiceWorkers } from '../../../tests/support/serviceWorker';
import { OFFLINE_NOTE_MS, UpdatePrompt } from './UpdatePrompt';

const pwa = vi.hoisted(() => ({
  needRefresh: false,
  offlineReady: false,
  setNeedRefresh: vi.fn(),
  setOfflineReady: vi.fn(),
  updateServiceWorker: vi.fn(() => Promise.resolve()),
}));

vi.mock('virtual:pwa-register/react', async () => (await import('../../../tests/support/serviceWorker')).registerSwHook(pwa));

/** The prompt's last decision, for a test to wait on: the banner follows it. */
const decided = vi.hoisted(() => ({ last: undefined as Promise<boolean> | undefined }));
vi.mock('./newVersion', async (original) => {
  const real = await original<typeof import('./newVersion')>();
  return { ...real, newVersionWaiting: (...args: Parameters<typeof real.newVersionWaiting>) => (decided.last = real.newVersionWaiting(...args)) };
});

beforeEach(() => {
  pwa.needRefresh = false;
  pwa.offlineReady = false;
  decided.last = undefined;
  vi.clearAllMocks();
});

afterEach(() => fakeServiceWorkers(undefined));

/** Where the page's end is, for the news told there. */
function pageEnd(): HTMLElement {
  return document.body.appendChild(document.createElement('div'));
}

describe('UpdatePrompt', () => {
  it('says nothing while there is no news', () => {
    const { container } = render(<UpdatePrompt pageEnd={pageEnd()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers a reload when a new version is waiting while an older one controls the page, or later', async () => {
    pwa.needRefresh = true;
    fakeServiceWorkers({ controlled: true, waiting: true });
    render(<UpdatePrompt pageEnd={pageEnd()} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready. Your game is saved; reload when you are between steps.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(pwa.setNeedRefresh).toHaveBeenCalledWith(false);
  });

  it.each([
    ['the first worker installed during a reload of the first visit, nothing controlling the page yet', { controlled: false, waiting: true }],
    ['a worker that controls the page and none waiting', { controlled: true, waiting: false }],
    ['no registration', { controlled: false, waiting: false, registered: false }],
  ])('offers no new version when the plugin reports one but there is %s (issue 35, D2)', async (_label, workers) => {
    pwa.needRefresh = true;
    fakeServiceWorkers(workers);
    const { container } = render(<UpdatePrompt pageEnd={pageEnd()} />);
    expect(await act(() => decided.last!)).toBe(false);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the reload where the app places the prompt (under the header), not at the page\'s end', async () => {
    pwa.needRefresh = true;
    fakeServiceWorkers({ controlled: true, waiting: true });
    const end = pageEnd();
    const { container } = render(<UpdatePrompt pageEnd={end} />);
    const banner = await screen.findByRole('status');
    expect(container).toContainElement(banner);
    expect(end).toBeEmptyDOMElement();
  });

  it('tells once that the app works offline, at the end of the page', async () => {
    pwa.offlineReady = true;
    const end = pageEnd();
    render(<UpdatePrompt pageEnd={end} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ready to work offline.');
    expect(end).toContainElement(screen.getByRole('status'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(pwa.setOfflineReady).toHaveBeenCalledWith(false);
  });

  describe('"Ready to work offline" goes by itself', () => {
    beforeEach(() => {
      // Time runs on as well, so the zero-delay waits of Testing Library's user events still end.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      pwa.offlineReady = true;
    });
    afterEach(() => vi.useRealTimers());

    it('after a few seconds', () => {
      render(<UpdatePrompt pageEnd={pageEnd()} />);
      act(() => vi.advanceTimersByTime(OFFLINE_NOTE_MS - 1000));
      expect(pwa.setOfflineReady).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1000));
      expect(pwa.setOfflineReady).toHaveBeenCalledWith(false);
    });

    it('but stays while the pointer rests on it, and goes a few seconds after it leaves', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<UpdatePrompt pageEnd={pageEnd()} />);
      await user.hover(screen.getByRole('status'));
      act(() => vi.advanceTimersByTime(OFFLINE_NOTE_MS * 3));
      expect(pwa.setOfflineReady).not.toHaveBeenCalled();
      await user.unhover(screen.getByRole('status'));
      act(() => vi.advanceTimersByTime(OFFLINE_NOTE_MS));
      expect(pwa.setOfflineReady).toHaveBeenCalledWith(false);
    });

    it('and stays while the focus is on its button', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<UpdatePrompt pageEnd={pageEnd()} />);
      await user.tab();
      expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
      act(() => vi.advanceTimersByTime(OFFLINE_NOTE_MS * 3));
      expect(pwa.setOfflineReady).not.toHaveBeenCalled();
      await user.tab();
      act(() => vi.advanceTimersByTime(OFFLINE_NOTE_MS));
      expect(pwa.setOfflineReady).toHaveBeenCalledWith(false);
    });
  });
});
