import type { AgvCiteKey, AgvFeatureEffects, AgvMoveKind, AgvPack, AgvRate, AgvReading } from '../../packs/agv';
import type { ShownRule } from '../packs/AppliedRules';
import { AGV_EFFECTS_WORDS } from './effectsWords';

const w = AGV_EFFECTS_WORDS;

/** How an aspect looks at a glance (always with a word beside the colour). */
export type EffectTone = 'ok' | 'warn' | 'no' | 'info';

/** One part of what a feature does to a unit: its answer in a few words and the rules behind it, cited. */
export interface EffectAspect {
  key: 'enter' | 'move' | 'charge' | 'fire' | 'handToHand';
  title: string;
  tone: EffectTone;
  /** The answer in a word or two, shown beside the colour. */
  badge: string;
  answer: string[];
  rules: ShownRule[];
}

type General = AgvPack['file']['general'];

/** A general rule of the guidelines by its id, as the pack data words it. */
function general(list: General['movement']['rules'], id: string): ShownRule[] {
  const r = list.find((x) => x.id === id);
  return r ? [{ rule: r.text, source: r.source }] : [];
}

/** A reading of ours the answer relies on, marked as one. */
export function readingRule(r: AgvReading): ShownRule {
  return { rule: r.text, source: r.source, reading: true };
}

const toneOf = (rate: AgvRate): EffectTone => (rate === 'prohibited' ? 'no' : rate === 'halfRate' ? 'warn' : rate === 'special' ? 'info' : 'ok');

/** Groups movement kinds that share a rate, so "can charge and intercept … at half rate" is one sentence. */
function byRate(e: AgvFeatureEffects, kinds: readonly AgvMoveKind[]): [AgvRate, AgvMoveKind[]][] {
  const groups = new Map<AgvRate, AgvMoveKind[]>();
  for (const k of kinds) groups.set(e[k], [...(groups.get(e[k]) ?? []), k]);
  return [...groups];
}

/** The worst of several rates, for the tone of an aspect. */
const worst = (rates: readonly AgvRate[]): AgvRate =>
  (['prohibited', 'halfRate', 'special', 'normal'] as const).find((r) => rates.includes(r)) ?? 'normal';

/**
 * What a feature does to a unit type, part by part (seed 004: movement, firing, hand-to-hand, and the
 * feature's own paragraph): each part's answer in plain words with the sentences the pack cites for this unit
 * type (or, where it cites none, the effect as the data states it) and the general rules cited.
 */
