import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoReader } from './PhotoReader';
import { detect, SHEET_LINK, stubNativeDetector } from './scanStub';

/** Issue 37: a photo of a sheet, from the phone's camera app or any image file, read by the native detector (stubbed). */
beforeAll(stubNativeDetector);
beforeEach(() => detect.mockReset());

/** Waits until the decoder is ready: the button is enabled, and the readiness line, said only while it waits, gone. */
async function ready() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Take or choose a photo' })).toBeEnabled());
  expect(screen.queryByText('Getting the scanner ready.')).not.toBeInTheDocument();
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'sheet.jpg', { type: 'image/jpeg' });

describe('PhotoReader, native path', () => {
  it('asks the back camera on a phone, takes any image file, and gives the code read with a confirmation', async () => {
    const onCode = vi.fn();
    detect.mockResolvedValue([{ rawValue: SHEET_LINK }]);
    render(<PhotoReader onCode={onCode} />);
    expect(screen.getByRole('status')).toHaveTextContent('Getting the scanner ready.');
    expect(screen.getByRole('button', { name: 'Take or choose a photo' })).toBeDisabled();
    const input = screen.getByLabelText('Photo of a sheet');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    const file = photo();
    const user = userEvent.setup();
    await ready();
    await user.upload(input, file);
    expect(await screen.findByText(/^Sheet read: https:\/\/pbw\.example\/#\/shared\//)).toBeInTheDocument();
    expect(onCode).toHaveBeenCalledWith(SHEET_LINK);
    expect(detect).toHaveBeenCalledWith(file);
  });

  it('says an image without a QR code has none, and gives nothing', async () => {
    const onCode = vi.fn();
    detect.mockResolvedValue([]);
    render(<PhotoReader onCode={onCode} />);
    await ready();
    await userEvent.setup().upload(screen.getByLabelText('Photo of a sheet'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('No QR code was found in this image.');
    expect(onCode).not.toHaveBeenCalled();
  });

  it('says a file that is no image cannot be read', async () => {
    detect.mockResolvedValue('unreadable');
    render(<PhotoReader onCode={vi.fn()} />);
    await ready();
    await userEvent.setup().upload(screen.getByLabelText('Photo of a sheet'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('This file cannot be read as an image.');
  });

  it('opens the picker from its button, by keyboard', async () => {
    render(<PhotoReader onCode={vi.fn()} />);
    await ready();
    const input = screen.getByLabelText<HTMLInputElement>('Photo of a sheet');
    const picked = vi.spyOn(input, 'click');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Take or choose a photo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(picked).toHaveBeenCalled();
  });
});
