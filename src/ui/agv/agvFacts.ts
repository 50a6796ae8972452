import type { AgvTerrainFile } from '../../packs/agv';
import { fact, joinSources, type Fact, type FactTable } from '../reference/fact';
import { readingsFact } from '../reference/packPart';
import { isEmpty, joined, listed, parts, q, type Said, type SaidPart } from '../reference/said';
import { idWords, yesNo } from '../words/vocab';
import { AGV_FACT_WORDS as W } from './factWords';

type Agv = AgvTerrainFile;
type AgvFeature = Agv['features'][number];
type AgvUnit = keyof AgvFeature['units'];
type AgvEffect = AgvFeature['units'][AgvUnit];

/** "Stops", "Does not stop" or "Not stated" for one direction of fire. */
const stops = (v: boolean | undefined): string => (v === undefined ? W.notStated : v ? W.stops : W.doesNotStop);
const rate = (v: AgvEffect['move']): string => (v ? W.rate[v] : W.notStated);
const flag = (v: boolean | undefined): string => (v === undefined ? W.notStated : yesNo(v));
/** The pack's texts, each quoted as one line. */
const quoted = (texts: readonly string[]): Said[] => texts.map((text) => [q(text)]);
/** A feature's name as the pack gives it (quoted), or its id in words when the pack names no such feature. */
const namer = (agv: Agv) => (id: string): Said => {
  const found = agv.features.find((x) => x.id === id);
  return found ? [q(found.name)] : idWords(id);
};
/** A list of the pack's words (its examples, what half rate applies to), each quoted, with our commas. */
const quotedList = (items: readonly string[]): SaidPart[] => joined(items.map((item) => [q(item)]), W.listComma);

function agvUnitsTable(f: AgvFeature): FactTable {
  const units = Object.keys(W.units) as AgvUnit[];
  return {
    caption: [q(f.name), W.unitsCaption],
    head: W.unitsHead,
    rows: units.map((u): Said[] => {
      const e = f.units[u];
      const inside = [
        e.mayRemainInterpenetrated !== undefined && W.mayStay({ value: flag(e.mayRemainInterpenetrated) }),
        e.mayFireWhileInterpenetrated !== undefined && W.mayFire({ value: flag(e.mayFireWhileInterpenetrated) }),
        e.mayFightHandToHandWhileInterpenetrated !== undefined && W.mayFight({ value: flag(e.mayFightHandToHandWhileInterpenetrated) }),
        e.mayChargeOrInterceptWhileInterpenetrated !== undefined && W.mayChargeOrIntercept({ value: flag(e.mayChargeOrInterceptWhileInterpenetrated) }),
      ].filter((x): x is string => Boolean(x));
      return [
        W.units[u],
        e.enter ? W.enter[e.enter] : W.notStated,
        rate(e.move),
        rate(e.charge),
        rate(e.intercept),
        rate(e.counterCharge),
        inside.join(W.semicolon) || W.notStated,
        [q(e.notes.join(' '))],
      ];
    }),
    rowHeaders: true,
  };
}

/** "Gives cover against missile fire to foot only." with the pack's condition quoted after it. */
function cover(f: AgvFeature): Said {
  const c = f.cover;
  if (!c.gives) return W.givesNoCover;
  const gives = W.givesCover({
    against: (c.against ?? []).map((a) => W.coverAgainst[a]),
    onlyFor: (c.onlyFor ?? []).map((u) => W.unitsInSentence[u]),
    anyFire: !c.against,
    anyUnit: !c.onlyFor,
  });
  return c.condition ? [gives, W.space, q(c.condition)] : gives;
}