export function effectAspects(pack: AgvPack, e: AgvFeatureEffects): EffectAspect[] {
  const g = pack.file.general;
  const f = pack.features.get(e.feature);
  const source = f?.source ?? pack.file.source;
  const said = (rule: string): ShownRule => ({ rule, source });
  const quote = (key: AgvCiteKey, fallback: string): ShownRule[] => (e.cited[key].length > 0 ? e.cited[key] : [said(fallback)]);
  const cost = g.movement.halfRateCmCostPerCm;
  const inside = e.whileInterpenetrated;
  const moveRules = quote('move', rateText(e, ['move'], e.move));

  const enter: EffectAspect = {
    key: 'enter',
    title: w.aspects.enter,
    tone: e.enter === 'prohibited' ? 'no' : e.enter === 'conditional' ? 'info' : 'ok',
    badge: w.badge.enter[e.enter],
    answer: [e.enter === 'prohibited' ? w.answer.prohibited : e.enter === 'conditional' ? w.answer.enterConditional : w.answer.enterAllowed],
    rules:
      e.enter === 'prohibited'
        ? [...quote('enter', w.says.enterProhibited({ units: w.unitsPlural[e.unit], feature: e.name, excepted: Boolean(f?.impassable?.except), except: f?.impassable?.except ?? '' })), ...general(g.movement.rules, 'prohibited')]
        : e.enter === 'conditional'
          ? (f?.units[e.unit].notes ?? []).map(said)
          : e.cited.enter.length > 0
            ? e.cited.enter
            : f?.units[e.unit].enter === 'allowed'
              ? [said(w.says.enterAllowed({ units: w.unitsInSentence[e.unit], feature: e.name }))]
              : moveRules,
  };

  const move: EffectAspect = {
    key: 'move',
    title: w.aspects.move,
    tone: toneOf(e.move),
    badge: w.rateShort[e.move],
    answer:
      e.move === 'halfRate'
        ? [w.answer.halfRate({ cost }), w.answer.notCumulative]
        : [e.move === 'special' ? w.answer.special : e.move === 'prohibited' ? w.answer.prohibited : w.answer.normal],
    rules: [
      ...(e.move === 'prohibited' ? [...quote('enter', w.says.enterProhibited({ units: w.unitsPlural[e.unit], feature: e.name, excepted: Boolean(f?.impassable?.except), except: f?.impassable?.except ?? '' })), ...general(g.movement.rules, 'prohibited')] : moveRules),
      ...(e.move === 'halfRate' ? [...general(g.movement.rules, 'halfRate'), ...general(g.movement.rules, 'notCumulative')] : []),
    ],
  };

  const chargeKinds: AgvMoveKind[] = ['charge', 'intercept', ...(e.counterCharge !== e.charge ? (['counterCharge'] as const) : [])];
  const groups = byRate(e, chargeKinds);
  const chargeRate = worst(chargeKinds.map((k) => e[k]));
  const stuck = inside.mayChargeOrIntercept === false;
  const chargeRules = e.enter === 'prohibited' ? general(g.movement.rules, 'prohibited') : quote('charge', groups.map(([rate, kinds]) => rateText(e, kinds, rate)).join(' '));
  const charge: EffectAspect = {
    key: 'charge',
    title: w.aspects.charge,
    tone: toneOf(chargeRate),
    badge: w.rateShort[chargeRate],
    answer: [
      ...groups.map(([rate, kinds]) =>
        w.movesAnswer({
          moves: kinds.map((k) => w.moves[k].title),
          answer: rate === 'halfRate' ? w.answer.halfRate({ cost }) : rate === 'special' ? w.answer.special : rate === 'prohibited' ? w.answer.prohibited : w.answer.normal,
        }),
      ),
      ...(stuck ? [w.answer.stuck] : []),
    ],
    rules: [
      ...chargeRules,
      ...(stuck ? quote('chargeWhileIn', w.answer.stuck) : []),
      ...(chargeRate === 'halfRate' && e.move !== 'halfRate' ? general(g.movement.rules, 'halfRate') : []),
    ],
  };

  const coverFor = e.cover.gives;
  const coverElsewhere = !coverFor && f?.cover.gives === true;
  const stops = e.stopsFire.missile.beyond === true || e.stopsFire.artillery.beyond === true;
  const fire: EffectAspect = {
    key: 'fire',
    title: w.aspects.fire,
    tone: coverFor ? 'info' : inside.mayFire === false ? 'no' : 'ok',
    badge: coverFor ? w.badge.cover : inside.mayFire === false ? w.badge.cannotFire : w.badge.noCover,
    answer: [
      coverFor ? coverText(e) : coverElsewhere ? w.answer.coverNotForUnit({ units: w.unitsInSentence[e.unit] }) : w.answer.noCover,
      ...(inside.mayFire !== null ? [w.answer.mayFire({ may: inside.mayFire })] : []),
      ...(stops ? [w.answer.stopsFire] : []),
    ],
    rules: [
      ...(coverFor || coverElsewhere ? quote('cover', w.says.cover({ feature: e.name })) : [said(w.says.noCover({ feature: e.name }))]),
      ...(inside.mayFire !== null ? quote('fire', w.says.mayFire({ units: w.unitsPlural[e.unit], feature: e.name, may: inside.mayFire })) : []),
      ...e.cited.stopsFire,
      ...(coverFor ? [...general(g.fire.rules, 'halfDice'), ...general(g.fire.rules, 'allStands'), ...general(g.fire.rules, 'twoFeatures')] : []),
    ],
  };

  const adv = e.handToHandAdvantage;
  const outside = adv.gives && adv.beneficiary === 'unitsNotInFeature';
  const handToHand: EffectAspect = {
    key: 'handToHand',
    title: w.aspects.handToHand,
    tone: adv.gives ? 'info' : 'ok',
    badge: adv.gives ? w.badge.advantage : w.badge.noAdvantage,
    answer: [!adv.gives ? w.answer.noAdvantage : outside ? w.answer.advantageOutside : w.answer.advantage],
    rules: [
      ...(adv.gives ? quote('handToHand', w.says.advantage({ feature: e.name })) : [said(w.says.noAdvantage({ feature: e.name }))]),
      ...(adv.gives && !outside
        ? [...general(g.handToHand.rules, 'halfDice'), ...general(g.handToHand.rules, 'cumulative'), ...general(g.handToHand.rules, 'fullyEngaged')]
        : []),
    ],
  };

  return [enter, move, charge, fire, handToHand];
}

/** A one-line summary of a feature's effect on a unit type, for the live answer. */
export function effectSummary(e: AgvFeatureEffects): string {
  const adv = e.handToHandAdvantage;
  return w.summary({
    feature: e.name,
    units: w.unitsInSentence[e.unit],
    enter: e.enter === 'prohibited' ? 'prohibited' : 'other',
    move: e.move,
    charge: e.charge,
    cover: e.cover.gives,
    advantage: !adv.gives ? 'none' : adv.beneficiary === 'unitsNotInFeature' ? 'outside' : 'defender',
  });
}

/** What the guidelines say of moving in some ways over a feature at a rate, naming the unit type and the ways. */
function rateText(e: AgvFeatureEffects, kinds: readonly AgvMoveKind[], rate: AgvRate): string {
  return w.says.rate({ Units: w.unitsPlural[e.unit], units: w.unitsInSentence[e.unit], verbs: kinds.map((k) => w.moves[k].verb), feature: e.name, rate });
}

/** The cover a feature gives, against which fire and to which units. */
function coverText(e: AgvFeatureEffects): string {
  const { against, onlyFor } = e.cover;
  return w.answer.cover({
    against: (against ?? []).map((k) => w.fireKinds[k]),
    onlyFor: (onlyFor ?? []).map((u) => w.unitsInSentence[u]),
    anyFire: against === undefined,
    anyUnit: onlyFor === undefined,
  });
}

/** The rules behind a calculator's answer, each once, in the order the pack applied them. */
export function shownRules(applied: readonly { rule: string; source: string }[]): ShownRule[] {
  const seen = new Set<string>();
  return applied.flatMap(({ rule, source }) => {
    const key = `${source}\n${rule}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ rule, source }];
  });
}
