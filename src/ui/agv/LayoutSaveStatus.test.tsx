import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../navigation';
import { AgvTableScreen } from './TableScreen';

// The browser refuses every write, as a full disk or a private window would.
vi.mock('./layoutStorage', async (original) => ({
  ...(await original<typeof import('./layoutStorage')>()),
  saveLayout: vi.fn(async () => ({ ok: false, failure: 'full' })),
}));

afterEach(() => vi.useRealTimers());

describe('saving a layout the browser will not store', () => {
  it('says why it is not saved and offers the layout as a file', async () => {
    const user = userEvent.setup({ delay: null });
    const createObjectURL = vi.fn(() => 'blob:layout');
    // jsdom has no object URLs; this file's own environment gets a stand-in.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    useNavigation.setState({ view: 'agvTable', params: {} });
    render(<AgvTableScreen />);
    const name = await screen.findByLabelText('Name of the layout');
    // The editor saves after a pause in the typing: the test runs the pause's timer rather than sitting it out
    // (the clock still moves, for Testing Library's own zero-delay timers).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.type(name, 'Lost hill');
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved. This device or browser has no room left for it. Download the layout to keep it.');
    await user.click(within(alert).getByRole('button', { name: 'Download the layout' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
