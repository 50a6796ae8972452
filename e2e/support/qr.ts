import { createRequire } from 'node:module';
import type { BrowserContext } from '@playwright/test';
import type jsQR from 'jsqr';

/** jsQR's browser build, which sets `window.jsQR`. */
const JSQR_SCRIPT = createRequire(import.meta.url).resolve('jsqr');

/**
 * The text of the QR code in a PNG, or null when jsQR finds none: the image is drawn into a canvas of a blank
 * page of its own (the app's CSP would refuse the injected script) and its pixels handed to jsQR.
 */
export async function readQr(context: BrowserContext, png: Buffer): Promise<string | null> {
  const reader = await context.newPage();
  try {
    await reader.addScriptTag({ path: JSQR_SCRIPT });
    return await reader.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context2d = canvas.getContext('2d');
      if (!context2d) throw new Error('no 2D canvas');
      context2d.drawImage(image, 0, 0);
      const { data, width, height } = context2d.getImageData(0, 0, canvas.width, canvas.height);
      const read = (window as unknown as { jsQR: typeof jsQR }).jsQR;
      return read(data, width, height)?.data ?? null;
    }, `data:image/png;base64,${png.toString('base64')}`);
  } finally {
    await reader.close();
  }
}
