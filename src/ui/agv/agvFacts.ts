import type { AgvTerrainFile } from '../../packs/agv';
import { fact, joinSources, type Fact, type FactTable } from '../reference/fact';
import { readingsFact } from '../reference/packPart';
import { andList, idWords, yesNo } from '../words/vocab';

type Agv = AgvTerrainFile;
type AgvFeature = Agv['features'][number];
type AgvUnit = keyof AgvFeature['units'];
type AgvEffect = AgvFeature['units'][AgvUnit];

const AGV_UNITS: Record<AgvUnit, string> = { foot: 'Foot', mounted: 'Mounted', elephants: 'Elephants', artillery: 'Artillery' };
const RATE_WORDS = { normal: 'Normal', halfRate: 'Half rate', prohibited: 'Prohibited', special: 'Special (see rules)' } as const;
const ENTER_WORDS = { allowed: 'Allowed', prohibited: 'Prohibited', conditional: 'Conditional' } as const;
const FIRE_WORDS = { missile: 'Missile fire', artillery: 'Artillery fire' } as const;
const COVER_AGAINST = { missile: 'missile fire', lightArtillery: 'light artillery', artillery: 'artillery' } as const;

/** "Stops", "Does not stop" or "Not stated" for one direction of fire. */
const stops = (v: boolean | undefined): string => (v === undefined ? 'Not stated' : v ? 'Stops' : 'Does not stop');
const rate = (v: AgvEffect['move']): string => (v ? RATE_WORDS[v] : 'Not stated');
const flag = (v: boolean | undefined): string => (v === undefined ? 'Not stated' : yesNo(v));

function agvUnitsTable(f: AgvFeature): FactTable {
  const units = Object.keys(AGV_UNITS) as AgvUnit[];
  return {
    caption: `${f.name}: effects by unit type`,
    head: ['Unit', 'Enter', 'Move', 'Charge', 'Intercept', 'Counter-charge', 'While in it', 'Notes'],
    rows: units.map((u) => {
      const e = f.units[u];
      const inside = [
        e.mayRemainInterpenetrated !== undefined && `may stay: ${flag(e.mayRemainInterpenetrated)}`,
        e.mayFireWhileInterpenetrated !== undefined && `may fire: ${flag(e.mayFireWhileInterpenetrated)}`,
        e.mayFightHandToHandWhileInterpenetrated !== undefined && `may fight: ${flag(e.mayFightHandToHandWhileInterpenetrated)}`,
        e.mayChargeOrInterceptWhileInterpenetrated !== undefined &&
          `may charge or intercept: ${flag(e.mayChargeOrInterceptWhileInterpenetrated)}`,
      ].filter((x): x is string => Boolean(x));
      return [
        AGV_UNITS[u],
        e.enter ? ENTER_WORDS[e.enter] : 'Not stated',
        rate(e.move),
        rate(e.charge),
        rate(e.intercept),
        rate(e.counterCharge),
        inside.join('; ') || 'Not stated',
        e.notes.join(' '),
      ];
    }),
    rowHeaders: true,
  };
}

