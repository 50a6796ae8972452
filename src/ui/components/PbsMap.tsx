import { useRef, useState, type KeyboardEvent } from 'react';
import { findTerritory, squareAt, type GameState, type MapSquare, type Rules, type Square } from '../../engine';
import { densityName, terrainName } from '../words/vocab';

interface Props {
  rules: Rules;
  state: GameState;
  /** Squares the current player may pick; empty when the map is only shown. */
  choices?: Square[];
  onChoose?: (square: Square) => void;
  chooseLabel?: string;
}

const key = (s: Square) => s.row * 5 + s.col;

/**
 * The chosen territory's 5x5 PBS map: flank and density in words on every square, the army counter
 * and its path day by day, and the legal destinations as buttons (arrow keys move, Enter chooses).
 */
export function PbsMap({ rules, state, choices = [], onChoose, chooseLabel = 'Choose' }: Props) {
  const territory = state.territory ? (findTerritory(rules, state.setup.edition, state.territory) ?? null) : null;
  const [focus, setFocus] = useState<Square>(state.counter ?? choices[0] ?? { row: 0, col: 0 });
  const cells = useRef(new Map<number, HTMLElement>());
  if (!territory) return null;
  const legal = new Set(choices.map(key));
  const visits = new Map<number, number[]>();
  state.days.forEach((day) => {
    if (day.to.row !== day.from.row || day.to.col !== day.from.col) visits.set(key(day.to), [...(visits.get(key(day.to)) ?? []), day.day]);
  });
  const flankText = (square: MapSquare) => {
    if (square.flank.kind === 'none') return 'No flank';
    if (square.flank.kind === 'deepWater') return 'Deep Water';
    return square.flank.options.map((id) => terrainName(rules, territory, id)).join(' or ');
  };
  const onKey = (event: KeyboardEvent, square: Square) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = { row: Math.min(4, Math.max(0, square.row + move[0])), col: Math.min(4, Math.max(0, square.col + move[1])) };
    setFocus(next);
    cells.current.get(key(next))?.focus();
  };
  const interactive = choices.length > 0 && onChoose;
  return (
    <div className="table-scroll" role="region" aria-label={`${territory.name} PBS map`} tabIndex={0}>
      <table className="pbs-map">
        <caption>
          {territory.name} PBS map
          {state.setup.edition === '2020' && ' (2020 generic map; squares of other territory types are greyed)'}
        </caption>
        <thead>
          <tr>
            <td />
            {[1, 2, 3, 4, 5].map((c) => (
              <th key={c} scope="col">
                Column {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3, 4].map((row) => (
            <tr key={row}>
              <th scope="row">Row {row + 1}</th>
              {[0, 1, 2, 3, 4].map((col) => {
                const square = squareAt(rules, state.setup.edition, territory.id, row, col);
                if (!square) return <td key={col} />;
                const here = state.counter?.row === row && state.counter?.col === col;
                const k = key({ row, col });
                const isLegal = legal.has(k);
                const content = (
                  <>
                    <span className="flank">{flankText(square)}</span>
                    <span className="density">{densityName(square.density)}</span>
                    {!square.inTerritory && <span className="off">Not {territory.name}</span>}
                    {here && <span className="counter">Army counter</span>}
                    {visits.has(k) && <span className="path">Day {visits.get(k)?.join(', ')}</span>}
                  </>
                );
                return (
                  <td key={col} className={`square density-${square.density}${square.inTerritory ? '' : ' out'}${here ? ' here' : ''}${isLegal ? ' legal' : ''}`}>
                    {interactive ? (
                      <button
                        type="button"
                        ref={(el) => {
                          if (el) cells.current.set(k, el);
                        }}
                        tabIndex={focus.row === row && focus.col === col ? 0 : -1}
                        aria-disabled={!isLegal}
                        aria-label={`${chooseLabel}: row ${row + 1}, column ${col + 1}, ${flankText(square)}, ${densityName(square.density)}${isLegal ? '' : ' (not allowed)'}${here ? ', army counter here' : ''}`}
                        onKeyDown={(e) => onKey(e, { row, col })}
                        onFocus={() => setFocus({ row, col })}
                        onClick={() => isLegal && onChoose({ row, col })}
                      >
                        {content}
                      </button>
                    ) : (
                      content
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
