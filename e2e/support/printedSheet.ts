import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/** A grey picture: one byte a pixel, row by row. */
interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A PDF's first page rasterised in grey at `dpi` by poppler's pdftoppm, as a printer's page photographed flat. */
export function rasterise(pdf: string, dir: string, dpi = 150): Grey {
  execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-singlefile', pdf, join(dir, 'page')]);
  const file = readFileSync(join(dir, 'page.pgm'));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no 8-bit PGM');
  const [, width, height] = header.map(Number) as [number, number, number];
  return { width, height, data: new Uint8Array(file.subarray(header[0].length)) };
}

/** Turned `degrees` about its centre (bilinear, white where the page was not), as a sheet lying a little askew. */
export function turn(picture: Grey, degrees: number): Grey {
  const { width, height, data } = picture;
  const out = new Uint8Array(width * height);
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const [cx, cy] = [width / 2, height / 2];
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 255 : data[y * width + x]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = cos * (x - cx) + sin * (y - cy) + cx;
      const sy = -sin * (x - cx) + cos * (y - cy) + cy;
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [fx, fy] = [sx - x0, sy - y0];
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, data: out };
}

/** Where a point of the picture lands once `turn` has turned it `degrees` about the centre. */
export function turnedPoint(picture: Grey, point: { x: number; y: number }, degrees: number): { x: number; y: number } {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const [dx, dy] = [point.x - picture.width / 2, point.y - picture.height / 2];
  return { x: cos * dx - sin * dy + picture.width / 2, y: sin * dx + cos * dy + picture.height / 2 };
}

/** Slightly blurred: a 1-2-1 kernel across and down, as a hand-held camera's focus gives. */
export function blur(picture: Grey): Grey {
  const { width, height } = picture;
  const pass = (src: Uint8Array, dx: number, dy: number) => {
    const out = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const before = src[Math.max(0, y - dy) * width + Math.max(0, x - dx)]!;
        const after = src[Math.min(height - 1, y + dy) * width + Math.min(width - 1, x + dx)]!;
        out[y * width + x] = (before + 2 * src[y * width + x]! + after + 2) >> 2;
      }
    }
    return out;
  };
  return { width, height, data: pass(pass(picture.data, 1, 0), 0, 1) };
}

/** The centre of the QR code in the picture, found by jsQR (only to aim the fake camera at it, never to read it). */
export function qrCentre(picture: Grey): { x: number; y: number } {
  const rgba = new Uint8ClampedArray(picture.width * picture.height * 4);
  picture.data.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
  const found = jsQR(rgba, picture.width, picture.height);
  if (!found) throw new Error('no QR code on the rasterised sheet');
  const { topLeftCorner: a, bottomRightCorner: b } = found.location;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The part of the picture `width` x `height` centred on `centre`, kept inside it. */
export function frame(picture: Grey, centre: { x: number; y: number }, width: number, height: number): Grey {
  const left = Math.max(0, Math.min(picture.width - width, Math.round(centre.x - width / 2)));
  const top = Math.max(0, Math.min(picture.height - height, Math.round(centre.y - height / 2)));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.set(picture.data.subarray((top + y) * picture.width + left, (top + y) * picture.width + left + width), y * width);
  return { width, height, data };
}

/** The picture as a grey PNG file. */
export function writePng(picture: Grey, path: string): void {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(picture.width, 0);
  header.writeUInt32BE(picture.height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((picture.width + 1) * picture.height);
  for (let y = 0; y < picture.height; y++) rows.set(picture.data.subarray(y * picture.width, (y + 1) * picture.width), y * (picture.width + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  writeFileSync(path, Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]));
}

/**
 * The pictures (all of one size) as a YUV4MPEG2 video (grey: the colour planes neutral) at `fps` frames a second,
 * which Chromium's fake camera loops: one picture is a still camera; several, sheets held up one after another.
 */
export function writeY4m(pictures: readonly Grey[], path: string, fps = 10): void {
  const { width, height } = pictures[0]!;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frames = pictures.flatMap(({ data }) => [Buffer.from('FRAME\n', 'latin1'), Buffer.from(data), chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'latin1'), ...frames]));
}
