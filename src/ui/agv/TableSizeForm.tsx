import { useId, useState } from 'react';
import { AGV_TABLE_WORDS, numberProblemText } from './tableWords';
import { ErrorNotice } from '../components/ErrorNotice';
import { offTable } from './layoutEdit';
import { TABLE_LIMITS, type Layout } from './layoutEntry';
import { readNumber } from './layoutNumbers';

/** The table sizes offered first, in cm (width × depth). */
const TABLE_PRESETS: readonly Layout['table'][] = [
  { widthCm: 180, depthCm: 120 },
  { widthCm: 120, depthCm: 80 },
  { widthCm: 240, depthCm: 120 },
];

const w = AGV_TABLE_WORDS.size;
const presetKey = (t: Layout['table']) => `${t.widthCm}x${t.depthCm}`;

interface TableSizeFormProps {
  layout: Layout;
  /** Each feature's short label ("W1"), to name those a smaller table would leave off. */
  labels: ReadonlyMap<string, string>;
  onResize: (table: Layout['table']) => void;
}

/** Chooses the table size: a preset at once, or a custom width and depth within limits, never leaving a feature off the table. */
export function TableSizeForm({ layout, labels, onResize }: TableSizeFormProps) {
  const id = useId();
  const current = TABLE_PRESETS.find((p) => presetKey(p) === presetKey(layout.table));
  const [custom, setCustom] = useState(!current);
  const [width, setWidth] = useState(String(layout.table.widthCm));
  const [depth, setDepth] = useState(String(layout.table.depthCm));
  const [errors, setErrors] = useState<{ width?: string; depth?: string; table?: string }>({});

  const apply = (table: Layout['table']): boolean => {
    const off = offTable(layout.features, table);
    if (off.length > 0) {
      setErrors({ table: w.offTable({ labels: off.map((f) => labels.get(f.id) ?? f.id) }) });
      return false;
    }
    setErrors({});
    onResize(table);
    return true;
  };

  const applyCustom = () => {
    const wide = readNumber(width, TABLE_LIMITS.minCm, TABLE_LIMITS.maxCm);
    const deep = readNumber(depth, TABLE_LIMITS.minCm, TABLE_LIMITS.maxCm);
    if (!wide.ok || !deep.ok) {
      setErrors({ width: wide.ok ? undefined : numberProblemText(w.width, wide.problem), depth: deep.ok ? undefined : numberProblemText(w.depth, deep.problem) });
      return;
    }
    apply({ widthCm: wide.value, depthCm: deep.value });
  };

  return (
    <fieldset className="agv-size agv-controls">
      <legend>{w.legend}</legend>
      <div className="field">
        <label htmlFor={`${id}-preset`}>{w.preset}</label>
        <select
          id={`${id}-preset`}
          value={custom ? 'custom' : presetKey(layout.table)}
          onChange={(e) => {
            const preset = TABLE_PRESETS.find((p) => presetKey(p) === e.target.value);
            if (!preset) {
              setCustom(true);
              return;
            }
            if (apply(preset)) setCustom(false);
          }}
        >
          {TABLE_PRESETS.map((p) => (
            <option key={presetKey(p)} value={presetKey(p)}>
              {w.presetName({ width: p.widthCm, depth: p.depthCm })}
            </option>
          ))}
          <option value="custom">{w.custom}</option>
        </select>
      </div>
      {custom && (
        <form
          className="agv-size-custom"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            applyCustom();
          }}
        >
          <p className="hint" id={`${id}-limits`}>
            {w.limits({ min: TABLE_LIMITS.minCm, max: TABLE_LIMITS.maxCm })}
          </p>
          {(['width', 'depth'] as const).map((side) => (
            <div className="field" key={side}>
              <label htmlFor={`${id}-${side}`}>{w[side]}</label>
              <input
                id={`${id}-${side}`}
                className="short"
                inputMode="decimal"
                value={side === 'width' ? width : depth}
                aria-invalid={errors[side] ? true : undefined}
                aria-describedby={`${id}-limits${errors[side] ? ` ${id}-${side}-error` : ''}`}
                onChange={(e) => (side === 'width' ? setWidth : setDepth)(e.target.value)}
              />
              {errors[side] && (
                <p className="field-error" id={`${id}-${side}-error`}>
                  {errors[side]}
                </p>
              )}
            </div>
          ))}
          <button type="submit">{w.apply}</button>
        </form>
      )}
      {errors.table && <ErrorNotice message={errors.table} onDismiss={() => setErrors({})} />}
      <p className="hint">
        <strong className="ref-flag">{AGV_TABLE_WORDS.reading.flag}</strong> {w.reading}
      </p>
    </fieldset>
  );
}
