import type { CcnTerrainFile } from '../../packs/ccn';
import { fact, joinSources, type Fact, type FactTable } from '../reference/fact';
import { readingsFact } from '../reference/packPart';
import { isEmpty, joined, listed, q, type Said } from '../reference/said';
import { idWords, signed, yesNo } from '../words/vocab';
import { CCN_FACT_WORDS as W } from './factWords';

type Ccn = CcnTerrainFile;
type CcnTerrain = Ccn['terrain'][number];

function ccnTerrainFact(t: CcnTerrain, ccn: Ccn): Fact {
  const name = (id: string): Said => {
    const found = ccn.terrain.find((x) => x.id === id);
    return found ? [q(found.name)] : idWords(id);
  };
  const names = (ids: readonly string[]) => listed(ids.map(name), W.listComma, W.and);
  const m = t.movement;
  const b = t.battle;
  const moveRow = (label: string, e: { mayNotEnter: boolean; mustStop: boolean }) => [
    label,
    e.mayNotEnter ? W.mayNotEnter : W.mayEnter,
    e.mayNotEnter ? W.noMustStop : yesNo(e.mustStop),
  ];
  const dice = (d: { melee: number; ranged: number } | null) =>
    d === null ? W.noValue : d.melee === d.ranged ? signed(d.melee) : W.meleeRanged({ melee: signed(d.melee), ranged: signed(d.ranged) });
  const tables: FactTable[] = [
    {
      caption: [q(t.name), W.movementCaption[m.trigger]],
      head: W.movementHead,
      rows: [
        moveRow(W.units.infantry, m.infantry),
        moveRow(W.units.cavalry, m.cavalry),
        moveRow(W.units.artillery, m.artillery),
        ...(m.leader ? [moveRow(W.leader, m.leader)] : []),
      ],
      rowHeaders: true,
    },
  ];
  if (b.dice.length > 0) {
    tables.push({
      caption: [q(t.name), W.diceCaption],
      head: [W.situation, ...Object.values(W.units), W.notes],
      rows: b.dice.map((d): Said[] => [
        W.situations[d.situation],
        dice(d.infantry),
        dice(d.cavalry),
        dice(d.artillery),
        joined(
          [
            d.condition ? [q(d.condition)] : '',
            d.cavalryChargeCardBonus === false ? W.noChargeCardBonus : '',
            d.replacesReductionsOf ? [W.replacesReductions, ...names(d.replacesReductionsOf), W.end] : '',
            d.note ? [q(d.note)] : '',
          ].filter((part) => !isEmpty(part)),
          W.space,
        ),
      ]),
      rowHeaders: true,
    });
  }
  const lines: Said[] = [
    t.aliases.length ? [W.alsoCalled, ...joined(t.aliases.map((a) => [q(a)]), W.listComma), W.end] : '',
    m.infantryMayFormSquare === null ? '' : W.formSquare({ may: m.infantryMayFormSquare }),
    m.cancelsRestrictionsOf.length ? [W.cancelsMovement, ...names(m.cancelsRestrictionsOf), W.end] : '',
    ...m.rules.map((r) => [q(r)]),
    b.battleAllowed ? '' : W.noBattle,
    b.meleeAllowed ? '' : W.noMelee,
    b.mayBattleTurnMovedOn ? W.mayBattleTurnMovedOn(b.mayBattleTurnMovedOn) : '',
    b.ignoreFlags ? [W.flagsIgnored({ infantry: b.ignoreFlags.infantry, cavalry: b.ignoreFlags.cavalry, artillery: b.ignoreFlags.artillery }), q(b.ignoreFlags.condition)] : '',
    b.cancelsRestrictionsOf.length ? [W.cancelsBattle, ...names(b.cancelsRestrictionsOf), W.end] : '',
    ...b.rules.map((r) => [q(r)]),
    [W.lineOfSight({ blocks: t.lineOfSight.blocks }), ...(t.lineOfSight.note ? [W.space, q(t.lineOfSight.note)] : [])],
    ...t.lineOfSight.rules.map((r) => [q(r)]),
    ...t.examples.map((e) => [W.example, q(e)]),
  ].filter((line) => !isEmpty(line));
  return fact(`otherPacks/ccn/terrain/${t.id}`, [q(t.name)], t.source, { lines, tables });
}

/** Commands & Colors: Napoleonics hex terrain as cards (seed 003). */
export function ccnFacts(ccn: Ccn): Fact[] {
  return [
    fact('otherPacks/ccn/general', W.generalTitle, joinSources(ccn.generalRules, ccn.source), {
      lines: [W.signedNote, ...ccn.generalRules.map((r) => [q(r.text)])],
    }),
    ...ccn.terrain.map((t) => ccnTerrainFact(t, ccn)),
    readingsFact('otherPacks/ccn/readings', ccn.readings, ccn.source),
  ];
}
