import { useId, type KeyboardEvent } from 'react';
import { AGV_TABLE_WORDS, lineWidthText } from './tableWords';
import { NUDGE } from './layoutEdit';
import { tenths } from './layoutNumbers';
import { isLinear, type LinearPlacement, type Placement } from './layoutEntry';
import { Quoted } from '../components/Quoted';

const w = AGV_TABLE_WORDS.list;

/** What a list entry says of a feature's place and size (also on the printed page). */
function whereText(f: Placement, widthOf?: FeatureListProps['widthOf']): string {
  if (isLinear(f)) {
    const width = widthOf?.(f);
    return w.linear({
      points: f.points.map(([x, y], i) => w.point({ x, y, first: i === 0 })).join(''),
      hasWidth: width !== null && width !== undefined,
      width: width ? lineWidthText(width) : '',
      crossing: f.crossing ?? 'none',
    });
  }
  return w.general({
    x: tenths(f.x),
    y: tenths(f.y),
    width: f.width,
    depth: tenths(f.depth),
    rotation: f.rotation,
    shape: f.shape,
    church: f.church ?? false,
    impassable: f.impassable === undefined ? 'unsaid' : f.impassable ? 'yes' : 'no',
  });
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface FeatureListProps {
  features: readonly Placement[];
  labels: ReadonlyMap<string, string>;
  /** The pack's name of each feature type. */
  nameOf: (type: string) => string;
  /** Ids of the features that break a guideline. */
  broken: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A line's width in cm and base widths, and whether it is read from its kind (issue 27); null when its kind has none. */
  widthOf?: (f: LinearPlacement) => { cm: number; baseWidths: number; assumed: boolean } | null;
  onMove: (id: string, dx: number, dy: number) => void;
  onRotate: (id: string, deg: number) => void;
}

/** Every feature on the table with its place and size; select one, then arrow keys move it (Shift: 5 cm) and R turns it. */
export function FeatureList({ features, labels, nameOf, broken, selectedId, onSelect, onMove, onRotate, widthOf }: FeatureListProps) {
  const hint = useId();
  const onKey = (f: Placement) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[e.key];
    const step = e.shiftKey ? NUDGE.shiftCm : NUDGE.cm;
    if (arrow) {
      e.preventDefault();
      onSelect(f.id);
      onMove(f.id, arrow[0] * step, arrow[1] * step);
    } else if (e.key === 'r' || e.key === 'R') {
      e.preventDefault();
      onSelect(f.id);
      onRotate(f.id, e.shiftKey ? -NUDGE.rotateDeg : NUDGE.rotateDeg);
    } else if (e.key === 'Escape') {
      onSelect(null);
    }
  };
  return (
    <section className="agv-feature-list" aria-labelledby={`${hint}-title`}>
      <h2 id={`${hint}-title`}>{w.heading}</h2>
      {features.length === 0 ? (
        <p>{w.empty}</p>
      ) : (
        <>
          <p className="hint agv-controls" id={hint}>
            {w.hint}
          </p>
          <ul>
            {features.map((f) => {
              const label = labels.get(f.id) ?? f.id;
              const selected = f.id === selectedId;
              return (
                <li key={f.id} className={selected ? 'selected' : undefined}>
                  <button
                    type="button"
                    className="agv-feature-pick"
                    aria-pressed={selected}
                    aria-describedby={hint}
                    aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown R Shift+R"
                    onClick={() => onSelect(selected ? null : f.id)}
                    onKeyDown={onKey(f)}
                  >
                    <strong>{label}</strong> <Quoted>{nameOf(f.type)}</Quoted>
                  </button>{' '}
                  <span className="agv-feature-where">{whereText(f, widthOf)}</span>
                  {broken.has(f.id) && (
                    <span className="agv-broken-tag">
                      <span aria-hidden="true">⚠ </span>
                      {w.broken}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
