import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTE_MS, UpdatePrompt } from './UpdatePrompt';

const pwa = vi.hoisted(() => ({
  needRefresh: false,
  offlineReady: false,
  setNeedRefresh: vi.fn(),
  setOfflineReady: vi.fn(),
  updateServiceWorker: vi.fn(() => Promise.resolve()),
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [pwa.needRefresh, pwa.setNeedRefresh],
    offlineReady: [pwa.offlineReady, pwa.setOfflineReady],
    updateServiceWorker: pwa.updateServiceWorker,
  }),
}));

beforeEach(() => {
  pwa.needRefresh = false;
  pwa.offlineReady = false;
  vi.clearAllMocks();
});

describe('UpdatePrompt', () => {
  it('says nothing while there is no news', () => {
    const { container } = render(<UpdatePrompt />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers a reload when a new version is ready, or later', async () => {
    pwa.needRefresh = true;
    render(<UpdatePrompt />);
    const user = userEvent.setup();
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready. Your game is saved; reload when you are between steps.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(pwa.setNeedRefresh).toHaveBeenCalledWith(false);
  });

  it('tells once that the app works offline', async () => {
    pwa.offlineReady = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('Ready to work offline.');
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
      render(<UpdatePrompt />);
      act(() => vi.advanceTimersByTime(OFFLINE_NOTE_MS - 1000));
      expect(pwa.setOfflineReady).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1000));
      expect(pwa.setOfflineReady).toHaveBeenCalledWith(false);
    });

    it('but stays while the pointer rests on it, and goes a few seconds after it leaves', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<UpdatePrompt />);
      await user.hover(screen.getByRole('status'));
      act(() => vi.advanceTimersByTime(OFFLINE_NOTE_MS * 3));
      expect(pwa.setOfflineReady).not.toHaveBeenCalled();
      await user.unhover(screen.getByRole('status'));
      act(() => vi.advanceTimersByTime(OFFLINE_NOTE_MS));
      expect(pwa.setOfflineReady).toHaveBeenCalledWith(false);
    });

    it('and stays while the focus is on its button', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<UpdatePrompt />);
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
