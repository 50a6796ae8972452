import { useId, useState } from 'react';
import type { AgvFeature } from '../../packs/agv';
import { AGV_TABLE_WORDS, numberProblemText } from './tableWords';
import { normalAngle, placementAt } from './layoutEdit';
import { BASE_WIDTH_MAX_CM, isLinear, type Layout, type Placement } from './layoutEntry';
import { readNumber } from './layoutNumbers';
import { FeatureTypeSelect } from './FeatureTypeSelect';

const w = AGV_TABLE_WORDS.form;

/** The form's fields as typed (numbers stay text until checked). */
interface Draft {
  type: string;
  x: string;
  y: string;
  width: string;
  depth: string;
  rotation: string;
  shape: 'rectangle' | 'oval';
  church: boolean;
  impassable: boolean;
  points: [string, string][];
  crossing: '' | 'bridge' | 'ford';
}

function draftOf(p: Placement): Draft {
  const base = { type: p.type, x: '', y: '', width: '', depth: '', rotation: '0', shape: 'rectangle' as const, church: false, impassable: false, points: [] as [string, string][], crossing: '' as const };
  if (isLinear(p)) return { ...base, points: p.points.map(([x, y]) => [String(x), String(y)]), crossing: p.crossing ?? '', width: p.width === undefined ? '' : String(p.width) };
  return { ...base, x: String(p.x), y: String(p.y), width: String(p.width), depth: String(p.depth), rotation: String(p.rotation), shape: p.shape, church: p.church ?? false, impassable: p.impassable ?? false };
}

/** Whether the pack places a church of this feature type by a rule of its own (seed 004 Landmarks: village churches). */
function mayBeChurch(feature: AgvFeature): boolean {
  return feature.placement.withinFlag === 'church';
}

type Errors = Partial<Record<string, string>>;

/** The placement the draft describes, or the problem of each wrong field. */
function readDraft(d: Draft, id: string, feature: AgvFeature, table: Layout['table'], roads: ReadonlySet<string>): { ok: true; placement: Placement } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const num = (key: string, label: string, text: string, min: number, max: number) => {
    const r = readNumber(text, min, max);
    if (!r.ok) errors[key] = numberProblemText(label, r.problem);
    return r.ok ? r.value : 0;
  };
  if (feature.type === 'linear') {
    const points = d.points.map(([x, y], i) => [num(`p${i}x`, w.pointX({ point: i + 1 }), x, 0, table.widthCm), num(`p${i}y`, w.pointY({ point: i + 1 }), y, 0, table.depthCm)] as [number, number]);
    // Issue 27: a line may carry its width; left empty, its kind's read default applies (seed 004 Linear terrain features).
    const width = d.width.trim() === '' ? undefined : num('width', w.lineWidth, d.width, 0.1, BASE_WIDTH_MAX_CM * 5);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, placement: { id, type: feature.id, points, ...(roads.has(feature.id) && d.crossing ? { crossing: d.crossing } : {}), ...(width === undefined ? {} : { width }) } };
  }
  const largest = Math.max(table.widthCm, table.depthCm);
  const x = num('x', w.x, d.x, 0, table.widthCm);
  const y = num('y', w.y, d.y, 0, table.depthCm);
  const width = num('width', w.width, d.width, 0.5, largest);
  const depth = num('depth', w.depth, d.depth, 0.5, largest);
  const rotation = num('rotation', w.rotation, d.rotation, -360, 360);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    placement: {
      id,
      type: feature.id,
      x,
      y,
      width,
      depth,
      rotation: normalAngle(rotation),
      shape: d.shape,
      ...(mayBeChurch(feature) ? { church: d.church } : {}),
      ...(feature.impassable?.condition ? { impassable: d.impassable } : {}),
    },
  };
}

interface FeatureFormProps {
  /** The pack's feature types, in its order. */
  types: readonly AgvFeature[];
  table: Layout['table'];
  /** The feature types that cross water by a bridge or a ford (seed 004 General considerations: roads). */
  roads: ReadonlySet<string>;
  /** The feature to change, with its label; null to place a new one. */
  editing: { placement: Placement; label: string } | null;
  /** The id a new feature gets. */
  newId: string;
  onSubmit: (placement: Placement) => void;
  onRemove?: () => void;
  onDone?: () => void;
  /** The width a line of this kind is read as when none is given, said in words, or null (issue 27). */
  defaultWidthText?: (type: string) => string | null;
}

