import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { table, type Action, type Footprint, type Rules } from '../../engine';
import { nameOf, type WordContext } from '../words';
import { CATEGORY_WORDS } from '../words/vocab';
import { footprintText, unitText, violationText } from '../words/table';
import { SECTOR_LABELS, sideStripWords } from './areaWords';
import { realText } from './measureWords';
import { CATEGORY_LETTER, DONE_WORDS, recordedText } from './pieceWords';
import { tableCmText } from '../words/tableSize';
import { frameOf, normalAngle, pctH, pctW, pctX, pctY, drawY, round1, tablePoint, type Frame } from './frame';
import { drawnItems, tableContext, itemDetail, itemText, pointDetail, stripBands, type DrawnItem, type StripBand } from './model';
import { TableSvg, patternIds } from './TableSvg';
import { TableWords } from './TableWords';
import { CategoryKey } from './CategoryKey';
import './TableDiagram.css';
import { Quoted } from '../components/Quoted';
import { TABLE_DIAGRAM_WORDS } from './words';

export interface TableDiagramProps {
  rules: Rules;
  /** The public fields are enough: the game screen, the projector, a share link and the battle sheet draw the same table from a view. */
  view: table.TableView;
  /** Given only in the live game: the players may then drag, turn and key pieces to record where they really went (a `recordPosition` action). */
  onRecord?: (action: Action) => unknown;
  /** For paper and the battle sheet: no words on pointing, nothing to press. */
  printable?: boolean;
  /** The list of pieces under the drawing: shown, or kept for screen readers only (the default when printable, where the sheet lists the terrain itself). */
  list?: 'visible' | 'hidden';
}

/** The piece being moved and where to. */
interface Draft {
  key: string;
  footprint: Footprint;
}

/** A pointer dragging a piece or its turning handle. */
interface Drag {
  key: string;
  pointerId: number;
  mode: 'move' | 'turn';
  startX: number;
  startY: number;
  origin: Footprint;
  moved: boolean;
  latest: Footprint;
}

const STEP = 0.5;
const FINE = 0.1;
const TURN = 15;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** A round length for the scale bar: about a quarter of the table's width. */
function scaleLength(width: number): number {
  const target = width / 4;
  return [1, 2, 5, 10, 20, 50].reduce((best, n) => (Math.abs(n - target) < Math.abs(best - target) ? n : best), 1);
}

const sameFootprint = (a: Footprint | undefined, b: Footprint) => a !== undefined && a.x === b.x && a.y === b.y && a.width === b.width && a.depth === b.depth && a.angle === b.angle;

/**
 * The table to scale (issue 10; PBS 9.A-10.C, seed 002): sectors, centre line, deployment zones,
 * side-edge strips, the secure flank and every terrain piece in the sector its die demanded, with its
 * size bounds, category and outcome; real units on pointing or focus; a list of the pieces in words.
 * With `onRecord`, a piece can be dragged, turned or keyed to record where it really went, checked
 * against the rules the engine knows (recording is never required).
 */
