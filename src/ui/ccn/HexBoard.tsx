import { memo, useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { CCN_SIGHT_WORDS } from './sightWords';
import { BOARD_ROWS, cellBox, hexKey, isBoardKey, moveCell, toAxial, type Axial, type Cell } from './hexLayout';
import { HexPicture } from './HexPicture';
import { hexWords, type HexView } from './hexView';

const w = CCN_SIGHT_WORDS;

interface Props {
  /** Keeps this board's pattern ids unique on the page (the tool panel's swatches use them too). */
  uid: string;
  views: readonly HexView[];
  line: { from: Axial; to: Axial; blocked: boolean } | null;
  edges: readonly (readonly [Axial, Axial])[];
  /** A hex was pressed: click, tap, Enter or Space. */
  onPress: (hex: Axial) => void;
  /** Large hexes: the board grows past the screen and scrolls inside its frame. */
  large: boolean;
}

interface ButtonProps {
  view: HexView;
  /** The hex in words (its accessible name). */
  label: string;
  isCursor: boolean;
  onKey: (event: KeyboardEvent, cell: Cell) => void;
  onFocusHex: (cell: Cell) => void;
  onBlurHex: () => void;
  onPress: (hex: Axial) => void;
  register: (key: string, el: HTMLButtonElement | null) => void;
}

/** One hex's button, laid over its hex and clipped to its shape; it re-renders only when its words or its tab stop change. */
const HexButton = memo(
  function HexButton({ view, label, isCursor, onKey, onFocusHex, onBlurHex, onPress, register }: ButtonProps) {
  return (
    <div role="gridcell" className="hex-cell" style={cellBox(view.cell)}>
      <button
        type="button"
        className="hex-button"
        ref={(el) => register(view.key, el)}
        tabIndex={isCursor ? 0 : -1}
        aria-label={label}
        onKeyDown={(e) => onKey(e, view.cell)}
        onFocus={() => onFocusHex(view.cell)}
        onBlur={onBlurHex}
        onClick={() => {
          onFocusHex(view.cell);
          onPress(view.hex);
        }}
      />
    </div>
  );
  },
  (a, b) => a.label === b.label && a.isCursor === b.isCursor && a.onPress === b.onPress && a.view.key === b.view.key,
);

/**
 * The hex board: the picture, with a grid of buttons laid exactly over its hexes. The grid has one tab
 * stop; arrow keys move across it, Home and End go to a row's ends, and Enter, Space, a click or a tap
 * applies the current tool. The hex under the cursor is spelled out in words below the board.
 */
export function HexBoard({ uid, views, line, edges, onPress, large }: Props) {
  const [cursor, setCursor] = useState<Cell>({ row: 4, col: 6 });
  const [hasFocus, setHasFocus] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const register = useCallback((key: string, el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  }, []);
  const onKey = useCallback((event: KeyboardEvent, cell: Cell) => {
    if (!isBoardKey(event.key)) return;
    event.preventDefault();
    const next = moveCell(cell, event.key);
    setCursor(next);
    buttons.current.get(hexKey(toAxial(next)))?.focus();
  }, []);
  const onFocusHex = useCallback((cell: Cell) => {
    setHasFocus(true);
    setCursor(cell);
  }, []);
  const onBlurHex = useCallback(() => setHasFocus(false), []);
  const rows = Array.from({ length: BOARD_ROWS }, (_, row) => views.filter((v) => v.cell.row === row));
  const current = views.find((v) => v.cell.row === cursor.row && v.cell.col === cursor.col);
  return (
    <div className="hex-board-wrap">
      <div className="hex-scroll">
        <div className={large ? 'hex-board hex-board-large' : 'hex-board'}>
          <HexPicture uid={uid} views={views} line={line} edges={edges} focused={hasFocus ? cursor : null} />
          <div role="grid" aria-label={w.board.label} className="hex-grid">
            {rows.map((row, i) => (
              <div role="row" key={i} aria-label={w.board.row({ row: i + 1 })}>
                {row.map((v) => (
                  <HexButton
                    key={v.key}
                    view={v}
                    label={hexWords(v)}
                    isCursor={v === current}
                    onKey={onKey}
                    onFocusHex={onFocusHex}
                    onBlurHex={onBlurHex}
                    onPress={onPress}
                    register={register}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
      <p className="hex-detail" aria-hidden="true">
        {current ? hexWords(current) : ''}
      </p>
      <p className="hint">{w.board.help}</p>
    </div>
  );
}
