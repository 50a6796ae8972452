import { useSyncExternalStore } from 'react';
import { featureEffectsWith, type AgvFeatureEffects, type AgvPack, type AgvRate, type AgvUnitType } from '../../packs/agv';
import { AppliedRules, type ShownRule } from '../packs/AppliedRules';
import { sourceHref } from '../packs/ruleLinks';
import { AGV_EFFECTS_WORDS } from './effectsWords';
import { Quoted } from '../components/Quoted';
import { APPLIED_RULE_WORDS } from '../packs/words';
import { agvReference } from './reference';

const w = AGV_EFFECTS_WORDS;
const t = w.table;

/** Wide enough for the table; narrower screens get one card per feature. */
const WIDE = '(min-width: 60rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(WIDE);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** The short words of one feature's row, from the pack's answer. */
function cells(pack: AgvPack, e: AgvFeatureEffects): { key: string; head: string; text: string; rate?: AgvRate }[] {
  const f = pack.features.get(e.feature);
  const c = e.cover;
  const cover = !c.gives
    ? f?.cover.gives
      ? t.coverNotForUnit
      : t.no
    : c.onlyWhenInterpenetrated
      ? t.coverInIt
      : c.against
        ? t.coverAgainst({ kinds: c.against.map((k) => w.fireKinds[k]) })
        : t.yes;
  const adv = e.handToHandAdvantage;
  return [
    { key: 'enter', head: t.enter, text: w.badge.enter[e.enter], ...(e.enter === 'prohibited' ? { rate: 'prohibited' as const } : {}) },
    { key: 'move', head: t.move, text: w.rateShort[e.move], rate: e.move },
    { key: 'charge', head: t.charge, text: w.rateShort[e.charge], rate: e.charge },
    { key: 'intercept', head: t.intercept, text: w.rateShort[e.intercept], rate: e.intercept },
    { key: 'cover', head: t.cover, text: cover },
    { key: 'advantage', head: t.advantage, text: !adv.gives ? t.no : adv.beneficiary === 'unitsNotInFeature' ? t.outside : t.yes },
  ];
}

/** The rules every row relies on: half rate and its cost, cover's half dice, the hand-to-hand halving. */
function generalRules(pack: AgvPack): ShownRule[] {
  const g = pack.file.general;
  const pick = (list: typeof g.movement.rules, id: string) => list.filter((r) => r.id === id).map((r) => ({ rule: r.text, source: r.source }));
  return [
    ...pick(g.movement.rules, 'halfRate'),
    ...pick(g.movement.rules, 'notCumulative'),
    ...pick(g.fire.rules, 'halfDice'),
    ...pick(g.handToHand.rules, 'halfDice'),
  ];
}

function SourceLink({ source, name }: { source: string; name: string }) {
  const href = sourceHref(agvReference, source, 'agvEffects');
  return href ? (
    <a href={href} aria-label={APPLIED_RULE_WORDS.namedSourceLabel({ name, source })}>
      <Quoted source>{source}</Quoted>
    </a>
  ) : (
    <Quoted source>{source}</Quoted>
  );
}

/**
 * Every feature's effect on one unit type at a glance (seed 004): a table on wide screens, one card per
 * feature on narrow ones; a feature's name opens its full effects.
 */
export function EffectsTable({ pack, unit, onPick }: { pack: AgvPack; unit: AgvUnitType; onPick: (feature: string) => void }) {
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  const rows = [...pack.features.values()].flatMap((f) => {
    const e = featureEffectsWith(pack, { feature: f.id, unit });
    return e.ok ? [{ e, source: f.source, cells: cells(pack, e) }] : [];
  });
  const pickButton = (e: AgvFeatureEffects) => (
    <button type="button" className="link-button" aria-label={t.show({ feature: e.name })} onClick={() => onPick(e.feature)}>
      <Quoted>{e.name}</Quoted>
    </button>
  );
  return (
    <div className="effects-all">
      <p className="hint">{t.hint}</p>
      {wide ? (
        <table className="effects-table">
          <caption>{t.caption({ units: w.unitsInSentence[unit] })}</caption>
          <thead>
            <tr>
              <th scope="col">{t.feature}</th>
              {rows[0]?.cells.map((c) => (
                <th scope="col" key={c.key}>
                  {c.head}
                </th>
              ))}
              <th scope="col">{t.source}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ e, source, cells: row }) => (
              <tr key={e.feature}>
                <th scope="row">{pickButton(e)}</th>
                {row.map((c) => (
                  <td key={c.key} className={c.rate ? `rate-${c.rate}` : undefined}>
                    {c.text}
                  </td>
                ))}
                <td className="effects-source">
                  <SourceLink source={source} name={e.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="effects-cards plain" aria-label={t.caption({ units: w.unitsInSentence[unit] })}>
          {rows.map(({ e, source, cells: row }) => (
            <li key={e.feature} className="card effects-mini">
              <h3>{pickButton(e)}</h3>
              <dl>
                {row.map((c) => (
                  <div key={c.key}>
                    <dt>{c.head}</dt>
                    <dd className={c.rate ? `rate-${c.rate}` : undefined}>{c.text}</dd>
                  </div>
                ))}
              </dl>
              <p className="effects-source">
                <SourceLink source={source} name={e.name} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="effects-rules-title">{t.general}</h3>
      <AppliedRules rules={generalRules(pack)} reference={agvReference} from="agvEffects" label={t.general} />
    </div>
  );
}
