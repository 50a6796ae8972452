import type { Category, Footprint, Side, table } from '../../engine';
import { zoneLabel } from './areaWords';
import { drawY, fontSizes, footprintTransform, textWidth, viewBox, type Frame } from './frame';
import type { DrawnItem, StripBand } from './model';
import { TABLE_DIAGRAM_WORDS } from './words';
import { pieceLabel, stripLabelAt } from './labels';

interface Props {
  uid: string;
  frame: Frame;
  geometry: table.TableGeometry;
  items: readonly DrawnItem[];
  strips: readonly StripBand[];
  /** The words of the side-edge strips, for the drawing (the key and the list say them in full). */
  stripShort: string;
  /** The piece being moved, drawn where it is being moved to. */
  draft: { key: string; footprint: Footprint; broken: boolean } | null;
}

/** Pattern ids of one drawing. */
export const patternIds = (uid: string) => ({
  zone: (side: Side) => `${uid}-zone-${side}`,
  strip: `${uid}-strip`,
  category: (c: Category | 'none') => `${uid}-cat-${c}`,
  water: `${uid}-water`,
  arrow: `${uid}-arrow`,
});

/** Hatching per category, so the going never rests on colour alone: dots for good, one hatch for rough, cross-hatch for difficult. */
function CategoryPattern({ id, category }: { id: string; category: Category | 'none' }) {
  const size = 1;
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={size} height={size} patternTransform={category === 'good' ? undefined : 'rotate(45)'}>
      <rect width={size} height={size} className={`td-cat-${category}`} />
      {category === 'good' && <circle cx={0.5} cy={0.5} r={0.09} className="td-mark-dot" />}
      {(category === 'rough' || category === 'difficult') && <line x1={0.5} y1={0} x2={0.5} y2={size} className="td-mark" />}
      {category === 'difficult' && <line x1={0} y1={0.5} x2={size} y2={0.5} className="td-mark" />}
    </pattern>
  );
}

/** The patterns of one drawing: zone hatching (one way per side), strip dots, categories, waves and the arrowhead. */
export function TablePatterns({ uid }: { uid: string }) {
  const ids = patternIds(uid);
  return (
    <defs>
      {(['defender', 'invader'] as const).map((side) => (
        <pattern key={side} id={ids.zone(side)} patternUnits="userSpaceOnUse" width={0.8} height={0.8} patternTransform={side === 'defender' ? 'rotate(45)' : 'rotate(-45)'}>
          <line x1={0.4} y1={0} x2={0.4} y2={0.8} className="td-hatch" />
        </pattern>
      ))}
      <pattern id={ids.strip} patternUnits="userSpaceOnUse" width={1.2} height={1.2}>
        <circle cx={0.6} cy={0.6} r={0.12} className="td-dot" />
      </pattern>
      {(['good', 'rough', 'difficult', 'none'] as const).map((c) => (
        <CategoryPattern key={c} id={ids.category(c)} category={c} />
      ))}
      <pattern id={ids.water} patternUnits="userSpaceOnUse" width={2} height={1}>
        <rect width={2} height={1} className="td-water" stroke="none" />
        <path d="M0 0.5 q0.5 -0.35 1 0 t1 0" className="td-wave" />
      </pattern>
      <marker id={ids.arrow} viewBox="0 0 10 10" refX={8} refY={5} markerWidth={4} markerHeight={4} orient="auto">
        <path d="M0 0 L10 5 L0 10 Z" className="td-arrowhead" />
      </marker>
    </defs>
  );
}

/** The horizontal and vertical room through the centre of a turned rectangle (labels stay upright). */
function room(p: Footprint): { across: number; down: number } {
  const a = (p.angle * Math.PI) / 180;
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  const chord = (along: number, other: number, main: number, cross: number) => Math.min(main > 1e-6 ? along / main : Infinity, cross > 1e-6 ? other / cross : Infinity);
  return { across: chord(p.width, p.depth, c, s), down: chord(p.depth, p.width, c, s) };
}

/** The longest run of candidate lines that fits the piece: the first line is tried long, then short. */
export function fitLabel(p: Footprint, font: number, first: readonly string[], rest: readonly string[]): string[] {
  const { across, down } = room(p);
  const width = across * 0.9;
  const line = font * 1.15;
  const head = first.find((t) => textWidth(t, font) <= width);
  if (!head || line > down * 0.9) return [];
  const lines = [head];
  for (const t of rest) {
    if ((lines.length + 1) * line > down * 0.9 || textWidth(t, font) > width) break;
    lines.push(t);
  }
  return lines;
}

