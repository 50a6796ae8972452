import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner } from './CameraScanner';
import { detect, fakeStream, SHEET_LINK, stubCamera, stubNativeDetector } from './scanStub';

/**
 * Issue 37, "Collect by scanning": where the browser has `BarcodeDetector` (stubbed here), the camera's frames are read
 * by it and nothing else is fetched; the WebAssembly path is the browser test's (e2e/scan.spec.ts).
 */
beforeAll(stubNativeDetector);
beforeEach(() => detect.mockReset());

describe('CameraScanner, native path', () => {
  it('is ready also without a network, reads the back camera, gives each new code once and confirms it', async () => {
    const { stream, stop } = fakeStream();
    const getUserMedia = stubCamera(() => Promise.resolve(stream));
    const onCode = vi.fn();
    detect.mockResolvedValueOnce([]).mockResolvedValue([{ rawValue: SHEET_LINK }]);
    render(<CameraScanner onCode={onCode} />);
    expect(await screen.findByText('Scanning is ready, also without a network.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start the camera' }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(await screen.findByText(/^Sheet read: https:\/\/pbw\.example\/#\/shared\//)).toBeInTheDocument();
    expect(screen.getByLabelText("Camera view: hold a battle sheet's QR code in the frame")).toBeInTheDocument();
    await vi.waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(3));
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith(SHEET_LINK);
    expect(detect.mock.calls[0]?.[0]).toBeInstanceOf(HTMLVideoElement);
    await user.click(screen.getByRole('button', { name: 'Stop the camera' }));
    expect(stop).toHaveBeenCalled();
    expect(screen.queryByLabelText("Camera view: hold a battle sheet's QR code in the frame")).not.toBeInTheDocument();
  });

  it('says a refused camera in words that name the other ways in', async () => {
    stubCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<CameraScanner onCode={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The camera was refused. Allow it in the browser's settings for this site, or read a photo of the sheet, paste its link or open its game file.",
    );
  });

  it('says a device without a camera has none, and keeps the button for a camera plugged in later', async () => {
    stubCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    render(<CameraScanner onCode={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This device has no camera the app can use.');
    expect(screen.getByRole('button', { name: 'Start the camera' })).toBeEnabled();
  });

  it('starts from the keyboard', async () => {
    const getUserMedia = stubCamera(() => Promise.resolve(fakeStream().stream));
    detect.mockResolvedValue([]);
    render(<CameraScanner onCode={vi.fn()} />);
    const user = userEvent.setup();
    await screen.findByText('Scanning is ready, also without a network.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start the camera' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Stop the camera' })).toBeInTheDocument();
  });
});