export function TableDiagram({ rules, view, onRecord, printable = false, list = printable ? 'hidden' : 'visible' }: TableDiagramProps) {
  const uid = `td${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const geometry = useMemo(() => table.tableGeometry(rules, view.setup), [rules, view.setup]);
  const items = useMemo(() => table.tableLayout(rules, view), [rules, view]);
  const ctx = tableContext(rules, view);
  const drawn = drawnItems(ctx, view, items);
  const frame = frameOf(geometry);
  const strips = stripBands(geometry, view);
  const stripWords = sideStripWords(view.setup.edition);
  const interactive = onRecord !== undefined && !printable;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [inspected, setInspected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const drag = useRef<Drag | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const byKey = (key: string | null) => (key === null ? undefined : drawn.find((d) => d.item.key === key));
  const active = byKey(draft?.key ?? selected ?? null);
  const violationsOf = (d: DrawnItem, footprint: Footprint): table.TableViolation[] =>
    d.item.pieceId !== null && d.stage ? table.checkFootprint(rules, view, d.item.pieceId, d.stage, footprint) : [];
  const draftItem = byKey(draft?.key ?? null);
  const broken = draft && draftItem ? violationsOf(draftItem, draft.footprint) : [];

  /** Records a footprint when it breaks no rule the engine checks; otherwise it stays a draft with its message. */
  const record = (d: DrawnItem, footprint: Footprint): boolean => {
    if (!onRecord || d.item.pieceId === null || !d.stage) return false;
    if (violationsOf(d, footprint).length > 0) {
      setDraft({ key: d.item.key, footprint });
      return false;
    }
    setDraft(null);
    if (sameFootprint(d.item.recorded[d.stage], footprint)) return true;
    onRecord({ type: 'recordPosition', piece: d.item.pieceId, stage: d.stage, ...footprint });
    setAnnouncement(recordedText(geometry, `${d.number}. ${d.name}`, d.stage, footprint));
    return true;
  };

  const current = (d: DrawnItem): Footprint => (draft?.key === d.item.key ? draft.footprint : d.item.footprint);
  const change = (d: DrawnItem, next: Partial<Footprint>) => {
    const base = current(d);
    const footprint = { ...base, ...next };
    setDraft({ key: d.item.key, footprint });
    setSelected(d.item.key);
    setInspected(d.item.key);
  };

  const onKey = (event: KeyboardEvent, d: DrawnItem) => {
    const f = current(d);
    const arrow = ARROWS[event.key];
    const step = event.shiftKey ? FINE : STEP;
    let next: Partial<Footprint> | null = null;
    if (arrow) next = { x: round1(f.x + arrow[0] * step), y: round1(f.y + arrow[1] * step) };
    else if (event.key === '[') next = { angle: normalAngle(f.angle - TURN) };
    else if (event.key === ']') next = { angle: normalAngle(f.angle + TURN) };
    else if (event.key === '+' || event.key === '=') next = { width: round1(f.width + STEP) };
    else if (event.key === '-' || event.key === '_') next = { width: round1(Math.max(STEP, f.width - STEP)) };
    else if (event.key === '*') next = { depth: round1(f.depth + STEP) };
    else if (event.key === '/') next = { depth: round1(Math.max(STEP, f.depth - STEP)) };
    else if (event.key === 'Enter') {
      event.preventDefault();
      record(d, f);
      return;
    } else if (event.key === 'Escape') {
      if (draft) {
        event.preventDefault();
        setDraft(null);
      }
      return;
    }
    if (!next) return;
    event.preventDefault();
    change(d, next);
  };

  const boardBox = () => board.current?.getBoundingClientRect() ?? null;

  const startDrag = (event: PointerEvent<HTMLElement>, d: DrawnItem, mode: Drag['mode']) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const origin = current(d);
    drag.current = { key: d.item.key, pointerId: event.pointerId, mode, startX: event.clientX, startY: event.clientY, origin, moved: false, latest: origin };
    setSelected(d.item.key);
    setInspected(d.item.key);
    if (mode === 'move') (event.currentTarget as HTMLElement).focus();
  };

  const moveDrag = (event: PointerEvent<HTMLElement>, d: DrawnItem) => {
    const g = drag.current;
    const box = boardBox();
    if (!g || g.pointerId !== event.pointerId || g.key !== d.item.key || !box || box.width === 0) return;
    if (!g.moved && Math.hypot(event.clientX - g.startX, event.clientY - g.startY) < 4) return;
    g.moved = true;
    let footprint: Footprint;
    if (g.mode === 'move') {
      const unitsPerPx = frame.width / box.width;
      const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
      footprint = {
        ...g.origin,
        x: round1(clamp(g.origin.x + (event.clientX - g.startX) * unitsPerPx, geometry.width)),
        y: round1(clamp(g.origin.y - (event.clientY - g.startY) * unitsPerPx, geometry.depth)),
      };
    } else {
      const centreX = box.left + ((g.origin.x - frame.minX) / frame.width) * box.width;
      const centreY = box.top + ((drawY(frame, g.origin.y) - frame.minY) / frame.height) * box.height;
      const degrees = (Math.atan2(event.clientX - centreX, centreY - event.clientY) * 180) / Math.PI;
      footprint = { ...g.origin, angle: normalAngle(Math.round(degrees / 5) * 5) };
    }
    g.latest = footprint;
    setDraft({ key: d.item.key, footprint });
  };

  const endDrag = (event: PointerEvent<HTMLElement>, d: DrawnItem) => {
    const g = drag.current;
    if (!g || g.pointerId !== event.pointerId) return;
    drag.current = null;
    if (g.moved) record(d, g.latest);
  };

  /** A mouse over the drawing, or a tap on it, shows what is there in real units (the list already says it to screen readers). */
  const inspectAt = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) return;
    const target = (event.target as Element).closest?.('[data-key]');
    const key = target?.getAttribute('data-key');
    if (key) {
      setInspected(key);
      return;
    }
    const box = boardBox();
    if (!box || box.width === 0) return;
    const p = tablePoint(frame, box, event.clientX, event.clientY);
    setInspected(`@${p.x},${p.y}`);
  };

  const detailText = (): string => {
    if (inspected?.startsWith('@')) {
      const [x, y] = inspected.slice(1).split(',').map(Number) as [number, number];
      return pointDetail(geometry, strips, x, y, stripWords.short) ?? '';
    }
    const d = byKey(inspected);
    if (d) return itemDetail(geometry, d, current(d));
    return interactive
      ? TABLE_DIAGRAM_WORDS.pointInteractive
      : TABLE_DIAGRAM_WORDS.point;
  };

  const players = (side: 'invader' | 'defender') => (view.roles ? nameOf(ctx, side) : null);
  const scaleName = rules.scales.scales.find((s) => s.id === view.setup.scale)?.name ?? view.setup.scale;
  const bar = scaleLength(geometry.width);
  const ids = patternIds(uid);
  const instructionsId = `${uid}-keys`;
  const titleId = `${uid}-title`;
  const listTitleId = `${uid}-list`;

  return (
    <figure className={`td${printable ? ' td-printable' : ''}`} aria-labelledby={titleId}>
      <figcaption className="td-title">
        <span id={titleId}>{TABLE_DIAGRAM_WORDS.title}</span>
        <span className="td-subtitle">
          {TABLE_DIAGRAM_WORDS.size({ scale: scaleName, width: unitText(geometry, round1(geometry.width)), depth: unitText(geometry, round1(geometry.depth)), cm: tableCmText(rules, view.setup), unit: geometry.unit, mm: geometry.mmPerUnit })}
        </span>
      </figcaption>
      <p className="td-edge">
        <span>{TABLE_DIAGRAM_WORDS.invaderEdge}</span>
        {players('invader') && (
          <span className="td-edge-name">
            <Quoted>{players('invader')}</Quoted>
          </span>
        )}
      </p>
      <div className="td-sectors" aria-hidden="true" style={{ gridTemplateColumns: (['left', 'centre', 'right'] as const).map((s) => `${geometry.sectors[s].to - geometry.sectors[s].from}fr`).join(' ') }}>
        {(['left', 'centre', 'right'] as const).map((s) => (
          <span key={s}>
            {TABLE_DIAGRAM_WORDS.sector({ label: SECTOR_LABELS[s], width: unitText(geometry, geometry.sectors[s].to - geometry.sectors[s].from) })}
          </span>
        ))}
      </div>
      <div
        className="td-board"
        ref={board}
        onPointerMove={printable ? undefined : (e) => e.pointerType === 'mouse' && inspectAt(e)}
        onPointerLeave={printable ? undefined : (e) => e.pointerType === 'mouse' && !drag.current && setInspected(selected)}
        onPointerDown={printable ? undefined : (e) => e.pointerType !== 'mouse' && inspectAt(e)}
      >
        <TableSvg
          uid={uid}
          frame={frame}
          geometry={geometry}
          items={drawn}
          strips={strips}
          stripShort={stripWords.short}
          draft={draft ? { ...draft, broken: broken.length > 0 } : null}
        />
        {interactive && (
          <div className="td-handles">
            {drawn
              .filter((d) => d.stage !== null)
              .map((d) => (
                <PieceHandle
                  key={d.item.key}
                  d={d}
                  frame={frame}
                  footprint={current(d)}
                  active={active?.item.key === d.item.key}
                  describedBy={instructionsId}
                  onKeyDown={(e) => onKey(e, d)}
                  onFocus={() => {
                    setSelected(d.item.key);
                    setInspected(d.item.key);
                  }}
                  onPointerDown={(e, mode) => startDrag(e, d, mode)}
                  onPointerMove={(e) => moveDrag(e, d)}
                  onPointerUp={(e) => endDrag(e, d)}
                  onPointerCancel={() => {
                    drag.current = null;
                  }}
                />
              ))}
          </div>
        )}
      </div>
      <p className="td-edge">
        <span>{TABLE_DIAGRAM_WORDS.defenderEdge}</span>
        {players('defender') && (
          <span className="td-edge-name">
            <Quoted>{players('defender')}</Quoted>
          </span>
        )}
      </p>
      <p className="td-scale">
        <span className="td-scale-bar" style={{ width: pctW(frame, bar) }} aria-hidden="true" />
        <span>{TABLE_DIAGRAM_WORDS.scale({ length: realText(geometry, bar) })}</span>
      </p>
      {printable && <CategoryKey drawn={drawn} />}
      {!printable && (
        <p className="td-detail" aria-hidden="true">
          {detailText()}
        </p>
      )}
      {interactive && (
        <>
          <p className={active ? 'td-note' : 'visually-hidden'} id={instructionsId}>
            {TABLE_DIAGRAM_WORDS.keys({ step: STEP, unit: geometry.unit, fine: FINE, turn: TURN })}
          </p>
          <div aria-live="polite" className="td-live">
            {draft && draftItem && (
              <DraftWords ctx={ctx} geometry={geometry} d={draftItem} footprint={draft.footprint} broken={broken} />
            )}
          </div>
          {active && active.stage && (
            <PositionFields
              d={active}
              geometry={geometry}
              footprint={current(active)}
              broken={draft?.key === active.item.key ? broken.length > 0 : false}
              onChange={(next) => change(active, next)}
              onRecord={() => record(active, current(active))}
              onReset={() => setDraft(null)}
              changed={draft?.key === active.item.key}
            />
          )}
          <p role="status" className="td-note">
            {announcement}
          </p>
        </>
      )}
      <TableKey uid={uid} ids={ids} drawn={drawn} strips={strips} stripShort={stripWords.short} />
      {geometry.baseWidthAssumed && (
        <p className="td-note assumption">
          {TABLE_DIAGRAM_WORDS.baseWidthAssumed({ mm: geometry.baseWidthMm, hbw: geometry.unit === 'HBW' ? geometry.mmPerUnit : 0 })}
        </p>
      )}
      <TableWords ctx={ctx} geometry={geometry} strips={strips} stripFull={stripWords.full} view={view} />
      <div className={list === 'hidden' ? 'visually-hidden' : undefined}>
        <p className="td-list-title" id={listTitleId}>
          {TABLE_DIAGRAM_WORDS.onTable}
        </p>
        {drawn.length === 0 ? (
          <p className="td-note">{TABLE_DIAGRAM_WORDS.noTerrain}</p>
        ) : (
          <ol className="td-list" aria-labelledby={listTitleId}>
            {drawn.map((d) => (
              <li key={d.item.key}>{itemText(ctx, geometry, d)}</li>
            ))}
          </ol>
        )}
      </div>
    </figure>
  );
}

interface HandleProps {
  d: DrawnItem;
  frame: Frame;
  footprint: Footprint;
  active: boolean;
  describedBy: string;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
  onPointerDown: (event: PointerEvent<HTMLElement>, mode: Drag['mode']) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/** A piece laid over the drawing as a button the size and angle of the piece, with a turning handle while it is chosen. */
function PieceHandle({ d, frame, footprint, active, describedBy, onKeyDown, onFocus, onPointerDown, onPointerMove, onPointerUp, onPointerCancel }: HandleProps) {
  const stage = TABLE_DIAGRAM_WORDS.stages[d.stage === 'final' ? 'final' : 'placed'];
  return (
    <div
      className={`td-piece${active ? ' td-active' : ''}`}
      style={{
        left: pctX(frame, footprint.x),
        top: pctY(frame, drawY(frame, footprint.y)),
        width: pctW(frame, footprint.width),
        height: pctH(frame, footprint.depth),
        transform: `translate(-50%, -50%) rotate(${footprint.angle}deg)`,
      }}
    >
      <button
        type="button"
        className="td-piece-button"
        data-key={d.item.key}
        aria-label={d.ownerName ? TABLE_DIAGRAM_WORDS.recordOwnedLabel({ number: d.number, name: d.name, owner: d.ownerName, stage }) : TABLE_DIAGRAM_WORDS.recordLabel({ number: d.number, name: d.name, stage })}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onPointerDown={(e) => onPointerDown(e, 'move')}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      />
      {active && (
        <span
          className="td-turn"
          aria-hidden="true"
          onPointerDown={(e) => onPointerDown(e, 'turn')}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        />
      )}
    </div>
  );
}

/** Where the piece being moved is, and every rule the position breaks, citing it (said politely as it changes). */
function DraftWords({ ctx, geometry, d, footprint, broken }: { ctx: WordContext; geometry: table.TableGeometry; d: DrawnItem; footprint: Footprint; broken: readonly table.TableViolation[] }) {
  const head = TABLE_DIAGRAM_WORDS.draftHead({ number: d.number, name: d.name, position: footprintText(geometry, footprint) });
  if (broken.length === 0) return <p className="td-note">{TABLE_DIAGRAM_WORDS.notRecordedYet({ head })}</p>;
  return (
    <div className="td-note">
      <p className="td-note">{TABLE_DIAGRAM_WORDS.breaks({ head, count: broken.length })}</p>
      <ul className="td-broken-list">
        {broken.map((v, i) => (
          <li key={i}>{violationText(geometry, v, ctx)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Number fields for the chosen piece: for touch screens and for a position measured on the table. */
function PositionFields({
  d,
  geometry,
  footprint,
  broken,
  changed,
  onChange,
  onRecord,
  onReset,
}: {
  d: DrawnItem;
  geometry: table.TableGeometry;
  footprint: Footprint;
  broken: boolean;
  changed: boolean;
  onChange: (next: Partial<Footprint>) => void;
  onRecord: () => void;
  onReset: () => void;
}) {
  const u = geometry.unit;
  const fields: { key: keyof Footprint; label: string; step: number; min?: number }[] = [
    { key: 'x', label: TABLE_DIAGRAM_WORDS.fields.x({ unit: u }), step: FINE },
    { key: 'y', label: TABLE_DIAGRAM_WORDS.fields.y({ unit: u }), step: FINE },
    { key: 'width', label: TABLE_DIAGRAM_WORDS.fields.width({ unit: u }), step: FINE, min: FINE },
    { key: 'depth', label: TABLE_DIAGRAM_WORDS.fields.depth({ unit: u }), step: FINE, min: FINE },
    { key: 'angle', label: TABLE_DIAGRAM_WORDS.fields.angle, step: 1 },
  ];
  return (
    <fieldset className="td-edit">
      <legend>{TABLE_DIAGRAM_WORDS.position({ number: d.number, name: d.name, stage: TABLE_DIAGRAM_WORDS.stages[d.stage === 'final' ? 'final' : 'placed'] })}</legend>
      <div className="td-edit-fields">
        {fields.map((f) => (
          <label key={f.key}>
            {f.label}
            <input
              type="number"
              step={f.step}
              min={f.min}
              value={footprint[f.key]}
              onChange={(e) => {
                const value = Number(e.target.value);
                if (e.target.value === '' || Number.isNaN(value)) return;
                onChange({ [f.key]: f.key === 'angle' ? normalAngle(value) : value });
              }}
            />
          </label>
        ))}
      </div>
      <div className="actions">
        <button type="button" aria-disabled={broken} onClick={() => !broken && onRecord()}>
          {TABLE_DIAGRAM_WORDS.record}
        </button>
        {changed && (
          <button type="button" className="ghost" onClick={onReset}>
            {TABLE_DIAGRAM_WORDS.putBack}
          </button>
        )}
      </div>
    </fieldset>
  );
}

/** The key: what each shading, hatching, line and mark means, in words. */
function TableKey({ ids, drawn, strips, stripShort }: { uid: string; ids: ReturnType<typeof patternIds>; drawn: readonly DrawnItem[]; strips: readonly StripBand[]; stripShort: string }) {
  const swatch = (children: ReactNode) => (
    <svg className="td-swatch" viewBox="0 0 4 2.8" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
  const has = (test: (d: DrawnItem) => boolean) => drawn.some(test);
  return (
    <ul className="td-key" aria-label={TABLE_DIAGRAM_WORDS.key}>
      <li>
        {swatch(<rect width={4} height={2.8} className="td-sector-flank" />)}
        {TABLE_DIAGRAM_WORDS.keyFlank}
      </li>
      <li>
        {swatch(<rect width={4} height={2.8} fill={`url(#${ids.zone('defender')})`} className="td-swatch-edge" />)}
        {TABLE_DIAGRAM_WORDS.keyZone}
      </li>
      {strips.length > 0 && (
        <li>
          {swatch(<rect width={4} height={2.8} fill={`url(#${ids.strip})`} />)}
          {TABLE_DIAGRAM_WORDS.keyStrip({ strip: stripShort })}
        </li>
      )}
      <li>
        {swatch(<line x1={0} x2={4} y1={1.4} y2={1.4} className="td-centre-line" />)}
        {TABLE_DIAGRAM_WORDS.keyCentre}
      </li>
      {(['good', 'rough', 'difficult'] as const).map((c) => (
        <li key={c}>
          {swatch(
            <>
              <rect width={4} height={2.8} fill={`url(#${ids.category(c)})`} />
              <rect width={4} height={2.8} className="td-piece-edge" />
            </>,
          )}
          {TABLE_DIAGRAM_WORDS.keyCategory({ letter: CATEGORY_LETTER[c], words: CATEGORY_WORDS[c] })}
        </li>
      ))}
      {has((d) => d.item.kind === 'deepWater') && (
        <li>
          {swatch(<rect width={4} height={2.8} fill={`url(#${ids.water})`} />)}
          {TABLE_DIAGRAM_WORDS.keyWater}
        </li>
      )}
      {has((d) => d.item.suggested && !d.gone) && (
        <li>
          {swatch(
            <g className="td-suggested">
              <rect x={0.2} y={0.2} width={3.6} height={2.4} className="td-piece-edge" />
            </g>,
          )}
          {TABLE_DIAGRAM_WORDS.keySuggested}
        </li>
      )}
      {has((d) => d.gone) && (
        <li>
          {swatch(
            <g className="td-gone">
              <rect x={0.2} y={0.2} width={3.6} height={2.4} className="td-piece-edge" />
              <line x1={0.2} y1={0.2} x2={3.8} y2={2.6} className="td-strike" />
              <line x1={0.2} y1={2.6} x2={3.8} y2={0.2} className="td-strike" />
            </g>,
          )}
          {TABLE_DIAGRAM_WORDS.keyGone({ removed: DONE_WORDS.remove, lost: DONE_WORDS.lost })}
        </li>
      )}
      {has((d) => d.ghost !== null) && (
        <li>
          {swatch(
            <>
              <rect x={0.2} y={0.6} width={1.4} height={1.6} className="td-ghost" />
              <line x1={1.8} y1={1.4} x2={3.6} y2={1.4} className="td-path" markerEnd={`url(#${ids.arrow})`} />
            </>,
          )}
          {TABLE_DIAGRAM_WORDS.keyGhost({ moved: DONE_WORDS.move, pivoted: DONE_WORDS.pivot })}
        </li>
      )}
    </ul>
  );
}
