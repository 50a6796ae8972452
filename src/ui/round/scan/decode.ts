/**
 * Reads a QR code from a camera frame or an image file: the browser's own `BarcodeDetector` where it reads QR codes
 * (Chrome on Android, macOS, ChromeOS), else the WebAssembly decoder (`zxingReader.ts`), loaded on first use.
 */

/** What a picture to read can be: an image file, or the camera's video. */
export type ScanSource = Blob | HTMLVideoElement;

/** Whether scanning works: being prepared, ready also without a network, ready only with one, or not loadable. */
export type Readiness = 'preparing' | 'offline' | 'online' | 'unavailable';

interface Detected {
  rawValue: string;
}
interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<Detected[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's detector when it reads QR codes, else null. */
async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats: string[] = await Detector.getSupportedFormats().catch(() => []);
  return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
}

/** The longest side a picture is read at by the WebAssembly decoder: a phone's photo is scaled down to it. */
const MAX_SIDE = 2048;

/** A picture's pixels, scaled down to `MAX_SIDE`. */
async function pixels(source: ScanSource): Promise<ImageData | null> {
  const image = source instanceof Blob ? await createImageBitmap(source) : source;
  const width = source instanceof Blob ? (image as ImageBitmap).width : source.videoWidth;
  const height = source instanceof Blob ? (image as ImageBitmap).height : source.videoHeight;
  if (width === 0 || height === 0) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  if (image instanceof ImageBitmap) image.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** A reader: the first QR code's text in a picture, or null. It throws when an image file cannot be read. */
export type Reader = (source: ScanSource) => Promise<string | null>;

let chosen: Promise<{ reader: Reader; readiness: Readiness }> | null = null;

async function choose(): Promise<{ reader: Reader; readiness: Readiness }> {
  const native = await nativeDetector();
  if (native) {
    const reader: Reader = async (source) => (await native.detect(source))[0]?.rawValue ?? null;
    return { reader, readiness: 'offline' };
  }
  const zxing = await import('./zxingReader');
  // Kept first, so the page's service worker then compiles it from that cache rather than downloading it again.
  const kept = await zxing.keepForOffline().catch(() => false);
  await zxing.warmUp();
  const reader: Reader = async (source) => {
    const frame = await pixels(source);
    return frame ? zxing.readQr(frame) : null;
  };
  return { reader, readiness: kept ? 'offline' : 'online' };
}

/**
 * Prepares scanning once per page (the round screen calls it as it opens, and the scanners as they mount): the native
 * detector, or the WebAssembly decoder fetched, compiled and kept for use without a network. A failure is tried again
 * at the next call.
 */
export function prepareScanning(): Promise<{ reader: Reader; readiness: Readiness }> {
  chosen ??= choose().catch((error: unknown) => {
    chosen = null;
    throw error;
  });
  return chosen;
}