function Lines({ x, y, lines, font, className, rotate }: { x: number; y: number; lines: readonly string[]; font: number; className?: string; rotate?: number }) {
  if (lines.length === 0) return null;
  const line = font * 1.15;
  const top = y - ((lines.length - 1) * line) / 2;
  return (
    <text
      x={x}
      y={top}
      fontSize={font}
      textAnchor="middle"
      dominantBaseline="central"
      className={`td-label ${className ?? ''}`}
      strokeWidth={font * 0.22}
      transform={rotate ? `rotate(${rotate} ${x} ${y})` : undefined}
    >
      {lines.map((t, i) => (
        <tspan key={i} x={x} y={top + i * line}>
          {t}
        </tspan>
      ))}
    </text>
  );
}

function PieceShape({ uid, frame, d, footprint, className }: { uid: string; frame: Frame; d: DrawnItem; footprint: Footprint; className: string }) {
  const ids = patternIds(uid);
  const fill = d.item.kind === 'deepWater' ? `url(#${ids.water})` : `url(#${ids.category(d.category ?? 'none')})`;
  const w = footprint.width;
  const h = footprint.depth;
  return (
    <g className={className} transform={footprintTransform(frame, footprint)} data-key={d.item.key}>
      <rect x={-w / 2} y={-h / 2} width={w} height={h} fill={fill} />
      <rect x={-w / 2} y={-h / 2} width={w} height={h} className="td-piece-edge" />
      {d.gone && (
        <>
          <line x1={-w / 2} y1={-h / 2} x2={w / 2} y2={h / 2} className="td-strike" />
          <line x1={-w / 2} y1={h / 2} x2={w / 2} y2={-h / 2} className="td-strike" />
        </>
      )}
    </g>
  );
}

/** Where along a long strip (its y) its label meets the fewest pieces: the middle, or nearer either base edge. */
function clearSpot(strip: Footprint, length: number, items: readonly DrawnItem[], draft: Props['draft']): number {
  const half = length / 2;
  const top = strip.y + strip.depth / 2 - half;
  const bottom = strip.y - strip.depth / 2 + half;
  const spots = [strip.y, (strip.y + top) / 2, (strip.y + bottom) / 2, top, bottom];
  const left = strip.x - strip.width / 2;
  const right = strip.x + strip.width / 2;
  const hits = (y: number) =>
    items.filter((d) => {
      if (d.item.kind === 'deepWater') return false;
      const f = draft?.key === d.item.key ? draft.footprint : d.item.footprint;
      const a = (f.angle * Math.PI) / 180;
      const rx = (Math.abs(f.width * Math.cos(a)) + Math.abs(f.depth * Math.sin(a))) / 2;
      const ry = (Math.abs(f.width * Math.sin(a)) + Math.abs(f.depth * Math.cos(a))) / 2;
      return f.x + rx > left && f.x - rx < right && f.y + ry > y - half && f.y - ry < y + half;
    }).length;
  return spots.reduce((best, y) => (hits(y) < hits(best) ? y : best), spots[0]!);
}

/** Labels of every thing on the table for one layout (full words, or numbers and letters). */
function LabelLayer({ frame, geometry, items, strips, stripShort, draft, font, compact }: Omit<Props, 'uid'> & { font: number; compact: boolean }) {
  const centreX = (geometry.sectors.centre.from + geometry.sectors.centre.to) / 2;
  const zoneFrom = geometry.distances.find((d) => d.key === 'deploymentFromCentre');
  const pieceFootprints = items.filter((d) => d.item.kind !== 'deepWater').map((d) => (draft?.key === d.item.key ? draft.footprint : d.item.footprint));
  const zoneWords = (side: Side) => (compact || !zoneFrom ? [zoneLabel(side)] : [zoneLabel(side), TABLE_DIAGRAM_WORDS.zoneFrom({ value: zoneFrom.value, unit: geometry.unit })]);
  const zoneText = (side: Side) => {
    const band = geometry.deploymentZones[side];
    const lines = zoneWords(side);
    const inner = side === 'defender' ? band.to : band.from;
    const offset = (lines.length * font * 1.15) / 2 + font * 0.4;
    const y = side === 'defender' ? inner - offset : inner + offset;
    return <Lines key={side} x={centreX} y={drawY(frame, y)} lines={lines} font={font} className="td-label-strong" />;
  };
  return (
    <g className={compact ? 'td-compact' : 'td-full'}>
      {zoneText('defender')}
      {zoneText('invader')}
      {!compact && (
        <Lines
          x={geometry.sectors.centre.from + textWidth(TABLE_DIAGRAM_WORDS.centreLine, font) / 2 + font * 0.4}
        y={drawY(frame, geometry.centreLine) - font * 0.75}
          lines={[TABLE_DIAGRAM_WORDS.centreLine]}
          font={font}
        />
      )}
      {!compact &&
        strips.map((s) => {
          const lines = stripShort.split(', ');
          const fits = lines.every((t) => textWidth(t, font) <= (s.to - s.from) * 0.9);
          // Never under a piece's label: a place in the strip clear of pieces, else the key says it.
          const at = fits ? stripLabelAt(s, (lines.length + 0.5) * font * 1.15, pieceFootprints) : null;
          if (at === null) return null;
          return <Lines key={s.key} x={(s.from + s.to) / 2} y={drawY(frame, at)} lines={lines} font={font} />;
        })}
      {items.map((d) => {
        const footprint = draft?.key === d.item.key ? draft.footprint : d.item.footprint;
        const cx = footprint.x;
        const cy = drawY(frame, footprint.y);
        if (d.item.kind === 'deepWater') {
          const turned = footprint.depth > footprint.width;
          const along = turned ? footprint.depth : footprint.width;
          const length = textWidth(d.name, font);
          const lines = length <= along * 0.9 ? [d.name] : [];
          const at = turned ? clearSpot(footprint, length + font, items, draft) : footprint.y;
          return <Lines key={d.item.key} x={cx} y={drawY(frame, at)} lines={lines} font={font} rotate={turned ? -90 : undefined} className="td-label-strong" />;
        }
        const status = d.statusWords;
        const rest = compact ? [d.letter, ...(status ? [status] : [])].filter(Boolean) : [[d.letter, d.ownerName].filter(Boolean).join(' · '), ...(status ? [status] : [])];
        const lines = pieceLabel(d, rest, (first, more) => fitLabel(footprint, font, first, more));
        return <Lines key={d.item.key} x={cx} y={cy} lines={lines} font={font} className="td-label-strong" />;
      })}
    </g>
  );
}

