import type { CcnTerrainFile } from '../../packs/ccn';
import { fact, joinSources, type Fact, type FactTable } from '../reference/fact';
import { readingsFact } from '../reference/packPart';
import { andList, idWords, signed, yesNo } from '../words/vocab';

type Ccn = CcnTerrainFile;
type CcnTerrain = Ccn['terrain'][number];

const CCN_UNITS = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery' } as const;
const SITUATION_WORDS = {
  targetOnHex: 'Targeting a unit on this terrain',
  battlingOut: 'Battling out of this terrain',
  targetUpHill: 'Targeting a unit up hill',
  targetDownHill: 'Targeting a unit down hill',
  hillToHill: 'From a Hill hex to another Hill hex',
} as const;

function ccnTerrainFact(t: CcnTerrain, ccn: Ccn): Fact {
  const name = (id: string) => ccn.terrain.find((x) => x.id === id)?.name ?? idWords(id);
  const m = t.movement;
  const b = t.battle;
  const moveRow = (label: string, e: { mayNotEnter: boolean; mustStop: boolean }) => [
    label,
    e.mayNotEnter ? 'May not enter' : 'May enter',
    e.mayNotEnter ? '–' : yesNo(e.mustStop),
  ];
  const dice = (d: { melee: number; ranged: number } | null) =>
    d === null ? 'No value' : d.melee === d.ranged ? signed(d.melee) : `melee ${signed(d.melee)}, ranged ${signed(d.ranged)}`;
  const tables: FactTable[] = [
    {
      caption: `${t.name}: movement (${m.trigger === 'enterHex' ? 'entering the hex' : 'crossing the hexside'})`,
      head: ['Unit', 'Entry', 'Must stop'],
      rows: [
        moveRow('Infantry', m.infantry),
        moveRow('Cavalry', m.cavalry),
        moveRow('Artillery', m.artillery),
        ...(m.leader ? [moveRow('Leader', m.leader)] : []),
      ],
      rowHeaders: true,
    },
  ];
  if (b.dice.length > 0) {
    tables.push({
      caption: `${t.name}: battle dice`,
      head: ['Situation', ...Object.values(CCN_UNITS), 'Notes'],
      rows: b.dice.map((d) => [
        SITUATION_WORDS[d.situation],
        dice(d.infantry),
        dice(d.cavalry),
        dice(d.artillery),
        [
          d.condition,
          d.cavalryChargeCardBonus === false ? 'No Cavalry Charge card bonus.' : '',
          d.replacesReductionsOf ? `Replaces the reductions of ${andList(d.replacesReductionsOf.map(name))}.` : '',
          d.note,
        ]
          .filter(Boolean)
          .join(' '),
      ]),
      rowHeaders: true,
    });
  }
  const lines = [
    t.aliases.length ? `Also called: ${t.aliases.join(', ')}.` : '',
    m.infantryMayFormSquare === null ? '' : `Infantry may form square here: ${yesNo(m.infantryMayFormSquare)}.`,
    m.cancelsRestrictionsOf.length ? `Cancels the movement restrictions of ${andList(m.cancelsRestrictionsOf.map(name))}.` : '',
    ...m.rules,
    b.battleAllowed ? '' : 'No battle is allowed.',
    b.meleeAllowed ? '' : 'No melee combat.',
    b.mayBattleTurnMovedOn
      ? `May battle the turn it moves on: units ${yesNo(b.mayBattleTurnMovedOn.units).toLowerCase()}, light infantry ${yesNo(b.mayBattleTurnMovedOn.lightInfantry).toLowerCase()}.`
      : '',
    b.ignoreFlags
      ? `Flags ignored: infantry ${b.ignoreFlags.infantry}, cavalry ${b.ignoreFlags.cavalry}, artillery ${b.ignoreFlags.artillery}. ${b.ignoreFlags.condition}`
      : '',
    b.cancelsRestrictionsOf.length ? `Cancels the battle restrictions of ${andList(b.cancelsRestrictionsOf.map(name))}.` : '',
    ...b.rules,
    `Line of sight: ${t.lineOfSight.blocks ? 'blocked' : 'not blocked'}.${t.lineOfSight.note ? ` ${t.lineOfSight.note}` : ''}`,
    ...t.lineOfSight.rules,
    ...t.examples.map((e) => `Example: ${e}`),
  ].filter(Boolean);
  return fact(`otherPacks/ccn/terrain/${t.id}`, t.name, t.source, { lines, tables });
}

/** Commands & Colors: Napoleonics hex terrain as cards (seed 003). */
export function ccnFacts(ccn: Ccn): Fact[] {
  return [
    fact('otherPacks/ccn/general', 'Terrain in general', joinSources(ccn.generalRules, ccn.source), {
      lines: ['Battle dice modifiers are signed: -2 means 2 fewer dice.', ...ccn.generalRules.map((r) => r.text)],
    }),
    ...ccn.terrain.map((t) => ccnTerrainFact(t, ccn)),
    readingsFact('otherPacks/ccn/readings', ccn.readings, ccn.source),
  ];
}
