import { memo } from 'react';
import { CCN_SIGHT_WORDS } from './sightWords';
import { boardSize, cellCentre, hexCentre, hexCorners, pointsAttr, sharedSide, type Axial, type Cell, type Point } from './hexLayout';
import { HexPatterns, patternUrl } from './HexPatterns';
import type { HexView } from './hexView';

const w = CCN_SIGHT_WORDS;

interface LayerProps {
  uid: string;
  views: readonly HexView[];
  /** The line from the firer's centre to the target's, once both are picked. */
  line: { from: Axial; to: Axial; blocked: boolean } | null;
  /** Pairs of hexes the line runs exactly between. */
  edges: readonly (readonly [Axial, Axial])[];
}

/** The label under a hex's unit: where the line starts or ends, or the hex's place on it (with ✕ when it blocks). */
function footLabel(v: HexView): string | null {
  if (v.firer) return w.marks.firer;
  if (v.target) return w.marks.target;
  if (v.step === undefined) return null;
  return v.blocks ? `${v.step} ${w.marks.blocks}` : String(v.step);
}

function UnitToken({ view, at }: { view: HexView; at: Point }) {
  if (!view.unit) return null;
  const type = view.unit.type ? w.unitMark[view.unit.type] : '';
  const width = type ? 36 : 18;
  return (
    <g className={`hex-unit hex-unit-${view.unit.side}`}>
      <rect x={at.x - width / 2} y={at.y - 6} width={width} height={17} rx={4} />
      <text x={at.x} y={at.y + 7} textAnchor="middle">
        <tspan className="hex-unit-side">{view.unit.side}</tspan>
        {type && <tspan className="hex-unit-type">{` ${type}`}</tspan>}
      </text>
    </g>
  );
}

/** Everything but the focus ring, drawn again only when the board or the answer changes. */
const HexLayers = memo(function HexLayers({ uid, views, line, edges }: LayerProps) {
  return (
    <>
      <HexPatterns uid={uid} />
      {views.map((v) => {
        const corners = pointsAttr(hexCorners(cellCentre(v.cell)));
        return (
          <g key={v.key}>
            <polygon points={corners} className={`hex-fill hex-t-${v.terrain[0] ?? 'clear'}`} />
            {v.terrain.map((id) => {
              const url = patternUrl(uid, id);
              return url && <polygon key={id} points={corners} fill={url} className="hex-texture" />;
            })}
          </g>
        );
      })}
      {views.map((v) => {
        const ring = v.firer || v.target ? 'hex-end' : v.blocks ? 'hex-blocks' : v.step !== undefined ? 'hex-crossed' : null;
        return ring && <polygon key={v.key} points={pointsAttr(hexCorners(cellCentre(v.cell), 2.5))} className={ring} />;
      })}
      {edges.map(([a, b]) => {
        const side = sharedSide(a, b);
        return side && <line key={`${a.q},${a.r}|${b.q},${b.r}`} className="hex-side" x1={side[0].x} y1={side[0].y} x2={side[1].x} y2={side[1].y} />;
      })}
      {line && (
        <g className={line.blocked ? 'sight-line sight-line-blocked' : 'sight-line'}>
          <line className="sight-line-halo" {...ends(line)} />
          <line className="sight-line-stroke" {...ends(line)} />
        </g>
      )}
      {views.map((v) => {
        const c = cellCentre(v.cell);
        const foot = footLabel(v);
        return (
          <g key={v.key} className="hex-words">
            {v.mark && (
              <text x={c.x} y={c.y - 11} textAnchor="middle" className={v.mark.length > 3 ? 'hex-mark hex-mark-long' : 'hex-mark'}>
                {v.mark}
              </text>
            )}
            <UnitToken view={v} at={c} />
            {foot && (
              <text x={c.x} y={c.y + 22} textAnchor="middle" className={v.blocks ? 'hex-foot hex-foot-blocks' : 'hex-foot'}>
                {foot}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
});

/**
 * The board as a picture (hidden from screen readers: the grid of buttons laid over it says the same in
 * words): terrain fills with textures and letters, unit tokens, the line from centre to centre, the hexes
 * it crosses numbered in order, blocking hexes marked ✕, sides the line runs along dashed, and a ring
 * round the hex with keyboard focus.
 */
export function HexPicture({ focused, ...layers }: LayerProps & { focused: Cell | null }) {
  const { width, height } = boardSize();
  return (
    <svg className="hex-picture" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <HexLayers {...layers} />
      {focused && <polygon className="hex-focus" points={pointsAttr(hexCorners(cellCentre(focused), 2))} />}
    </svg>
  );
}

/** The end points of the line, as `<line>` attributes. */
function ends(line: { from: Axial; to: Axial }) {
  const a = hexCentre(line.from);
  const b = hexCentre(line.to);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}
