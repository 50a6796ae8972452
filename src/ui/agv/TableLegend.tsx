import type { AgvFeature } from '../../packs/agv';
import { AGV_TABLE_WORDS } from './tableWords';
import type { Placement } from './layoutEntry';
import { Quoted } from '../components/Quoted';

const w = AGV_TABLE_WORDS.legend;

interface TableLegendProps {
  features: readonly Placement[];
  types: readonly AgvFeature[];
  codeOf: (type: string) => string;
}

/** The key of the drawing: each feature type on the table with its code and swatch, and the outlines for a broken guideline and the selection. */
export function TableLegend({ features, types, codeOf }: TableLegendProps) {
  const present = types.filter((t) => features.some((f) => f.type === t.id));
  return (
    <section className="agv-legend" aria-label={w.heading}>
      <h2 className="visually-hidden">{w.heading}</h2>
      <ul>
        {present.map((t) => (
          <li key={t.id}>
            <svg className={`agv-swatch agv-feature agv-f-${t.id}`} viewBox="0 0 24 16" aria-hidden="true">
              {t.type === 'linear' ? <line className="agv-line agv-swatch-line" x1={2} y1={8} x2={22} y2={8} /> : <rect className="agv-area" x={2} y={2} width={20} height={12} />}
            </svg>
            <strong>{codeOf(t.id)}</strong> <Quoted>{t.name}</Quoted>
          </li>
        ))}
        <li>
          <svg className="agv-swatch agv-feature broken" viewBox="0 0 24 16" aria-hidden="true">
            <rect className="agv-area agv-swatch-plain" x={2} y={2} width={20} height={12} />
          </svg>
          <strong aria-hidden="true">⚠</strong> {w.broken}
        </li>
        <li className="agv-legend-selected">
          <svg className="agv-swatch agv-feature" viewBox="0 0 24 16" aria-hidden="true">
            <rect className="agv-area-selected" x={2} y={2} width={20} height={12} />
            <rect className="agv-area agv-swatch-plain" x={2} y={2} width={20} height={12} />
          </svg>
          {w.selected}
        </li>
      </ul>
    </section>
  );
}