function agvFeatureFact(f: AgvFeature, agv: Agv): Fact {
  const name = (id: string) => agv.features.find((x) => x.id === id)?.name ?? idWords(id);
  const p = f.placement;
  const lines = [
    `${f.type === 'general' ? 'General' : 'Linear'} terrain${f.landmark ? ' (landmark)' : ''}.${f.aliases.length ? ` Also: ${f.aliases.join(', ')}.` : ''}`,
    f.description,
    f.treatAs ? `Treated exactly as ${name(f.treatAs)}.` : '',
    f.impassable
      ? `Impassable to ${andList(f.impassable.to.map((u) => AGV_UNITS[u].toLowerCase()))} except ${f.impassable.except}.${f.impassable.condition ? ` ${f.impassable.condition}` : ''}`
      : '',
    f.cover.gives
      ? `Gives cover${f.cover.against ? ` against ${andList(f.cover.against.map((a) => COVER_AGAINST[a]))}` : ''}${f.cover.onlyFor ? ` to ${andList(f.cover.onlyFor.map((u) => AGV_UNITS[u].toLowerCase()))} only` : ''}.${f.cover.condition ? ` ${f.cover.condition}` : ''}`
      : 'Gives no cover.',
    f.handToHandAdvantage.gives
      ? `Hand-to-hand advantage: ${f.handToHandAdvantage.beneficiary === 'unitsNotInFeature' ? 'to units outside it over units in it' : 'to a unit defending it'}.`
      : 'No hand-to-hand advantage.',
    f.maxDefendingUnits ? `At most ${f.maxDefendingUnits} unit may defend it at a time.` : '',
    p.minAcrossCm || p.maxAcrossCm
      ? `Size: ${p.minAcrossCm ? `at least ${p.minAcrossCm} cm` : ''}${p.minAcrossCm && p.maxAcrossCm ? ' and ' : ''}${p.maxAcrossCm ? `at most ${p.maxAcrossCm} cm` : ''} across.`
      : '',
    p.minApartCm ? `At least ${p.minApartCm} cm apart.` : '',
    p.width?.atMostBaseWidths ? `At most ${p.width.atMostBaseWidths} base width wide.` : '',
    p.width?.moreThanBaseWidths ? `More than ${p.width.moreThanBaseWidths} base width wide.` : '',
    p.width?.exactlyBaseWidths ? `${p.width.exactlyBaseWidths} base width wide.` : '',
    ...p.rules,
    ...f.rules,
  ].filter(Boolean);
  return fact(`otherPacks/agv/feature/${f.id}`, f.name, f.source, {
    lines,
    tables: [
      agvUnitsTable(f),
      {
        caption: `${f.name}: does it stop fire?`,
        head: ['Fire', 'At targets in it', 'From units in it', 'At targets beyond it'],
        rows: (['missile', 'artillery'] as const).map((kind) => [
          FIRE_WORDS[kind],
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
  const texts = (items: readonly { text: string }[]) => items.map((r) => r.text);
  const name = (id: string) => agv.features.find((x) => x.id === id)?.name ?? idWords(id);
  return [
    fact('otherPacks/agv/types', 'Terrain types', joinSources(g.terrainTypes, agv.source), {
      lines: [...g.terrainTypes.map((t) => `${t.name}: ${t.definition} Examples: ${t.examples.join(', ')}.`), ...texts(g.definitions)],
    }),
    fact('otherPacks/agv/movement', 'Movement', joinSources(g.movement.rules, agv.source), {
      lines: [
        `Half rate costs ${g.movement.halfRateCmCostPerCm} cm of allowance per 1 cm moved (${g.movement.halfRateAppliesTo.join(', ')}).`,
        `Cumulative: ${yesNo(g.movement.halfRateCumulative)}.`,
        ...texts(g.movement.rules),
      ],
    }),
    fact('otherPacks/agv/fire', 'Fire and cover', joinSources([...g.fire.rules, ...g.fire.standCoverConditions], agv.source), {
      lines: [
        `Fire dice against a unit in cover: x${g.fire.coverDiceMultiplier}, rounded ${g.fire.rounding}. All stands must qualify: ${yesNo(g.fire.allStandsMustQualify)}.`,
        `${g.fire.coverFeaturesThatBlockFire} or more cover features in the zone of fire block the shot.`,
        ...texts(g.fire.standCoverConditions),
        ...texts(g.fire.firingWithCoverFeatures),
        ...texts(g.fire.rules),
      ],
    }),
    fact('otherPacks/agv/handToHand', 'Hand-to-hand advantage', joinSources(g.handToHand.rules, agv.source), {
      lines: [
        `The charger’s dice: x${g.handToHand.chargerDiceMultiplier}, rounded ${g.handToHand.rounding}, for ${g.handToHand.phases} phase. Cumulative: ${yesNo(g.handToHand.cumulative)}.`,
        ...texts(g.handToHand.defendingGeneralConditions),
        ...texts(g.handToHand.defendingLinearConditions),
        ...texts(g.handToHand.rules),
      ],
    }),
    fact('otherPacks/agv/formations', 'Formations and final notes', joinSources([...g.formations, ...g.finally], agv.source), {
      lines: [...texts(g.formations), ...texts(g.finally)],
    }),
    ...agv.features.map((f) => agvFeatureFact(f, agv)),
    fact('otherPacks/agv/placement', 'Placing terrain', joinSources([agv.placement.overlap, ...agv.placement.roadCrossings], agv.source), {
      lines: [
        `Nothing may overlap ${andList(agv.placement.overlap.noOverlapWith.map(name))} except ${andList(agv.placement.overlap.except.map(name))}.`,
        ...agv.placement.roadCrossings.map(
          (r) =>
            `A road crossing ${andList(r.crosses.map(name))} is ${r.designateAs.map(name).join(' or ')}${r.when === 'beforePlay' ? ', chosen before play' : ', automatically'}.`,
        ),
        ...texts(agv.placement.guidance),
      ],
    }),
    readingsFact('otherPacks/agv/readings', agv.readings, agv.source),
  ];
}
