import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';

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
});
