import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 37: without a native QR detector the WebAssembly decoder is loaded, and scanning says it is ready without a
 * network only once the decoder's files are kept (the decoder itself is stubbed: the browser test runs the real one).
 */
const zxing = vi.hoisted(() => ({ keepForOffline: vi.fn<() => Promise<boolean>>(), warmUp: vi.fn<() => Promise<void>>(), readQr: vi.fn() }));
vi.mock('./zxingReader', () => zxing);

beforeEach(() => {
  vi.resetModules();
  zxing.keepForOffline.mockReset().mockResolvedValue(true);
  zxing.warmUp.mockReset().mockResolvedValue(undefined);
  vi.unstubAllGlobals();
});

const prepare = async () => (await import('./decode')).prepareScanning();

describe('prepareScanning without BarcodeDetector', () => {
  it('keeps the decoder for offline use before compiling it, and then says it is ready without a network', async () => {
    await expect(prepare()).resolves.toMatchObject({ readiness: 'offline' });
    expect(zxing.keepForOffline.mock.invocationCallOrder[0]).toBeLessThan(zxing.warmUp.mock.invocationCallOrder[0]!);
  });

  it('says scanning needs the network next time when the decoder could not be kept', async () => {
    zxing.keepForOffline.mockResolvedValue(false);
    await expect(prepare()).resolves.toMatchObject({ readiness: 'online' });
  });

  it('takes the WebAssembly decoder when the browser has a detector that reads no QR code', async () => {
    vi.stubGlobal('BarcodeDetector', { getSupportedFormats: () => Promise.resolve(['ean_13']) });
    await expect(prepare()).resolves.toMatchObject({ readiness: 'offline' });
    expect(zxing.warmUp).toHaveBeenCalledTimes(1);
  });

  it('fails when the decoder cannot be loaded, and tries again at the next call', async () => {
    const { prepareScanning } = await import('./decode');
    zxing.warmUp.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await expect(prepareScanning()).rejects.toThrow('offline');
    await expect(prepareScanning()).resolves.toMatchObject({ readiness: 'offline' });
    expect(zxing.warmUp).toHaveBeenCalledTimes(2);
  });
});
