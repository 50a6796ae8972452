import { useDeferredValue, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { Rules, Square } from '../../engine';
import { densityName } from '../words/vocab';
import { DENSITIES, DENSITY_SHORT, boardFor, legalWords, squareKey, squareWords, type Board, type BoardSquare, type MapView } from './PbsBoard';
import { CounterToken, DayBadge, FlankIcon, OffMark, PbsBoardSvg, SQUARE, boardGeometry, boardViewBox, patternId } from './PbsBoardSvg';
import './PbsMap.css';
import { MAP_WORDS } from './words';
import { dataName } from '../words/vocab';

export type { MapView } from './PbsBoard';

interface Props {
  rules: Rules;
  /** The public view is enough: the projector draws the same map. */
  view: MapView;
  /** Squares the current player may pick; empty when the map is only shown. */
  choices?: Square[];
  onChoose?: (square: Square) => void;
  chooseLabel?: string;
  /** A thumbnail is a small picture named by its territory, each square's flank in the key's letters, and a short key; nothing to press. */
  size?: 'full' | 'thumbnail';
  /** Draws this territory instead of the chosen one (the territory choice shows each offer). */
  territoryId?: string;
  /** A thumbnail's words for its framed squares (`choices`), shown in its key: the march odds frame where the counter can end. */
  framedKey?: string;
}

const INDEXES = [0, 1, 2, 3, 4];
const MOVES: Record<string, (s: Square) => Square> = {
  ArrowUp: (s) => ({ ...s, row: Math.max(0, s.row - 1) }),
  ArrowDown: (s) => ({ ...s, row: Math.min(4, s.row + 1) }),
  ArrowLeft: (s) => ({ ...s, col: Math.max(0, s.col - 1) }),
  ArrowRight: (s) => ({ ...s, col: Math.min(4, s.col + 1) }),
  Home: (s) => ({ ...s, col: 0 }),
  End: (s) => ({ ...s, col: 4 }),
};

/**
 * The territory's 5x5 PBS map as a board that scales to its column (PBS 8.C-8.D): density as
 * hatching and words, the flank option as an icon and words, the army counter and its path day by
 * day, the legal destinations framed. A table laid over the board names every square and holds the
 * square buttons (arrow keys move, Enter or Space chooses). The buttons are placed against a box
 * over the 5x5 squares, not against the table: WebKit gives an absolutely placed table no height from
 * a percentage, and its buttons were then 0 px tall (issue 35, D1).
 */
export function PbsMap({ rules, view, choices = [], onChoose, chooseLabel = 'Choose', size = 'full', territoryId, framedKey }: Props) {
  const uid = `pbs${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [focus, setFocus] = useState<Square>(view.counter ?? choices[0] ?? { row: 0, col: 0 });
  const [inspected, setInspected] = useState<Square | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The drawing is most of a step's page: a new map first shows its empty frame, of the same
  // size, with the words and buttons over it, and is drawn in a render React can pause, so a game opened or
  // reloaded at the map answers at once. Later changes (the march, a choice) redraw it together with the rest.
  const drawn = useDeferredValue(true, false);
  const board = boardFor(rules, view, territoryId ?? view.territory, choices);
  if (!board) return null;
  if (size === 'thumbnail') return <Thumbnail board={board} uid={uid} framedKey={choices.length > 0 ? (framedKey ?? null) : null} />;
  const interactive = choices.length > 0 && onChoose !== undefined;
  const name = MAP_WORDS.title({ territory: dataName('territory', board.territory.id, board.territory.name) });
  const { origin, extent } = boardGeometry(false);
  const pct = (n: number) => `${(n / extent) * 100}%`;
  const at = (s: Square) => board.squares.find((b) => b.row === s.row && b.col === s.col);
  const onKey = (event: KeyboardEvent, square: Square) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(square);
    setFocus(next);
    buttons.current.get(squareKey(next))?.focus();
  };
  /**
   * The map takes the focus as a whole (issue 38: a hasty Enter chooses nothing); the first arrow goes to the counter's
   * neighbour, or to the first square that can be chosen while there is no counter, and the squares' own keys go on from there.
   */
  const onBoardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (event.target !== event.currentTarget || !move) return;
    event.preventDefault();
    const next = view.counter ? move(focus) : focus;
    setFocus(next);
    buttons.current.get(squareKey(next))?.focus();
  };
  /** A mouse over the picture, or a tap on it, shows that square in full words below (the table already says it to screen readers). */
  const inspectAt = (event: PointerEvent<HTMLDivElement> | MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const x = ((event.clientX - box.left) / box.width) * extent - origin;
    const y = ((event.clientY - box.top) / box.height) * extent - origin;
    const square = { row: Math.floor(y / SQUARE), col: Math.floor(x / SQUARE) };
    setInspected(at(square) ? square : null);
  };
  const squareButton = (s: BoardSquare) => {
    const k = squareKey(s);
    const square = { row: s.row, col: s.col };
    return (
      <button
        type="button"
        className={s.legal ? 'pbs-choice' : undefined}
        style={{ left: `${s.col * 20}%`, top: `${s.row * 20}%` }}
        ref={(el) => {
          if (el) buttons.current.set(k, el);
          else buttons.current.delete(k);
        }}
        tabIndex={focus.row === s.row && focus.col === s.col ? 0 : -1}
        aria-disabled={!s.legal}
        aria-label={MAP_WORDS.choose({ label: chooseLabel, square: MAP_WORDS.square({ row: s.row + 1, col: s.col + 1, words: squareWords(board, s) }), allowed: s.legal, legal: s.legal ? legalWords(view, s) : '' })}
        onKeyDown={(e) => onKey(e, square)}
        onFocus={() => {
          setFocus(square);
          setInspected(square);
        }}
        onMouseEnter={() => setInspected(square)}
        onClick={() => s.legal && onChoose?.(square)}
      />
    );
  };
  const shown = inspected ? at(inspected) : undefined;
  const detail = shown
    ? MAP_WORDS.detail({ row: shown.row + 1, col: shown.col + 1, words: squareWords(board, shown), choosing: interactive, allowed: shown.legal, legal: shown.legal ? legalWords(view, shown) : '' })
    : interactive
      ? MAP_WORDS.framed
      : MAP_WORDS.point;
  return (
    <figure className="pbs-map" aria-labelledby={`${uid}-title`}>
      <figcaption className="pbs-title" id={`${uid}-title`}>
        {name}
        {board.edition === '2020' && <span className="pbs-subtitle">{MAP_WORDS.generic}</span>}
      </figcaption>
      <div
        className="pbs-board"
        {...(interactive && { role: 'group', tabIndex: 0, 'data-decision': '', 'aria-label': MAP_WORDS.board({ map: name }), onKeyDown: onBoardKey })}
        onClick={interactive ? undefined : inspectAt}
        onPointerMove={(e) => !interactive && e.pointerType === 'mouse' && inspectAt(e)}
        onPointerLeave={(e) => !interactive && e.pointerType === 'mouse' && setInspected(null)}
      >
        {drawn ? <PbsBoardSvg board={board} uid={uid} thumbnail={false} /> : <BoardFrame />}
        <div className="pbs-squares" style={{ left: pct(origin), top: pct(origin), width: pct(5 * SQUARE), height: pct(5 * SQUARE) }}>
          {/* Named by aria-label, not a <caption>: WebKit gives a table with a caption no height from a percentage. */}
          <table className="pbs-grid" aria-label={name}>
            <thead>
              <tr>
                <td />
                {INDEXES.map((c) => (
                  <th key={c} scope="col">
                    <span className="visually-hidden">{MAP_WORDS.column({ n: c + 1 })}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {INDEXES.map((row) => (
                <tr key={row}>
                  <th scope="row">
                    <span className="visually-hidden">{MAP_WORDS.row({ n: row + 1 })}</span>
                  </th>
                  {INDEXES.map((col) => {
                    const s = at({ row, col });
                    if (!s) return <td key={col} />;
                    return <td key={col}>{interactive ? squareButton(s) : <span className="visually-hidden">{squareWords(board, s)}</span>}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <p className="pbs-detail" aria-hidden="true">
        {detail}
      </p>
      <MapKey board={board} uid={uid} legal={interactive ? (view.counter ? MAP_WORDS.canMove : MAP_WORDS.canPlace) : null} />
    </figure>
  );

}

/** A territory's map, small: its name, the drawing with each square's flank letters, and what the letters mean. */
function Thumbnail({ board, uid, framedKey }: { board: Board; uid: string; framedKey: string | null }) {
  const flanks = board.flankKey.filter((f) => f.kind !== 'none');
  const here = board.squares.some((s) => s.here);
  return (
    <figure className="pbs-thumb" aria-labelledby={`${uid}-name`}>
      <figcaption className="pbs-thumb-name" id={`${uid}-name`}>
        {MAP_WORDS.title({ territory: dataName('territory', board.territory.id, board.territory.name) })}
      </figcaption>
      <PbsBoardSvg board={board} uid={uid} thumbnail />
      {(flanks.length > 0 || framedKey) && (
        <ul className="pbs-thumb-key" aria-label={MAP_WORDS.key}>
          {flanks.map((f) => (
            <li key={f.words}>
              <abbr className="pbs-thumb-short" title={f.words}>
                {f.short}
              </abbr>{' '}
              {f.words}
            </li>
          ))}
          {framedKey && (
            <li>
              <svg className="pbs-swatch" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
                <rect className="pbs-legal pbs-key-legal" x={4} y={4} width={32} height={32} />
              </svg>{' '}
              {framedKey}
            </li>
          )}
          {framedKey && here && (
            <li>
              <svg className="pbs-swatch" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
                <CounterToken cx={20} cy={20} r={17} />
              </svg>{' '}
              {MAP_WORDS.counter}
            </li>
          )}
        </ul>
      )}
    </figure>
  );
}

/** The map's place while it is being drawn: the same box, nothing in it. */
function BoardFrame() {
  return <svg className="pbs-svg" viewBox={boardViewBox(false)} aria-hidden="true" focusable="false" />;
}

/** The key under the map: densities with their hatching and short forms, the flank options on this map, and the marks. */
function MapKey({ board, uid, legal }: { board: Board; uid: string; legal: string | null }) {
  const path = board.moves.length > 0 || board.squares.some((s) => s.days.length > 0);
  return (
    <>
      <ul className="pbs-key" aria-label={MAP_WORDS.key}>
        {DENSITIES.map((d) => (
          <li key={d}>
            <svg className="pbs-swatch" viewBox="0 0 60 60" aria-hidden="true" focusable="false">
              <rect width={60} height={60} fill={`url(#${patternId(uid, d)})`} className="pbs-swatch-edge" />
            </svg>
            <span className="pbs-key-short">{DENSITY_SHORT[d]}</span> {densityName(d)}
          </li>
        ))}
        {board.flankKey.map((f) => (
          <li key={f.words}>
            <svg className="pbs-swatch" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
              <FlankIcon kind={f.kind} x={4} y={4} size={32} />
            </svg>
            <span className="pbs-key-short">{f.short}</span> {f.words}
          </li>
        ))}
        <li>
          <svg className="pbs-swatch" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            <CounterToken cx={20} cy={20} r={17} />
          </svg>
          {MAP_WORDS.counter}
        </li>
        {path && (
          <li>
            <svg className="pbs-swatch pbs-swatch-wide" viewBox="0 0 80 40" aria-hidden="true" focusable="false">
              <line className="pbs-key-path" x1={4} y1={20} x2={40} y2={20} />
              <DayBadge x={44} cy={20} label="2" r={16} font={24} />
            </svg>
            {MAP_WORDS.path}
          </li>
        )}
        {legal && (
          <li>
            <svg className="pbs-swatch" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
              <rect className="pbs-legal pbs-key-legal" x={4} y={4} width={32} height={32} />
            </svg>
            {legal}
          </li>
        )}
        {board.squares.some((s) => !s.square.inTerritory) && (
          <li>
            <svg className="pbs-swatch" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
              <rect className="pbs-key-out" width={40} height={40} />
              <OffMark cx={20} cy={20} size={20} />
            </svg>
            {MAP_WORDS.greyed({ territory: dataName('territory', board.territory.id, board.territory.name) })}
          </li>
        )}
      </ul>
      {board.edition === '2020' && <p className="pbs-note">{MAP_WORDS.genericNote}</p>}
    </>
  );
}
