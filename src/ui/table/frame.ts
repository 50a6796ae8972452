import type { Footprint, table } from '../../engine';

/** Margin around the table in the drawing, in table units: room for the frame's line. */
const MARGIN = 0.3;

/** Where the drawing sits: the viewBox in table units, with the invader's edge at the top. */
export interface Frame {
  minX: number;
  minY: number;
  width: number;
  height: number;
  /** The table's depth: a table y (from the defender's edge) is drawn at `depth - y`. */
  depth: number;
}

/** The drawing's frame for a table. */
export function frameOf(geometry: Pick<table.TableGeometry, 'width' | 'depth'>): Frame {
  return { minX: -MARGIN, minY: -MARGIN, width: geometry.width + 2 * MARGIN, height: geometry.depth + 2 * MARGIN, depth: geometry.depth };
}

/** The drawing's width over its height, for a stage to draw the table as large as the screen's height allows. */
export function tableAspect(geometry: Pick<table.TableGeometry, 'width' | 'depth'>): number {
  const frame = frameOf(geometry);
  return frame.width / frame.height;
}

export const viewBox = (f: Frame): string => `${f.minX} ${f.minY} ${f.width} ${f.height}`;

/** A table y (from the defender's edge) as a drawing y (from the top). */
export const drawY = (f: Frame, y: number): number => f.depth - y;

/** A share of the drawing's width or height, as a CSS percentage, for things laid over it. */
export const pctX = (f: Frame, x: number): string => `${((x - f.minX) / f.width) * 100}%`;
export const pctY = (f: Frame, drawnY: number): string => `${((drawnY - f.minY) / f.height) * 100}%`;
export const pctW = (f: Frame, w: number): string => `${(w / f.width) * 100}%`;
export const pctH = (f: Frame, h: number): string => `${(h / f.height) * 100}%`;

/** The SVG transform that puts a footprint's own frame (centred, unturned) on the table. */
export const footprintTransform = (f: Frame, p: Footprint): string => `translate(${p.x} ${drawY(f, p.y)}) rotate(${p.angle})`;

/** A point of the screen as table units, given the drawing's box on the screen. */
export function tablePoint(f: Frame, box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): { x: number; y: number } {
  const x = f.minX + ((clientX - box.left) / box.width) * f.width;
  const drawn = f.minY + ((clientY - box.top) / box.height) * f.height;
  return { x, y: f.depth - drawn };
}

/**
 * Text sizes in table units for the two layouts of the drawing: full words from 560 px wide, short
 * forms below (down to a 328 px column on a 360 px phone), each at least 12 px on screen.
 */
export function fontSizes(f: Frame): { full: number; compact: number } {
  return { full: (12.5 * f.width) / 560, compact: (12.5 * f.width) / 328 };
}

/** Rough text width in units: system-ui averages about 0.6 em per character. */
export const textWidth = (text: string, font: number): number => text.length * font * 0.6;

/** A number of table units to one decimal, without a trailing ".0". */
export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** An angle in whole degrees from 0 up to 360. */
export const normalAngle = (a: number): number => {
  const whole = Math.round(a) % 360;
  return whole < 0 ? whole + 360 : whole;
};
