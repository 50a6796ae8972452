import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoReader } from './PhotoReader';
import { detect, SHEET_LINK, stubNativeDetector } from './scanStub';

/** Issue 37: a photo of a sheet, from the phone's camera app or any image file, read by the native detector (stubbed). */
beforeAll(stubNativeDetector);
beforeEach(() => detect.mockReset());

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'sheet.jpg', { type: 'image/jpeg' });

describe('PhotoReader, native path', () => {
  it('asks the back camera on a phone, takes any image file, and gives the code read with a confirmation', async () => {
    const onCode = vi.fn();
    detect.mockResolvedValue([{ rawValue: SHEET_LINK }]);
    render(<PhotoReader onCode={onCode} />);
    const input = screen.getByLabelText('Photo of a sheet');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    const file = photo();
    const user = userEvent.setup();
    await screen.findByText('Scanning is ready, also without a network.');
    await user.upload(input, file);
    expect(await screen.findByText(/^Sheet read: https:\/\/pbw\.example\/#\/shared\//)).toBeInTheDocument();
    expect(onCode).toHaveBeenCalledWith(SHEET_LINK);
    expect(detect).toHaveBeenCalledWith(file);
  });

  it('says an image without a QR code has none, and gives nothing', async () => {
    const onCode = vi.fn();
    detect.mockResolvedValue([]);
    render(<PhotoReader onCode={onCode} />);
    await screen.findByText('Scanning is ready, also without a network.');
    await userEvent.setup().upload(screen.getByLabelText('Photo of a sheet'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('No QR code was found in this image.');
    expect(onCode).not.toHaveBeenCalled();
  });

  it('says a file that is no image cannot be read', async () => {
    detect.mockResolvedValue('unreadable');
    render(<PhotoReader onCode={vi.fn()} />);
    await screen.findByText('Scanning is ready, also without a network.');
    await userEvent.setup().upload(screen.getByLabelText('Photo of a sheet'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('This file cannot be read as an image.');
  });

  it('opens the picker from its button, by keyboard', async () => {
    render(<PhotoReader onCode={vi.fn()} />);
    await screen.findByText('Scanning is ready, also without a network.');
    const input = screen.getByLabelText<HTMLInputElement>('Photo of a sheet');
    const picked = vi.spyOn(input, 'click');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Take or choose a photo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(picked).toHaveBeenCalled();
  });
});
