import jsQR from 'jsqr';
import type { Rgba } from './png';
import { readFormat, sizeOf, type Grid } from './qrLayout';
import { readUnpatterned } from './unpatternedQr';

/** A QR code read from a printed page: its text, and whether it scanned as printed or only once its layout was mended. */
export interface PrintedQr {
  text: string;
  asPrinted: boolean;
}

const dark = (image: Rgba, x: number, y: number) => {
  const at = (Math.min(image.height - 1, Math.max(0, Math.round(y))) * image.width + Math.min(image.width - 1, Math.max(0, Math.round(x)))) * 4;
  return image.data[at]! + image.data[at + 1]! + image.data[at + 2]! < 3 * 128;
};

/** The boxes of square, half-dark patches of the page, where a QR code may be: dark pixels joined across gaps of a few pixels. */
export function squarePatches(image: Rgba, gap = 2): { x0: number; y0: number; x1: number; y1: number }[] {
  const { width, height } = image;
  const near = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    if (!dark(image, x, y)) continue;
    for (let dy = -gap; dy <= gap; dy++) for (let dx = -gap; dx <= gap; dx++) {
      const yy = y + dy;
      const xx = x + dx;
      if (yy >= 0 && yy < height && xx >= 0 && xx < width) near[yy * width + xx] = 1;
    }
  }
  const seen = new Uint8Array(width * height);
  const patches: { x0: number; y0: number; x1: number; y1: number }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < near.length; start++) {
    if (!near[start] || seen[start]) continue;
    let [x0, y0, x1, y1] = [width, height, 0, 0];
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % width;
      const y = (at - x) / width;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      for (const next of [at - 1, at + 1, at - width, at + width]) {
        if (next < 0 || next >= near.length || seen[next] || !near[next] || Math.abs((next % width) - x) > 1) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    const box = { x0: x0 + gap, y0: y0 + gap, x1: x1 - gap, y1: y1 - gap };
    const w = box.x1 - box.x0 + 1;
    const h = box.y1 - box.y0 + 1;
    if (w < 40 || Math.abs(w - h) > 0.1 * Math.max(w, h)) continue;
    let count = 0;
    for (let y = box.y0; y <= box.y1; y++) for (let x = box.x0; x <= box.x1; x++) if (dark(image, x, y)) count += 1;
    const share = count / (w * h);
    if (share > 0.3 && share < 0.7) patches.push(box);
  }
  return patches;
}

/** The modules of a patch read as a symbol of the version, its edges widened by a module where the box missed an all-light edge. */
export function* symbolGrids(image: Rgba, box: { x0: number; y0: number; x1: number; y1: number }): Generator<{ version: number; grid: Grid }> {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  for (let version = 1; version <= 40; version++) {
    const size = sizeOf(version);
    if (w / size < 1.5 || w / size > 20) continue;
    for (const [left, right, top, bottom] of [0, 1].flatMap((a) => [0, 1].flatMap((b) => [0, 1].flatMap((c) => [0, 1].map((d) => [a, b, c, d] as const))))) {
      const mx = w / (size - left - right);
      const my = h / (size - top - bottom);
      const ox = box.x0 - left * mx;
      const oy = box.y0 - top * my;
      const grid = Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => dark(image, ox + (col + 0.5) * mx - 0.5, oy + (row + 0.5) * my - 0.5)));
      yield { version, grid };
    }
  }
}

/**
 * The first QR code on a rendered page: as printed when jsQR reads it; else a square patch whose format
 * information reads (both copies within 3 bits of a valid word) is read as a symbol printed without its function
 * patterns (`readUnpatterned`), which no scanner reads. Null when neither reads.
 */
export function readPrintedQr(image: Rgba): PrintedQr | null {
  const found = jsQR(image.data, image.width, image.height);
  if (found) return { text: found.data, asPrinted: true };
  for (const box of squarePatches(image)) {
    for (const { grid } of symbolGrids(image, box)) {
      const format = readFormat(grid);
      if (format.distance > 3) continue;
      const text = readUnpatterned(grid, format.mask);
      if (text !== null) return { text, asPrinted: false };
    }
  }
  return null;
}
