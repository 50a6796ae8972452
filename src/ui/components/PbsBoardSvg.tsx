import { useId } from 'react';
import type { Density, MapSquare } from '../../engine';
import { densityName } from '../words/vocab';
import { DENSITIES, DENSITY_SHORT, dayBadges, wrapWords, type Board, type BoardSquare, type BoardMove } from './PbsBoard';
import { MAP_WORDS } from './words';
import { dataName } from '../words/vocab';

/** One square in board units; the board is 5 x 5 of them. */
export const SQUARE = 200;
const BOARD = 5 * SQUARE;

/** Where the board sits in the SVG: a margin for the row and column labels, none on a thumbnail. */
export function boardGeometry(thumbnail: boolean): { origin: number; extent: number } {
  return thumbnail ? { origin: 6, extent: BOARD + 12 } : { origin: 60, extent: BOARD + 68 };
}

/** The drawing's viewBox: the board with its margin for the row and column labels. */
export function boardViewBox(thumbnail: boolean): string {
  const { origin, extent } = boardGeometry(thumbnail);
  return `${-origin} ${-origin} ${extent} ${extent}`;
}

/** Hatching that gets denser with the density, so it never rests on colour alone: spacing and crossing per density. */
const HATCH: Record<Density, { spacing: number; cross: boolean } | null> = {
  featureless: null,
  open: { spacing: 56, cross: false },
  normal: { spacing: 26, cross: false },
  dense: { spacing: 26, cross: true },
  veryDense: { spacing: 14, cross: true },
};

/** The id of a density's pattern in one map's SVG. */
export const patternId = (uid: string, density: Density): string => `${uid}-density-${density}`;

/** Rough text width for wrapping: system-ui averages about 0.6 em per character. */
const EM = 0.6;

function DensityPattern({ uid, density }: { uid: string; density: Density }) {
  const hatch = HATCH[density];
  const size = hatch?.spacing ?? 20;
  return (
    <pattern id={patternId(uid, density)} patternUnits="userSpaceOnUse" width={size} height={size} patternTransform={hatch ? 'rotate(45)' : undefined}>
      <rect width={size} height={size} className={`pbs-fill-${density}`} />
      {hatch && <line x1={size / 2} y1={0} x2={size / 2} y2={size} className="pbs-hatch" />}
      {hatch?.cross && <line x1={0} y1={size / 2} x2={size} y2={size / 2} className="pbs-hatch" />}
    </pattern>
  );
}

/** A density's hatching as one square of a map shows it, for a key outside any map (issue 38: the thumbnails' hatching named). */
export function DensitySwatch({ density }: { density: Density }) {
  const uid = `dsw${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className="pbs-swatch" viewBox={`0 0 ${SQUARE} ${SQUARE}`} aria-hidden="true" focusable="false">
      <defs>
        <DensityPattern uid={uid} density={density} />
      </defs>
      <rect width={SQUARE} height={SQUARE} fill={`url(#${patternId(uid, density)})`} className="pbs-swatch-edge" />
    </svg>
  );
}

/** The secure-flank option as an icon: waves for deep water, a hill for terrain pieces, a barred circle for none. */
export function FlankIcon({ kind, x, y, size }: { kind: MapSquare['flank']['kind']; x: number; y: number; size: number }) {
  if (kind === 'deepWater') {
    return (
      <g className="pbs-icon-water" strokeWidth={size / 9}>
        {[0.25, 0.55, 0.85].map((f) => (
          <path key={f} d={`M${x} ${y + f * size} q${size / 8} ${-size / 7} ${size / 4} 0 t${size / 4} 0 t${size / 4} 0 t${size / 4} 0`} />
        ))}
      </g>
    );
  }
  if (kind === 'pieces') {
    const p = (fx: number, fy: number) => `${x + fx * size} ${y + fy * size}`;
    return <path className="pbs-icon-piece" d={`M${p(0, 0.95)} L${p(0.35, 0.15)} L${p(0.58, 0.55)} L${p(0.72, 0.35)} L${p(1, 0.95)} Z`} />;
  }
  const r = size * 0.4;
  const c = { x: x + size / 2, y: y + size / 2 };
  return (
    <g className="pbs-icon-none" strokeWidth={size / 9}>
      <circle cx={c.x} cy={c.y} r={r} />
      <line x1={c.x - r * 0.7} y1={c.y + r * 0.7} x2={c.x + r * 0.7} y2={c.y - r * 0.7} />
    </g>
  );
}

