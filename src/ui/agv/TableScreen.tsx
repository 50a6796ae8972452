import { useEffect, useId, useMemo, useState } from 'react';
import './agv-table.css';
import { agvPack, baseWidthOfWith, checkLayoutWith, linearWidthWith, type AgvPack, type PackLoad } from '../../packs/agv';
import { BaseWidthForm } from './BaseWidthForm';
import { useNavigation } from '../navigation';
import { PackDisabled } from '../packs/PackDisabled';
import { GAME_WORDS } from '../words/packs';
import { AGV_TABLE_WORDS, featureCode, layoutTitle, lineWidthText } from './tableWords';
import { FeatureForm } from './FeatureForm';
import { FeatureList } from './FeatureList';
import { FeatureTypeSelect } from './FeatureTypeSelect';
import { featureLabels, moveBy, nextFeatureId, placementAt, putFeature, removeFeature, rotateBy, NUDGE } from './layoutEdit';
import { downloadLayout, type LayoutEntry, type LinearPlacement, type Placement } from './layoutEntry';
import { LayoutSaveStatus } from './LayoutSaveStatus';
import { changeLayout, closeLayout, openLayout, renameOpenLayout, undoLayout, useLayoutDocument } from './layoutStore';
import { LayoutOpenProblem } from './LayoutOpenProblem';
import { LayoutViolations } from './LayoutViolations';
import { TableLegend } from './TableLegend';
import { TableSizeForm } from './TableSizeForm';
import { TableSvg } from './TableSvg';

const w = AGV_TABLE_WORDS;
const ZOOMS = [
  { value: 1, label: w.zoom.fit },
  { value: 2, label: w.zoom.double },
  { value: 4, label: w.zoom.quadruple },
] as const;

/**
 * The A Great Victory! table layout editor (seed 004): a table to scale, features placed by form, tap, drag or
 * keyboard, checked against the placement guidelines after every change, saved as it goes and printable.
 */
export function AgvTableScreen({ load = agvPack() }: { load?: PackLoad<AgvPack> }) {
  if (!load.ok) {
    return (
      <section aria-labelledby="agv-table-title">
        <h1 id="agv-table-title">{w.title}</h1>
        <PackDisabled game="agv" error={load.error} />
      </section>
    );
  }
  return <TableEditor pack={load.pack} />;
}

/** Opens the layout named in the address (or a new one) and shows it for editing once it is read. */
function TableEditor({ pack }: { pack: AgvPack }) {
  const layoutId = useNavigation((s) => s.params.layout);
  const entry = useLayoutDocument((s) => s.entry);
  const open = useLayoutDocument((s) => s.open);
  useEffect(() => {
    void openLayout(layoutId);
  }, [layoutId]);
  useEffect(() => closeLayout, []);
  return (
    <section className="agv-table-screen" aria-labelledby="agv-table-title">
      <h1 id="agv-table-title">{w.title}</h1>
      {open.status === 'loading' && <p role="status">{w.loading}</p>}
      {open.status !== 'loading' && open.status !== 'ready' && <LayoutOpenProblem open={open} />}
      {open.status === 'ready' && entry && <Editor pack={pack} entry={entry} />}
    </section>
  );
}

