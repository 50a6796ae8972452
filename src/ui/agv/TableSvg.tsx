import { useId, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { AGV_TABLE_WORDS, tableSizeText } from './tableWords';
import { moveBy } from './layoutEdit';
import { spreadLabels } from './labelPlaces';
import { isLinear, type Layout, type LinearPlacement, type Placement } from './layoutEntry';

const w = AGV_TABLE_WORDS.svg;

/** A press moves less than this many cm before it counts as a drag rather than a tap. */
const TAP_SLOP_CM = 1;

type Point = readonly [number, number];

/** Where a line's label goes: the middle of its middle segment. */
function lineMiddle(points: readonly Point[]): Point {
  const i = Math.max(0, Math.floor((points.length - 1) / 2));
  const [a, b] = [points[i], points[i + 1] ?? points[i]];
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** The grid step of the ruler: every 10 cm, or 20 cm on a very large table, so the numbers never crowd. */
function rulerStep(table: Layout['table']): number {
  return Math.max(table.widthCm, table.depthCm) > 200 ? 20 : 10;
}

interface TableSvgProps {
  layout: Layout;
  labels: ReadonlyMap<string, string>;
  nameOf: (type: string) => string;
  broken: ReadonlySet<string>;
  selectedId: string | null;
  /** The feature type a tap places, or null when a tap selects. */
  tapType: string | null;
  zoom: number;
  onSelect: (id: string | null) => void;
  onPlace: (at: Point) => void;
  onDrop: (placement: Placement) => void;
  /** A line's width in cm, drawn as a band under it (issue 27); null when its kind has none. */
  lineWidthOf?: (f: LinearPlacement) => number | null;
}

/** The table drawn to scale in cm with a grid and ruler, every feature labelled; tap to place or select, drag to move. */
export function TableSvg({ layout, labels, nameOf, broken, selectedId, tapType, zoom, onSelect, onPlace, onDrop, lineWidthOf }: TableSvgProps) {
  const titleId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const [press, setPress] = useState<{ id: string | null; from: Point; by: Point; moved: boolean } | null>(null);
  const { widthCm: W, depthCm: D } = layout.table;
  const font = Math.max(W, D) / 36;
  const margin = font * 2.6;
  const step = rulerStep(layout.table);

  const toCm = (e: PointerEvent): Point | null => {
    const ctm = svg.current?.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return [p.x, p.y];
  };
  const start = (e: PointerEvent, id: string | null) => {
    const at = toCm(e);
    if (!at || e.button !== 0) return;
    e.stopPropagation();
    svg.current?.setPointerCapture?.(e.pointerId);
    setPress({ id, from: at, by: [0, 0], moved: false });
  };
  const move = (e: PointerEvent) => {
    const at = press && toCm(e);
    if (!press || !at || press.id === null) return;
    const by: Point = [at[0] - press.from[0], at[1] - press.from[1]];
    setPress({ ...press, by, moved: press.moved || Math.hypot(by[0], by[1]) >= TAP_SLOP_CM });
  };
  const end = (e: PointerEvent) => {
    if (!press) return;
    setPress(null);
    const dragged = press.id && press.moved ? layout.features.find((f) => f.id === press.id) : undefined;
    if (dragged) onDrop(moveBy(dragged, press.by[0], press.by[1], layout.table));
    else if (press.id) onSelect(press.id);
    else {
      const at = toCm(e) ?? press.from;
      const onTable = at[0] >= 0 && at[1] >= 0 && at[0] <= W && at[1] <= D;
      if (tapType && onTable) onPlace([Math.round(at[0]), Math.round(at[1])]);
      else onSelect(null);
    }
  };

  const shown = layout.features.map((f) => (press?.id === f.id && press.moved ? moveBy(f, press.by[0], press.by[1], layout.table) : f));
  const labelText = (f: (typeof shown)[number]) => (broken.has(f.id) ? `⚠ ${labels.get(f.id) ?? f.id}` : (labels.get(f.id) ?? f.id));
  // A small piece keeps its label above it, so the label never hides it; labels that would cover each other are spread.
  const labelAt = spreadLabels(
    shown.map((f) => {
      const [x, y] = isLinear(f) ? lineMiddle(f.points) : Math.max(f.width, f.depth) < font * 3 ? [f.x, f.y - Math.max(f.width, f.depth) / 2 - font * 0.9] : [f.x, f.y];
      return { x, y, width: labelText(f).length * font * 0.62, height: font * 1.3 };
    }),
  );
  const ticksX = Array.from({ length: Math.floor(W / step) + 1 }, (_, i) => i * step);
  const ticksY = Array.from({ length: Math.floor(D / step) + 1 }, (_, i) => i * step);

  return (
    <div className="agv-svg-scroll">
      <svg
        ref={svg}
        className={`agv-svg${tapType ? ' placing' : ''}`}
        style={{ width: `${zoom * 100}%`, '--agv-u': `${font}px` } as CSSProperties}
        viewBox={`${-margin} ${-margin} ${W + margin * 1.6} ${D + margin * 1.6}`}
        role="img"
        aria-labelledby={titleId}
        onPointerDown={(e) => start(e, null)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={() => setPress(null)}
      >
        <title id={titleId}>{w.label({ size: tableSizeText(layout.table) })}</title>
        <rect className="agv-cloth" x={0} y={0} width={W} height={D} />
        {ticksX.map((x) => (
          <g key={`x${x}`}>
            <line className={x % 50 === 0 ? 'agv-grid major' : 'agv-grid'} x1={x} y1={0} x2={x} y2={D} />
            <text className="agv-ruler" x={x} y={-font * 0.6} fontSize={font * 0.8} textAnchor="middle">
              {x}
            </text>
          </g>
        ))}
        {ticksY.map((y) => (
          <g key={`y${y}`}>
            <line className={y % 50 === 0 ? 'agv-grid major' : 'agv-grid'} x1={0} y1={y} x2={W} y2={y} />
            <text className="agv-ruler" x={-font * 0.5} y={y + font * 0.3} fontSize={font * 0.8} textAnchor="end">
              {y}
            </text>
          </g>
        ))}
        <text className="agv-ruler" x={-font * 0.5} y={-font * 1.6} fontSize={font * 0.8} textAnchor="end">
          {w.ruler}
        </text>
        {shown.map((f, index) => {
          const label = labels.get(f.id) ?? f.id;
          const isBroken = broken.has(f.id);
          const classes = `agv-feature agv-f-${f.type}${isBroken ? ' broken' : ''}${f.id === selectedId ? ' selected' : ''}${!isLinear(f) && f.impassable ? ' impassable' : ''}`;
          const { x: lx, y: ly } = labelAt[index]!;
          return (
            <g key={f.id} className={classes} onPointerDown={(e) => start(e, f.id)}>
              <title>{w.featureTitle({ label, feature: nameOf(f.type), broken: isBroken })}</title>
              {isLinear(f) ? (
                <>
                  <polyline className="agv-line-hit" points={f.points.join(' ')} />
                  {(() => {
                    const band = lineWidthOf?.(f);
                    return band ? <polyline className="agv-line-band" points={f.points.join(' ')} style={{ strokeWidth: band }} /> : null;
                  })()}
                  {f.id === selectedId && <polyline className="agv-line-selected" points={f.points.join(' ')} />}
                  <polyline className="agv-line" points={f.points.join(' ')} />
                  {isBroken && <polyline className="agv-line-broken" points={f.points.join(' ')} />}
                </>
              ) : (
                <g transform={`translate(${f.x} ${f.y}) rotate(${f.rotation})`}>
                  {(f.id === selectedId ? ['agv-area-selected', 'agv-area'] : ['agv-area']).map((c) =>
                    f.shape === 'oval' ? (
                      <ellipse key={c} className={c} rx={f.width / 2} ry={f.depth / 2} />
                    ) : (
                      <rect key={c} className={c} x={-f.width / 2} y={-f.depth / 2} width={f.width} height={f.depth} />
                    ),
                  )}
                </g>
              )}
              <text className="agv-label" x={lx} y={ly + font * 0.35} fontSize={font} textAnchor="middle">
                {labelText(f)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