/** Places a feature by typing its centre, size, rotation and shape (or a line's points), or changes the selected one. */
export function FeatureForm({ types, table, roads, editing, newId, onSubmit, onRemove, onDone, defaultWidthText }: FeatureFormProps) {
  const id = useId();
  const start = editing?.placement ?? placementAt(types.find((t) => t.id === 'woods') ?? types[0], newId, [table.widthCm / 2, table.depthCm / 2], table);
  const [draft, setDraft] = useState<Draft>(() => draftOf(start));
  const [errors, setErrors] = useState<Errors>({});
  const feature = types.find((t) => t.id === draft.type) ?? types[0];
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const lineDefaultCm = defaultWidthText?.(feature.id);

  const changeType = (type: string) => {
    const next = types.find((t) => t.id === type);
    if (!next) return;
    const x = Number(draft.x) || table.widthCm / 2;
    const y = Number(draft.y) || table.depthCm / 2;
    const fresh = draftOf(placementAt(next, newId, [x, y], table));
    setDraft(next.type === feature.type && next.type === 'linear' ? { ...draft, type } : { ...fresh, x: draft.x || fresh.x, y: draft.y || fresh.y, rotation: draft.rotation, shape: draft.shape });
    setErrors({});
  };

  const field = (key: 'x' | 'y' | 'width' | 'depth' | 'rotation', label: string) => (
    <div className="field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="short"
        inputMode="decimal"
        value={draft[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => set({ [key]: e.target.value })}
      />
      {errors[key] && (
        <p className="field-error" id={`${id}-${key}-error`}>
          {errors[key]}
        </p>
      )}
    </div>
  );

  const pointField = (i: number, axis: 0 | 1) => {
    const key = `p${i}${axis === 0 ? 'x' : 'y'}`;
    return (
      <div className="field" key={key}>
        <label htmlFor={`${id}-${key}`}>{axis === 0 ? w.pointX({ point: i + 1 }) : w.pointY({ point: i + 1 })}</label>
        <input
          id={`${id}-${key}`}
          className="short"
          inputMode="decimal"
          value={draft.points[i]?.[axis] ?? ''}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
          onChange={(e) => set({ points: draft.points.map((p, j) => (j === i ? (axis === 0 ? [e.target.value, p[1]] : [p[0], e.target.value]) : p)) })}
        />
        {errors[key] && (
          <p className="field-error" id={`${id}-${key}-error`}>
            {errors[key]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="agv-feature-form card agv-controls"
      noValidate
      aria-labelledby={`${id}-legend`}
      onSubmit={(e) => {
        e.preventDefault();
        const read = readDraft(draft, editing?.placement.id ?? newId, feature, table, roads);
        if (!read.ok) {
          setErrors(read.errors);
          return;
        }
        setErrors({});
        onSubmit(read.placement);
      }}
    >
      <h2 id={`${id}-legend`}>{editing ? w.editLegend({ label: editing.label, feature: feature.name }) : w.addLegend}</h2>
      <FeatureTypeSelect id={`${id}-type`} label={w.type} types={editing ? types.filter((t) => t.type === feature.type) : types} value={draft.type} onChange={changeType} />
      {feature.type === 'general' ? (
        <>
          <div className="agv-form-row">
            {field('x', w.x)}
            {field('y', w.y)}
          </div>
          <div className="agv-form-row">
            {field('width', w.width)}
            {field('depth', w.depth)}
            {field('rotation', w.rotation)}
          </div>
          <fieldset className="inline">
            <legend>{w.shape}</legend>
            {(['rectangle', 'oval'] as const).map((shape) => (
              <label key={shape} className="check">
                <input type="radio" name={`${id}-shape`} checked={draft.shape === shape} onChange={() => set({ shape })} /> {w[shape]}
              </label>
            ))}
          </fieldset>
          {mayBeChurch(feature) && (
            <label className="check">
              <input type="checkbox" checked={draft.church} onChange={(e) => set({ church: e.target.checked })} /> {w.church}
            </label>
          )}
          {feature.impassable?.condition && (
            <label className="check">
              <input type="checkbox" checked={draft.impassable} onChange={(e) => set({ impassable: e.target.checked })} /> {w.impassable}
            </label>
          )}
        </>
      ) : (
        <>
          <fieldset className="agv-points" aria-describedby={`${id}-points-hint`}>
            <legend>{w.points}</legend>
            <p className="hint" id={`${id}-points-hint`}>
              {w.pointsHint}
            </p>
            <ol>
              {draft.points.map((_, i) => (
                <li key={i} className="agv-form-row">
                  {pointField(i, 0)}
                  {pointField(i, 1)}
                  <button type="button" className="ghost small" disabled={draft.points.length <= 2} onClick={() => set({ points: draft.points.filter((_p, j) => j !== i) })}>
                    {w.removePoint({ point: i + 1 })}
                  </button>
                </li>
              ))}
            </ol>
            <button type="button" className="ghost small" onClick={() => set({ points: [...draft.points, draft.points.at(-1) ?? ['0', '0']] })}>
              {w.addPoint}
            </button>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-width`}>{w.lineWidth}</label>
            <p className="hint" id={`${id}-width-hint`}>
              {w.lineWidthHint({ read: Boolean(lineDefaultCm), width: lineDefaultCm ?? '' })}
            </p>
            <input
              id={`${id}-width`}
              className="short"
              inputMode="decimal"
              value={draft.width}
              aria-invalid={errors.width ? true : undefined}
              aria-describedby={`${id}-width-hint${errors.width ? ` ${id}-width-error` : ''}`}
              onChange={(e) => set({ width: e.target.value })}
            />
            {errors.width && (
              <p className="field-error" id={`${id}-width-error`}>
                {errors.width}
              </p>
            )}
          </div>
          {roads.has(feature.id) && (
            <div className="field">
              <label htmlFor={`${id}-crossing`}>{w.crossing}</label>
              <select id={`${id}-crossing`} value={draft.crossing} onChange={(e) => set({ crossing: e.target.value as Draft['crossing'] })}>
                <option value="">{w.crossingNone}</option>
                <option value="bridge">{w.bridge}</option>
                <option value="ford">{w.ford}</option>
              </select>
            </div>
          )}
        </>
      )}
      <div className="actions">
        <button type="submit">{editing ? w.apply : w.add}</button>
        {onRemove && (
          <button type="button" className="ghost" onClick={onRemove}>
            {w.remove}
          </button>
        )}
        {onDone && (
          <button type="button" className="ghost" onClick={onDone}>
            {w.done}
          </button>
        )}
      </div>
    </form>
  );
}