/** The editor itself, for one opened layout. */
function Editor({ pack, entry }: { pack: AgvPack; entry: LayoutEntry }) {
  const id = useId();
  const canUndo = useLayoutDocument((s) => s.past.length > 0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tapType, setTapType] = useState('');
  const [zoom, setZoom] = useState(1);
  const [told, setTold] = useState('');
  const { layout } = entry;
  const types = pack.file.features;
  const roads = useMemo(() => new Set(pack.file.placement.roadCrossings.map((r) => r.road)), [pack]);
  const nameOf = (type: string) => pack.features.get(type)?.name ?? type;
  const codeOf = (type: string) => featureCode(type, nameOf(type));
  const labels = featureLabels(layout.features, codeOf);
  const check = useMemo(() => checkLayoutWith(pack, layout), [pack, layout]);
  const broken = useMemo(() => new Set(check.ok ? check.violations.flatMap((v) => v.features) : []), [check]);
  const selected = layout.features.find((f) => f.id === selectedId) ?? null;
  const labelOf = (f: Placement) => labels.get(f.id) ?? f.id;
  // Issue 27: a line's width from its own number or its kind's read default, in the layout's base width.
  const base = baseWidthOfWith(pack, layout);
  const widthOf = (f: LinearPlacement) => {
    const width = linearWidthWith(pack, layout, f);
    return width ? { ...width, baseWidths: width.cm / base.cm } : null;
  };
  const defaultWidthText = (type: string) => {
    const bw = pack.features.get(type)?.placement.width?.defaultBaseWidths;
    return bw === undefined ? null : lineWidthText({ cm: bw * base.cm, baseWidths: bw, assumed: false });
  };

  const put = (f: Placement) => changeLayout(putFeature(layout, f));
  const place = (at: readonly [number, number]) => {
    const type = pack.features.get(tapType);
    if (!type) return;
    const f = placementAt(type, nextFeatureId(layout), at, layout.table);
    put(f);
    setSelectedId(f.id);
    setTold(w.form.placed({ label: featureLabels([...layout.features, f], codeOf).get(f.id) ?? '' }));
  };
  const move = (fid: string, dx: number, dy: number) => {
    const f = layout.features.find((g) => g.id === fid);
    if (!f) return;
    const moved = moveBy(f, dx, dy, layout.table);
    put(moved);
    const [x, y] = 'points' in moved ? moved.points[0] : [moved.x, moved.y];
    setTold(w.list.moved({ label: labelOf(f), x, y }));
  };
  const rotate = (fid: string, deg: number) => {
    const f = layout.features.find((g) => g.id === fid);
    if (!f) return;
    const turned = rotateBy(f, deg, layout.table);
    put(turned);
    setTold('rotation' in turned ? w.list.turned({ label: labelOf(f), degrees: turned.rotation }) : w.list.turnedLine({ label: labelOf(f) }));
  };
  const submit = (f: Placement) => {
    const isNew = !layout.features.some((g) => g.id === f.id);
    put(f);
    if (isNew) setTold(w.form.placed({ label: featureLabels([...layout.features, f], codeOf).get(f.id) ?? '' }));
  };
  const remove = (f: Placement) => {
    changeLayout(removeFeature(layout, f.id));
    setSelectedId(null);
    setTold(w.form.removed({ label: labelOf(f) }));
  };

  return (
    <div className="agv-editor">
      <p className="agv-controls">{w.intro({ game: GAME_WORDS.agv.name })}</p>
      <p className="agv-print-only agv-print-title">
        <strong>{layoutTitle(entry)}</strong>
      </p>
      <div className="agv-head agv-controls">
        <div className="field">
          <label htmlFor={`${id}-name`}>{w.name.label}</label>
          <div className="hint" id={`${id}-name-hint`}>
            {w.name.hint}
          </div>
          <input id={`${id}-name`} value={entry.name} maxLength={120} aria-describedby={`${id}-name-hint`} onChange={(e) => renameOpenLayout(e.target.value)} />
        </div>
        <LayoutSaveStatus onDownload={() => downloadLayout(entry)} />
        <div className="actions">
          <button type="button" className="ghost" disabled={!canUndo} onClick={() => undoLayout() && setTold(w.undone)}>
            {w.undo}
          </button>
          <button type="button" className="ghost" onClick={() => downloadLayout(entry)}>
            {w.save.download}
          </button>
          <button type="button" onClick={() => window.print()}>
            {w.print}
          </button>
        </div>
      </div>
      <TableSizeForm layout={layout} labels={labels} onResize={(table) => changeLayout({ ...layout, table })} />
      <BaseWidthForm
        baseWidthCm={layout.baseWidthCm}
        assumedCm={pack.file.placement.baseWidth.defaultCm}
        onChange={(cm) => {
          const { baseWidthCm: _old, ...rest } = layout;
          changeLayout(cm === undefined ? rest : { ...rest, baseWidthCm: cm });
        }}
      />
      <div className="agv-tap agv-controls">
        <FeatureTypeSelect id={`${id}-tap`} label={w.tap.label} types={types} value={tapType} first={{ value: '', label: w.tap.select }} onChange={setTapType} />
        <fieldset className="inline agv-zoom">
          <legend>{w.zoom.label}</legend>
          {ZOOMS.map((z) => (
            <label key={z.value} className="check">
              <input type="radio" name={`${id}-zoom`} checked={zoom === z.value} onChange={() => setZoom(z.value)} /> {z.label}
            </label>
          ))}
        </fieldset>
        <p className="hint">{w.tap.hint}</p>
      </div>
      <div className="agv-board">
        <div className="agv-drawing">
          <TableSvg
            layout={layout}
            labels={labels}
            nameOf={nameOf}
            broken={broken}
            selectedId={selectedId}
            tapType={tapType || null}
            zoom={zoom}
            onSelect={setSelectedId}
            onPlace={place}
            onDrop={(f) => {
              put(f);
              setSelectedId(f.id);
            }}
            lineWidthOf={(f) => widthOf(f)?.cm ?? null}
          />
          <TableLegend features={layout.features} types={types} codeOf={codeOf} />
        </div>
        <LayoutViolations pack={pack} check={check} features={layout.features} labels={labels} />
      </div>
      <p className="visually-hidden" role="status">
        {told}
      </p>
      <div className="agv-work">
        <FeatureList
          features={layout.features}
          labels={labels}
          nameOf={nameOf}
          broken={broken}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onMove={move}
          onRotate={rotate}
          widthOf={widthOf}
        />
        <div className="agv-work-form">
          {selected && (
            <div className="actions agv-controls" role="group" aria-label={w.list.selectedName({ label: labelOf(selected), feature: nameOf(selected.type) })}>
              <button type="button" className="ghost" aria-label={w.list.rotateName({ way: 'left', label: labelOf(selected) })} onClick={() => rotate(selected.id, -NUDGE.rotateDeg)}>
                {w.list.rotateLeft}
              </button>
              <button type="button" className="ghost" aria-label={w.list.rotateName({ way: 'right', label: labelOf(selected) })} onClick={() => rotate(selected.id, NUDGE.rotateDeg)}>
                {w.list.rotateRight}
              </button>
            </div>
          )}
          <FeatureForm
            key={selected ? `${selected.id}:${JSON.stringify(selected)}` : `new:${nextFeatureId(layout)}:${layout.table.widthCm}x${layout.table.depthCm}`}
            types={types}
            table={layout.table}
            roads={roads}
            editing={selected ? { placement: selected, label: labelOf(selected) } : null}
            newId={nextFeatureId(layout)}
            onSubmit={submit}
            onRemove={selected ? () => remove(selected) : undefined}
            onDone={selected ? () => setSelectedId(null) : undefined}
            defaultWidthText={defaultWidthText}
          />
        </div>
      </div>
    </div>
  );
}
