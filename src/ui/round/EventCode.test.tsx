import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledPresets } from '../../engine';
import { EVENT_PREFIX, readEventLink } from '../../share/eventLink';
import { EventCode } from './EventCode';

const PROFILE = bundledPresets().find((p) => Object.keys(p.profile.values).length > 0)!.profile;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EventCode (issue 37)', () => {
  it('shows the event QR code and its link, which fills in the event, the round and the rules profile', async () => {
    render(<EventCode event="Britcon Ancients Open 27" round={3} profile={PROFILE} />);
    const qr = await screen.findByRole('img', { name: 'QR code of the event link of Britcon Ancients Open 27' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const link = screen.getByRole('textbox', { name: 'Link to the event' });
    expect((link as HTMLInputElement).value).toContain(EVENT_PREFIX);
    expect(await readEventLink((link as HTMLInputElement).value)).toEqual({ ok: true, info: { event: 'Britcon Ancients Open 27', round: 3, profile: PROFILE } });
  });

  it('copies the link, or selects it for the umpire when the browser will not', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<EventCode event="Cold Wars" />);
    const link = (await screen.findByRole('textbox', { name: 'Link to the event' })) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
    writeText.mockImplementation(() => Promise.reject(new Error('blocked')));
    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await screen.findByText('The browser would not copy: the link is selected, copy it yourself.')).toBeInTheDocument();
  });
});
