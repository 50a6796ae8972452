import { measuringReadingsWith, type AgvLayoutCheck, type AgvPack, type AgvViolation, type PackResult } from '../../packs/agv';
import { AppliedRules } from '../packs/AppliedRules';
import { ErrorNotice } from '../components/ErrorNotice';
import { AGV_TABLE_WORDS, violationText } from './tableWords';
import { agvReference } from './reference';

const w = AGV_TABLE_WORDS.check;

interface LayoutViolationsProps {
  pack: AgvPack;
  /** The pack's check of the layout, or its refusal. */
  check: PackResult<AgvLayoutCheck>;
  /** Each feature's id and type, to name it as drawn. */
  features: readonly { id: string; type: string }[];
  labels: ReadonlyMap<string, string>;
}

/** The guideline check next to the table: each broken rule quoted with its source (one tap to the reference) and the features breaking it; then our readings of how things are measured. */
export function LayoutViolations({ pack, check, features, labels }: LayoutViolationsProps) {
  const singular = (type: string) => pack.features.get(type)?.singular ?? pack.features.get(type)?.name ?? type;
  const who = (id: string) => {
    const type = features.find((f) => f.id === id)?.type ?? '';
    return w.who({ label: labels.get(id) ?? id, feature: singular(type).toLowerCase() });
  };
  const used = new Set(check.ok ? check.violations.map((v) => v.reading) : []);
  const readings = [...measuringReadingsWith(pack), ...pack.file.readings.filter((r) => used.has(r.id))].filter((r, i, all) => all.findIndex((o) => o.id === r.id) === i);
  const nearOf = (v: AgvViolation) => {
    const of = pack.features.get(features.find((f) => f.id === v.features[0])?.type ?? '')?.placement.within?.[0]?.of;
    return of ? singular(of).toLowerCase() : '';
  };
  return (
    <section className="agv-check" aria-labelledby="agv-check-title">
      <h2 id="agv-check-title">{w.heading}</h2>
      <div role="status" aria-live="polite" aria-atomic="true">
        {check.ok && check.violations.length === 0 && (
          <p className="agv-check-ok">
            <span aria-hidden="true">✓ </span>
            {w.ok}
          </p>
        )}
        {check.ok && check.violations.length > 0 && <p className="agv-check-bad">{w.count({ count: check.violations.length })}</p>}
      </div>
      {!check.ok && <ErrorNotice message={w.failed} details={check.error} />}
      {check.ok && check.violations.length > 0 && (
        <ol className="agv-violations">
          {check.violations.map((v, i) => (
            <li key={`${v.code}-${v.features.join('-')}-${i}`}>
              <p>
                <strong>
                  <span aria-hidden="true">⚠ </span>
                  {w.brokenBy({ labels: v.features.map((id) => labels.get(id) ?? id) })}
                </strong>
                : {violationText(v, v.features.map(who), nearOf(v))}
              </p>
              <AppliedRules rules={[{ rule: v.rule, source: v.source }]} reference={agvReference} from="agvTable" label={w.rule} />
            </li>
          ))}
        </ol>
      )}
      <div className="agv-readings">
        <h3>{AGV_TABLE_WORDS.reading.heading}</h3>
        <AppliedRules rules={readings.map((r) => ({ rule: r.text, source: r.source, reading: true }))} reference={agvReference} from="agvTable" label={AGV_TABLE_WORDS.reading.label} />
      </div>
    </section>
  );
}
