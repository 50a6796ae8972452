import type { Rgba } from '../../tests/support/png';

/** An image's pixels as jsQR reads them: RGBA, 8 bits each, row by row (`decodePng` of tests/support/png.ts reads a screenshot into one). */
export type Pixels = Rgba;

/** The pixels of a rectangle of an image (device px), clamped to the image. */
export function crop(image: Pixels, box: { x: number; y: number; width: number; height: number }): Pixels {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const width = Math.min(image.width - x0, Math.ceil(box.width));
  const height = Math.min(image.height - y0, Math.ceil(box.height));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) data.set(image.data.subarray(((y0 + y) * image.width + x0) * 4, ((y0 + y) * image.width + x0 + width) * 4), y * width * 4);
  return { data, width, height };
}