/** The army counter: a round token with a star, drawn above everything on its square. */
export function CounterToken({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const star = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r * 0.62 : r * 0.26;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return (
    <g className="pbs-counter">
      <circle cx={cx} cy={cy} r={r} strokeWidth={r / 6} />
      <polygon points={star} />
    </g>
  );
}

/** A day badge: a circle with the day, or a pill for a run of days ("1–3"). */
export function DayBadge({ x, cy, label, r, font }: { x: number; cy: number; label: string; r: number; font: number }) {
  const width = label.length > 1 ? label.length * font * EM + r : 2 * r;
  return (
    <g className="pbs-day">
      <rect x={x} y={cy - r} width={width} height={2 * r} rx={r} strokeWidth={r / 6} />
      <text x={x + width / 2} y={cy} fontSize={font} textAnchor="middle" dominantBaseline="central">
        {label}
      </text>
    </g>
  );
}

const badgeWidth = (label: string, r: number, font: number) => (label.length > 1 ? label.length * font * EM + r : 2 * r);

interface Layout {
  font: number;
  line: number;
  pad: number;
  icon: number;
  counterR: number;
  counterAt: [number, number];
  badgeR: number;
  badgeY: number;
  /** Characters per line of the flank words (after the icon) and of other words. */
  flankChars: number;
  chars: number;
  short: boolean;
}

/** Full words at 24 units (12 px once the map is 544 px wide); short forms at 40 units for phones (12 px at 330 px). */
const FULL: Layout = { font: 24, line: 28, pad: 12, icon: 22, counterR: 22, counterAt: [172, 172], badgeR: 16, badgeY: 174, flankChars: 10, chars: 13, short: false };
const COMPACT: Layout = { font: 40, line: 44, pad: 14, icon: 34, counterR: 30, counterAt: [150, 88], badgeR: 22, badgeY: 160, flankChars: 6, chars: 6, short: true };

function SquareText({ board, s, layout }: { board: Board; s: BoardSquare; layout: Layout }) {
  const x = s.col * SQUARE;
  const y = s.row * SQUARE;
  const { font, line, pad, icon } = layout;
  const flankLines = layout.short ? [s.flankShort] : wrapWords(s.flankWords, layout.flankChars);
  const firstBaseline = y + pad + icon * 0.5 + font * 0.36;
  const densityBaseline = layout.short ? y + 100 : firstBaseline + flankLines.length * line + 4;
  const notLines = s.square.inTerritory || layout.short ? [] : wrapWords(MAP_WORDS.notIn({ territory: dataName('territory', board.territory.id, board.territory.name) }), layout.chars);
  const badges = dayBadges(s.days);
  const lefts = badges.reduce<number[]>((xs, _label, i) => [...xs, i === 0 ? x + pad : xs[i - 1]! + badgeWidth(badges[i - 1]!, layout.badgeR, font) + 2], []);
  const badgeNodes = badges.map((label, i) => <DayBadge key={label} x={lefts[i]!} cy={y + layout.badgeY} label={label} r={layout.badgeR} font={font} />);
  return (
    <g>
      <FlankIcon kind={s.square.flank.kind} x={x + pad} y={y + pad} size={icon} />
      <text className="pbs-label" x={x + pad + icon + 6} y={firstBaseline} fontSize={font}>
        {flankLines.map((text, i) => (
          <tspan key={i} x={x + pad + icon + 6} dy={i === 0 ? 0 : line}>
            {text}
          </tspan>
        ))}
      </text>
      <text className="pbs-label pbs-density" x={x + pad} y={densityBaseline} fontSize={font}>
        {layout.short ? DENSITY_SHORT[s.square.density] : densityName(s.square.density)}
      </text>
      {notLines.length > 0 && (
        <text className="pbs-label pbs-off" x={x + pad} y={densityBaseline + line + 4} fontSize={font}>
          {notLines.map((text, i) => (
            <tspan key={i} x={x + pad} dy={i === 0 ? 0 : line}>
              {text}
            </tspan>
          ))}
        </text>
      )}
      {layout.short && !s.square.inTerritory && <OffMark cx={x + 150} cy={y + 150} size={44} />}
      {badgeNodes}
      {s.here && <CounterToken cx={x + layout.counterAt[0]} cy={y + layout.counterAt[1]} r={layout.counterR} />}
    </g>
  );
}

/**
 * A thumbnail's square: its flank option in the map key's letters ("DW", "Mo/Ma", "RG/Wo"), large and on a
 * plate so the hatching does not hide them, since one icon for every kind of terrain piece told Mountains or
 * Marsh from Rocky Ground or Woods apart by nothing (issue 29). A square with no flank is left plain.
 */
function ThumbSquare({ s }: { s: BoardSquare }) {
  const cx = s.col * SQUARE + SQUARE / 2;
  const cy = s.row * SQUARE + SQUARE / 2;
  const label = s.square.flank.kind === 'none' ? null : s.flankShort;
  const font = label ? Math.min(60, (SQUARE - 56) / (label.length * EM)) : 0;
  const plate = label ? label.length * font * EM + 20 : 0;
  return (
    <g>
      {label && (
        <>
          <rect className="pbs-thumb-plate" x={cx - plate / 2} y={cy - font * 0.7} width={plate} height={font * 1.4} rx={font * 0.3} />
          <text className="pbs-label pbs-thumb-label" x={cx} y={cy} fontSize={font} textAnchor="middle" dominantBaseline="central">
            {label}
          </text>
        </>
      )}
      {s.here && <CounterToken cx={s.col * SQUARE + 160} cy={s.row * SQUARE + 160} r={36} />}
    </g>
  );
}

/** A cross for "not of this territory" where there is no room for the words. */
export function OffMark({ cx, cy, size }: { cx: number; cy: number; size: number }) {
  const h = size / 2;
  return (
    <g className="pbs-icon-none" strokeWidth={size / 8}>
      <line x1={cx - h} y1={cy - h} x2={cx + h} y2={cy + h} />
      <line x1={cx - h} y1={cy + h} x2={cx + h} y2={cy - h} />
    </g>
  );
}

const centre = (row: number, col: number) => ({ x: col * SQUARE + SQUARE / 2, y: row * SQUARE + SQUARE / 2 });

/**
 * A day's move as segments: straight between centres, or (2020 generic map, "top and bottom rows
 * connect") out through one edge and back in through the other.
 */
function moveSegments(move: BoardMove): [{ x: number; y: number }, { x: number; y: number }][] {
  const dy = move.to.row - move.from.row;
  if (Math.abs(dy) <= 2) return [[centre(move.from.row, move.from.col), centre(move.to.row, move.to.col)]];
  const wrapped = dy > 0 ? dy - 5 : dy + 5;
  return [
    [centre(move.from.row, move.from.col), centre(move.from.row + wrapped, move.to.col)],
    [centre(move.to.row - wrapped, move.from.col), centre(move.to.row, move.to.col)],
  ];
}

function Labels({ layout }: { layout: Layout }) {
  const { origin } = boardGeometry(false);
  const size = layout.short ? 40 : 26;
  return (
    <g className="pbs-axis" fontSize={size}>
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <text x={i * SQUARE + SQUARE / 2} y={-origin / 2} textAnchor="middle" dominantBaseline="central">
            {layout.short ? i + 1 : MAP_WORDS.column({ n: i + 1 })}
          </text>
          <text
            x={-origin / 2}
            y={i * SQUARE + SQUARE / 2}
            textAnchor="middle"
            dominantBaseline="central"
            transform={layout.short ? undefined : `rotate(-90 ${-origin / 2} ${i * SQUARE + SQUARE / 2})`}
          >
            {layout.short ? i + 1 : MAP_WORDS.row({ n: i + 1 })}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * The PBS map drawn as a board (decorative: the table over it carries the words): squares hatched
 * by density, the flank option as an icon, the counter's path with day badges, legal squares framed.
 */
export function PbsBoardSvg({ board, uid, thumbnail }: { board: Board; uid: string; thumbnail: boolean }) {
  const clip = `${uid}-clip`;
  const arrow = `${uid}-arrow`;
  return (
    <svg className="pbs-svg" viewBox={boardViewBox(thumbnail)} aria-hidden="true" focusable="false">
      <defs>
        {DENSITIES.map((d) => (
          <DensityPattern key={d} uid={uid} density={d} />
        ))}
        <clipPath id={clip}>
          <rect width={BOARD} height={BOARD} />
        </clipPath>
        <marker id={arrow} viewBox="0 0 10 10" refX={7} refY={5} markerWidth={3.5} markerHeight={3.5} orient="auto">
          <path d="M0 0 L10 5 L0 10 Z" className="pbs-arrowhead" />
        </marker>
      </defs>
      {board.squares.map((s) => (
        <rect
          key={`sq-${s.row}-${s.col}`}
          className="pbs-square"
          data-density={s.square.density}
          data-row={s.row + 1}
          data-col={s.col + 1}
          x={s.col * SQUARE}
          y={s.row * SQUARE}
          width={SQUARE}
          height={SQUARE}
          fill={`url(#${patternId(uid, s.square.density)})`}
        />
      ))}
      {board.squares
        .filter((s) => !s.square.inTerritory)
        .map((s) => (
          <rect key={`off-${s.row}-${s.col}`} className="pbs-out" data-out="true" x={s.col * SQUARE} y={s.row * SQUARE} width={SQUARE} height={SQUARE} />
        ))}
      <rect className="pbs-frame" width={BOARD} height={BOARD} />
      <g className="pbs-path" clipPath={`url(#${clip})`}>
        {board.moves.flatMap((move) =>
          moveSegments(move).map(([a, b], i, all) => (
            <line key={`${move.day}-${i}`} data-day={move.day} x1={a.x} y1={a.y} x2={b.x} y2={b.y} markerEnd={i === all.length - 1 ? `url(#${arrow})` : undefined} />
          )),
        )}
        {board.start && <circle className="pbs-start" cx={centre(board.start.row, board.start.col).x} cy={centre(board.start.row, board.start.col).y} r={14} />}
      </g>
      {board.squares
        .filter((s) => s.legal)
        .map((s) => (
          <rect key={`legal-${s.row}-${s.col}`} className="pbs-legal" data-legal="true" x={s.col * SQUARE + 5} y={s.row * SQUARE + 5} width={SQUARE - 10} height={SQUARE - 10} />
        ))}
      {thumbnail ? (
        board.squares.map((s) => <ThumbSquare key={`t-${s.row}-${s.col}`} s={s} />)
      ) : (
        <>
          {[FULL, COMPACT].map((layout) => (
            <g key={layout.font} className={layout.short ? 'pbs-compact' : 'pbs-full'}>
              <Labels layout={layout} />
              {board.squares.map((s) => (
                <SquareText key={`${s.row}-${s.col}`} board={board} s={s} layout={layout} />
              ))}
            </g>
          ))}
        </>
      )}
    </svg>
  );
}
