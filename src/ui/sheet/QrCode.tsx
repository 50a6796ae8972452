import { generate } from 'lean-qr/nano';
import { useMemo, type CSSProperties } from 'react';

/** The quiet zone around a QR code, in modules, that scanners need (ISO/IEC 18004). */
const QUIET = 4;

/**
 * The longest link the battle sheet prints as a QR code (issue 29): it fits QR version 13 at error
 * correction L (427 bytes), whose 69 modules and quiet zone print at `MODULE_MM` within about 33 mm.
 */
export const QR_MAX_CHARS = 400;

/** The printed size of one module, in mm: at least 0.4 mm, so a phone reads the code off a plain printout. */
export const MODULE_MM = 0.42;

/** The dark modules of a QR code as one SVG path: one rectangle per run of dark modules in a row. */
export function qrPath(code: { size: number; get: (x: number, y: number) => boolean }): string {
  const parts: string[] = [];
  for (let y = 0; y < code.size; y++) {
    let x = 0;
    while (x < code.size) {
      if (!code.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < code.size && code.get(x, y)) x += 1;
      parts.push(`M${start + QUIET} ${y + QUIET}h${x - start}v1h-${x - start}z`);
    }
  }
  return parts.join('');
}

/** The QR code of a text as path and size, or null when the text is too long for any QR code. */
export function qrModules(text: string): { path: string; size: number } | null {
  try {
    const code = generate(text);
    return { path: qrPath(code), size: code.size + 2 * QUIET };
  } catch {
    return null;
  }
}

/**
 * A QR code drawn in the page as inline SVG (no network, no image file), named for screen readers, its
 * modules `MODULE_MM` wide (never smaller than the box's CSS size); a text too long for a QR code gets
 * a sentence instead.
 */
export function QrCode({ text, name, tooLong, className }: { text: string; name: string; tooLong: string; className?: string }) {
  const qr = useMemo(() => qrModules(text), [text]);
  if (!qr) return <p className={className}>{tooLong}</p>;
  return (
    <svg
      className={className}
      role="img"
      aria-label={name}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      style={{ '--qr-mm': `${(qr.size * MODULE_MM).toFixed(2)}mm` } as CSSProperties}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
