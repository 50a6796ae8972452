import { vi } from 'vitest';

/** A sheet's share link as a scanner reads it (the address is any: the reader keeps the `#/shared/` part). */
export const SHEET_LINK = 'https://pbw.example/#/shared/A_tdpSkEidQPkLJafD3YN8J2zLu94xsd0dTZUvhR6FPvgcLbLCiFnE1VoEqZ4gAGvXO11';

/** What the stubbed detector reads next: the codes found, or `'unreadable'` for a picture it refuses. */
export const detect = vi.fn<(source: unknown) => Promise<{ rawValue: string }[] | 'unreadable'>>();

/**
 * Stands in for the browser's `BarcodeDetector` (Chrome on Android and macOS have it; jsdom and Chromium on Linux do
 * not), reading QR codes by `detect`; and gives the video element a picture and a `play` that succeeds.
 */
export function stubNativeDetector(): void {
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
      constructor(options: { formats: string[] }) {
        if (!options.formats.includes('qr_code')) throw new Error('asked for no QR code');
      }
      async detect(source: unknown) {
        const answer = await detect(source);
        if (answer === 'unreadable') throw new DOMException('The image could not be decoded.', 'InvalidStateError');
        return answer;
      }
    },
  );
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => HTMLMediaElement.HAVE_ENOUGH_DATA });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

/** A camera stream whose tracks record being stopped. */
export function fakeStream(): { stream: MediaStream; stop: ReturnType<typeof vi.fn> } {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  return { stream, stop };
}

/** Gives the page a camera (`getUserMedia`) that answers with `answer`. */
export function stubCamera(answer: () => Promise<MediaStream>): ReturnType<typeof vi.fn> {
  const getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}
