import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The WebAssembly decoder (ZXing-C++ compiled by the maintained `zxing-wasm`), for browsers without `BarcodeDetector`:
 * Chrome on Linux and Windows, Firefox, every iPhone browser. Its `.wasm` is an asset of the app, served from its own
 * origin (the library would fetch it from a CDN otherwise). This module and the `.wasm` are not precached: the service
 * worker keeps them in `SCAN_CACHE` (vite.config.ts), which `keepForOffline` fills when a round screen first opens.
 */
/** The cache the service worker serves the decoder from (vite.config.ts `runtimeCaching`). */
export const SCAN_CACHE = 'pbw-scan-decoder';

/** The decoder's own files: this module's script and its `.wasm`. */
export const DECODER_FILES = [new URL(import.meta.url).href, new URL(wasmUrl, location.href).href];

/** The module's overrides: its `.wasm` from the app's own origin. */
const OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path),
};

/** The first QR code's text in a picture (an image file's bytes or a frame's pixels), or null when it has none. */
export async function readQr(source: Blob | ImageData): Promise<string | null> {
  await warmUp();
  const [first] = await readBarcodes(source, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  return first?.isValid ? first.text : null;
}

/** Compiles the decoder now, so the first frame is read at once. */
export async function warmUp(): Promise<void> {
  await prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true });
}

/**
 * Keeps the decoder's files for use without a network, dropping those of earlier builds, and says whether both are kept.
 * Without the Cache API (an insecure address) nothing can be kept.
 */
export async function keepForOffline(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(SCAN_CACHE);
  for (const request of await cache.keys()) if (!DECODER_FILES.includes(request.url)) await cache.delete(request);
  const missing = [];
  for (const url of DECODER_FILES) if (!(await cache.match(url, { ignoreVary: true }))) missing.push(url);
  await cache.addAll(missing);
  return true;
}