/** The table drawn to scale in table units (invader's edge at the top): sectors, zones, strips, centre line, water and pieces; words in two layouts. */
export function TableSvg(props: Props) {
  const { uid, frame, geometry, items, strips, draft } = props;
  const ids = patternIds(uid);
  const fonts = fontSizes(frame);
  const sectorEntries = (['left', 'centre', 'right'] as const).map((s) => [s, geometry.sectors[s]] as const);
  return (
    <svg className="td-svg" viewBox={viewBox(frame)} aria-hidden="true" focusable="false">
      <TablePatterns uid={uid} />
      {sectorEntries.map(([s, band]) => (
        <rect key={s} className={s === 'centre' ? 'td-sector-centre' : 'td-sector-flank'} data-sector={s} x={band.from} y={0} width={band.to - band.from} height={geometry.depth} />
      ))}
      {(['defender', 'invader'] as const).map((side) => {
        const band = geometry.deploymentZones[side];
        const inner = side === 'defender' ? band.to : band.from;
        return (
          <g key={side} data-zone={side}>
            <rect x={0} y={drawY(frame, band.to)} width={geometry.width} height={band.to - band.from} fill={`url(#${ids.zone(side)})`} />
            <line x1={0} x2={geometry.width} y1={drawY(frame, inner)} y2={drawY(frame, inner)} className="td-zone-edge" />
          </g>
        );
      })}
      {strips.map((s) => (
        <rect key={s.key} data-strip={s.edge} x={s.from} y={drawY(frame, s.zone.to)} width={s.to - s.from} height={s.zone.to - s.zone.from} fill={`url(#${ids.strip})`} />
      ))}
      {sectorEntries.slice(1).map(([s, band]) => (
        <line key={s} className="td-sector-edge" x1={band.from} x2={band.from} y1={0} y2={geometry.depth} />
      ))}
      <line className="td-centre-line" x1={0} x2={geometry.width} y1={drawY(frame, geometry.centreLine)} y2={drawY(frame, geometry.centreLine)} />
      {items.map((d) => {
        const ghost = d.ghost;
        return ghost ? (
          <g key={`ghost-${d.item.key}`} data-ghost={d.item.key}>
            <g transform={footprintTransform(frame, ghost)}>
              <rect x={-ghost.width / 2} y={-ghost.depth / 2} width={ghost.width} height={ghost.depth} className="td-ghost" />
            </g>
            <line
              className="td-path"
              x1={ghost.x}
              y1={drawY(frame, ghost.y)}
              x2={d.item.footprint.x}
              y2={drawY(frame, d.item.footprint.y)}
              markerEnd={`url(#${ids.arrow})`}
            />
          </g>
        ) : null;
      })}
      {items.map((d) => {
        const moving = draft?.key === d.item.key;
        const classes = ['td-item', d.item.suggested && !moving ? 'td-suggested' : '', d.gone ? 'td-gone' : '', moving ? 'td-draft' : '', moving && draft.broken ? 'td-broken' : '']
          .filter(Boolean)
          .join(' ');
        return <PieceShape key={d.item.key} uid={uid} frame={frame} d={d} footprint={moving ? draft.footprint : d.item.footprint} className={classes} />;
      })}
      <rect className="td-frame" x={0} y={0} width={geometry.width} height={geometry.depth} />
      <LabelLayer {...props} font={fonts.full} compact={false} />
      <LabelLayer {...props} font={fonts.compact} compact />
    </svg>
  );
}