function agvFeatureFact(f: AgvFeature, agv: Agv): Fact {
  const name = namer(agv);
  const p = f.placement;
  const lines: Said[] = [
    f.aliases.length ? [W.kind({ type: f.type, landmark: f.landmark }), W.also, ...quotedList(f.aliases), W.end] : W.kind({ type: f.type, landmark: f.landmark }),
    [q(f.description)],
    f.treatAs ? [W.treatedAs, ...parts(name(f.treatAs)), W.end] : '',
    f.impassable
      ? [W.impassableTo({ units: f.impassable.to.map((u) => W.unitsInSentence[u]) }), q(f.impassable.except), W.end, ...(f.impassable.condition ? [W.space, q(f.impassable.condition)] : [])]
      : '',
    cover(f),
    f.handToHandAdvantage.gives ? W.handToHand[f.handToHandAdvantage.beneficiary === 'unitsNotInFeature' ? 'unitsNotInFeature' : 'defender'] : W.noHandToHand,
    f.maxDefendingUnits ? W.maxDefending({ count: f.maxDefendingUnits }) : '',
    p.minAcrossCm || p.maxAcrossCm
      ? W.size({ min: p.minAcrossCm ?? 0, max: p.maxAcrossCm ?? 0, hasMin: Boolean(p.minAcrossCm), hasMax: Boolean(p.maxAcrossCm) })
      : '',
    p.minApartCm ? W.apart({ cm: p.minApartCm }) : '',
    p.width?.atMostBaseWidths ? W.atMostWide({ count: p.width.atMostBaseWidths }) : '',
    p.width?.moreThanBaseWidths ? W.moreThanWide({ count: p.width.moreThanBaseWidths }) : '',
    p.width?.exactlyBaseWidths ? W.exactlyWide({ count: p.width.exactlyBaseWidths }) : '',
    ...quoted(p.rules),
    ...quoted(f.rules),
  ].filter((line) => !isEmpty(line));
  return fact(`otherPacks/agv/feature/${f.id}`, [q(f.name)], f.source, {
    lines,
    tables: [
      agvUnitsTable(f),
      {
        caption: [q(f.name), W.fireCaption],
        head: W.fireHead,
        rows: (['missile', 'artillery'] as const).map((kind) => [
          W.fire[kind],
          stops(f.stopsFire[kind].into),
          stops(f.stopsFire[kind].outOf),
          stops(f.stopsFire[kind].beyond),
        ]),
        rowHeaders: true,
      },
    ],
  });
}

/** A Great Victory! terrain guidelines as cards: general rules, every feature, placement (seed 004). */
export function agvFacts(agv: Agv): Fact[] {
  const g = agv.general;
  const texts = (items: readonly { text: string }[]) => quoted(items.map((r) => r.text));
  const name = namer(agv);
  const names = (ids: readonly string[]) => listed(ids.map(name), W.listComma, W.and);
  return [
    fact('otherPacks/agv/types', W.titles.types, joinSources(g.terrainTypes, agv.source), {
      lines: [
        ...g.terrainTypes.map((t): Said => [q(t.name), W.colon, q(t.definition), W.examples, ...quotedList(t.examples), W.end]),
        ...texts(g.definitions),
      ],
    }),
    fact('otherPacks/agv/movement', W.titles.movement, joinSources(g.movement.rules, agv.source), {
      lines: [
        [W.halfRateCosts({ cm: g.movement.halfRateCmCostPerCm }), ...quotedList(g.movement.halfRateAppliesTo), W.closeEnd],
        W.cumulative({ cumulative: g.movement.halfRateCumulative }),
        ...texts(g.movement.rules),
      ],
    }),
    fact('otherPacks/agv/fire', W.titles.fire, joinSources([...g.fire.rules, ...g.fire.standCoverConditions], agv.source), {
      lines: [
        W.coverDice({ multiplier: g.fire.coverDiceMultiplier, rounding: W.rounding[g.fire.rounding], allStands: g.fire.allStandsMustQualify }),
        W.coverBlocks({ count: g.fire.coverFeaturesThatBlockFire }),
        ...texts(g.fire.standCoverConditions),
        ...texts(g.fire.firingWithCoverFeatures),
        ...texts(g.fire.rules),
      ],
    }),
    fact('otherPacks/agv/handToHand', W.titles.handToHand, joinSources(g.handToHand.rules, agv.source), {
      lines: [
        W.chargerDice({ multiplier: g.handToHand.chargerDiceMultiplier, rounding: W.rounding[g.handToHand.rounding], phases: g.handToHand.phases, cumulative: g.handToHand.cumulative }),
        ...texts(g.handToHand.defendingGeneralConditions),
        ...texts(g.handToHand.defendingLinearConditions),
        ...texts(g.handToHand.rules),
      ],
    }),
    fact('otherPacks/agv/formations', W.titles.formations, joinSources([...g.formations, ...g.finally], agv.source), {
      lines: [...texts(g.formations), ...texts(g.finally)],
    }),
    ...agv.features.map((f) => agvFeatureFact(f, agv)),
    fact('otherPacks/agv/placement', W.titles.placement, joinSources([agv.placement.overlap, ...agv.placement.roadCrossings], agv.source), {
      lines: [
        [W.nothingMayOverlap, ...names(agv.placement.overlap.noOverlapWith), W.except, ...names(agv.placement.overlap.except), W.end],
        ...agv.placement.roadCrossings.map((r): Said => [W.roadCrossing, ...names(r.crosses), W.is, ...joined(r.designateAs.map(name), W.or), W.when[r.when]]),
        ...texts(agv.placement.guidance),
      ],
    }),
    readingsFact('otherPacks/agv/readings', agv.readings, agv.source),
  ];
}
