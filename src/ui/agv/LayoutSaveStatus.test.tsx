import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../navigation';
import { AgvTableScreen } from './TableScreen';

// The browser refuses every write, as a full disk or a private window would.
vi.mock('./layoutStorage', async (original) => ({
  ...(await original<typeof import('./layoutStorage')>()),
  saveLayout: vi.fn(async () => ({ ok: false, failure: 'full' })),
}));

describe('saving a layout the browser will not store', () => {
  it('says why it is not saved and offers the layout as a file', async () => {
    const user = userEvent.setup({ delay: null });
    const createObjectURL = vi.fn(() => 'blob:layout');
    // jsdom has no object URLs; this file's own environment gets a stand-in.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    useNavigation.setState({ view: 'agvTable', params: {} });
    render(<AgvTableScreen />);
    await user.type(await screen.findByLabelText('Name of the layout'), 'Lost hill');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Not saved. This device or browser has no room left for it. Download the layout to keep it.');
    await user.click(within(alert).getByRole('button', { name: 'Download the layout' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
