import { z } from '../../lib/zod';
import { parseInput } from '../../lib/parse';
import { refuse, type PackResult } from '../../lib/result';
import type { CcnPack } from './load';
import {
  CcnHexTerrainSchema,
  CcnUnitKindSchema,
  cancelled,
  hexTerrain,
  notesFor,
  reading,
  withBundledPack,
  type CcnHexTerrain,
  type CcnNote,
  type CcnUnitKind,
} from './movement';
import { CCN_READING_IDS, type CcnBattleSituation, type CcnReading, type CcnReadingId, type CcnTerrain, type CcnUnitType } from './schema';

/** What `battleDice` takes: the battling unit, both hexes' terrain, the combat and the dice it would roll in the open. */
export interface CcnBattleDiceInput {
  attacker: CcnUnitKind;
  /** The defending unit's type, for the flags it may ignore (Field Works). */
  target?: CcnUnitKind;
  from: CcnHexTerrain;
  to: CcnHexTerrain;
  combat: 'melee' | 'ranged';
  dice: number;
  /** The battling unit moved onto its hex this turn. */
  movedOnto?: boolean;
  /** The attack crosses a hexside carrying Field Works (default true: the works face the enemy). */
  acrossFieldWorks?: boolean;
  /** The battling cavalry unit was ordered by a Cavalry Charge Command card. */
  cavalryCharge?: boolean;
}

/** One rule that shaped the answer: the data's sentence, its source, the terrain, what it did and the dice it added. */
export interface CcnApplied extends CcnNote {
  code: CcnBattleSituation | 'battleProhibited' | 'meleeNotPossible' | 'impassable' | 'noBattleAfterMove' | 'mayBattleAfterMove'
    | 'cancelsBattleRestrictions' | 'notAcrossHexside' | 'replacesReductions' | 'ignoreFlags' | 'noChargeCardDice';
  /** Battle dice added (negative: fewer dice); 0 for rules that do not change the dice. */
  modifier: number;
}

/** The answer of `battleDice`. */
export interface CcnBattleDice {
  dice: number;
  mayBattle: boolean;
  ignoreFlags: number;
  /** Whether a Cavalry Charge card still adds its dice (not counted in `dice`); null when no card was played. */
  chargeCardDice: boolean | null;
  applied: CcnApplied[];
  /** Movement and square notes of both hexes for the battling unit, and the Hill fire-over rules for artillery. */
  notes: (CcnNote & { hex: 'from' | 'to' })[];
  readings: CcnReading[];
}

const DICE = 'must be a whole number from 0 to 99';
const BattleDiceInputSchema = z.strictObject({
  attacker: CcnUnitKindSchema,
  target: z.optional(CcnUnitKindSchema),
  from: CcnHexTerrainSchema,
  to: CcnHexTerrainSchema,
  combat: z.enum(['melee', 'ranged']),
  dice: z.number().check(z.int(DICE), z.minimum(0, DICE), z.maximum(99, DICE)),
  movedOnto: z.optional(z.boolean()),
  acrossFieldWorks: z.optional(z.boolean()),
  cavalryCharge: z.optional(z.boolean()),
});

const asType = (u: CcnUnitKind): CcnUnitType => (u === 'lightInfantry' ? 'infantry' : u);
const isHexside = (t: CcnTerrain) => t.movement.trigger === 'crossHexside';
const diceCase = (t: CcnTerrain, s: CcnBattleSituation) => t.battle.dice.find((d) => d.situation === s);

/**
 * Battle dice after terrain (seed 003 Battle paragraphs), from the given pack: the target hex's and the
 * battling unit's hex's modifiers, hills, Field Works facing, Bridges, prohibitions and the Charge card.
 */
export function battleDiceWith(pack: CcnPack, input: unknown): PackResult<CcnBattleDice> {
  const parsed = parseInput(BattleDiceInputSchema, input, 'battleDice');
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  const fromHex = hexTerrain(pack, v.from, 'battleDice: from');
  if (!fromHex.ok) return fromHex;
  const toHex = hexTerrain(pack, v.to, 'battleDice: to');
  if (!toHex.ok) return toHex;
  if (v.cavalryCharge && v.attacker !== 'cavalry') {
    return refuse(`battleDice: cavalryCharge: seed 003 speaks of cavalry units ordered by a Cavalry Charge card, not ${v.attacker}.`);
  }
  const unit = asType(v.attacker);
  const across = v.acrossFieldWorks ?? true;
  const readings = new Set<CcnReadingId>();
  const applied: CcnApplied[] = [];
  let blocked = false;
  const apply = (t: CcnTerrain, code: CcnApplied['code'], rule: string | undefined, modifier = 0) => {
    if (applied.some((a) => a.terrain === t.id && a.code === code && a.rule === rule)) return;
    applied.push({ rule: rule ?? t.name, source: t.source, terrain: t.id, code, modifier });
  };
  const block = (t: CcnTerrain, code: CcnApplied['code'], rule: string | undefined) => {
    blocked = true;
    apply(t, code, rule);
  };
  const modify = (t: CcnTerrain, situation: CcnBattleSituation) => {
    const c = diceCase(t, situation);
    const value = c?.[unit];
    if (c && value) apply(t, situation, c.text[unit] ?? undefined, value[v.combat]);
    return c;
  };

  if (v.attacker === 'lightInfantry' || v.target === 'lightInfantry') readings.add('lightInfantryAsInfantry');
  if (fromHex.terrain.length > 1 || toHex.terrain.length > 1) readings.add('combinedTerrain');
  if (v.acrossFieldWorks === undefined && [...fromHex.terrain, ...toHex.terrain].some(isHexside)) readings.add('fieldWorksFaced');

  const effective = (hex: CcnTerrain[]) => {
    const gone = cancelled(hex, 'battle');
    for (const t of hex) {
      const hit = hex.filter((o) => t.battle.cancelsRestrictionsOf.includes(o.id));
      if (hit.length > 0) apply(t, 'cancelsBattleRestrictions', t.battle.text.cancels);
      if (hit.some((o) => o.battle.dice.length > 0)) readings.add('bridgeCancelsDice');
    }
    return hex.filter((t) => !gone.has(t.id));
  };
  const from = effective(fromHex.terrain);
  const to = effective(toHex.terrain);

  for (const t of [...from, ...to]) {
    if (!t.battle.battleAllowed) block(t, 'battleProhibited', t.battle.text.battleAllowed);
    else if (v.combat === 'melee' && !t.battle.meleeAllowed) block(t, 'meleeNotPossible', t.battle.text.meleeAllowed);
  }
  for (const n of notesFor(fromHex.terrain, v.attacker).notes.filter((x) => x.code === 'mayNotEnter')) {
    const t = fromHex.terrain.find((x) => x.id === n.terrain);
    if (t) block(t, 'impassable', n.rule);
    readings.add('impassableHex');
  }
  for (const t of v.movedOnto ? from : []) {
    const after = t.battle.mayBattleTurnMovedOn;
    if (!after) continue;
    const light = v.attacker === 'lightInfantry' && after.lightInfantry !== after.units;
    const rule = light ? t.battle.text.lightInfantryMayBattleTurnMovedOn : t.battle.text.mayBattleTurnMovedOn;
    if ((v.attacker === 'lightInfantry' ? after.lightInfantry : after.units) === false) block(t, 'noBattleAfterMove', rule);
    else apply(t, 'mayBattleAfterMove', rule);
  }

  const replaced = new Set<string>();
  let ignoreFlags = 0;
  for (const t of to) {
    if (isHexside(t) && !across) {
      if (t.battle.dice.length > 0 || t.battle.ignoreFlags) apply(t, 'notAcrossHexside', t.battle.text.notAcrossHexside);
      continue;
    }
    const c = modify(t, 'targetOnHex');
    for (const id of c?.replacesReductionsOf ?? []) {
      if (!to.some((o) => o.id === id)) continue;
      replaced.add(id);
      apply(t, 'replacesReductions', c?.replacesText);
    }
    const flags = t.battle.ignoreFlags;
    if (flags) {
      const defender = asType(v.target ?? 'infantry');
      ignoreFlags += flags[defender];
      apply(t, 'ignoreFlags', t.battle.text.ignoreFlags?.[defender]);
      if (!v.target) readings.add('fieldWorksDefender');
    }
  }
  const highFrom = from.find((t) => t.lineOfSight.elevation);
  const highTo = to.find((t) => t.lineOfSight.elevation);
  const hill: [CcnTerrain | undefined, CcnBattleSituation] = highTo
    ? [highTo, highFrom ? 'hillToHill' : 'targetUpHill']
    : [highFrom, 'targetDownHill'];
  if (hill[0]) {
    readings.add('upDownHill');
    if (!replaced.has(hill[0].id)) modify(hill[0], hill[1]);
  }
  for (const t of from) if (!isHexside(t) || across) modify(t, 'battlingOut');

  let chargeCardDice: boolean | null = null;
  if (v.cavalryCharge) {
    readings.add('chargeCardDice');
    const onto = to.map((t) => [t, diceCase(t, 'targetOnHex')] as const);
    const out = from.map((t) => [t, diceCase(t, 'battlingOut')] as const);
    const denied = [...onto, ...out].filter(([, c]) => c?.cavalryChargeCardBonus === false);
    for (const [t, c] of denied) apply(t, 'noChargeCardDice', c?.cavalryChargeText);
    chargeCardDice = denied.length === 0;
  }

  const notes: CcnBattleDice['notes'] = [
    ...notesFor(fromHex.terrain, v.attacker).notes.map((n) => ({ ...n, hex: 'from' as const })),
    ...notesFor(toHex.terrain, v.attacker).notes.map((n) => ({ ...n, hex: 'to' as const })),
  ];
  if (highFrom && unit === 'artillery' && v.combat === 'ranged') {
    const text = highFrom.battle.text;
    for (const [code, rule] of [['fireOver', text.fireOver], ['fireOverCombinedArms', text.fireOverCombinedArms]] as const) {
      if (rule) notes.push({ rule, source: highFrom.source, terrain: highFrom.id, code, hex: 'from' });
    }
  }
  const total = applied.reduce((sum, a) => sum + a.modifier, 0);
  return {
    ok: true,
    dice: blocked ? 0 : Math.max(0, v.dice + total),
    mayBattle: !blocked,
    ignoreFlags: blocked ? 0 : ignoreFlags,
    chargeCardDice,
    applied,
    notes,
    readings: CCN_READING_IDS.filter((id) => readings.has(id)).map((id) => reading(pack, id)),
  };
}

/** Battle dice after terrain (seed 003 Battle paragraphs), from the bundled pack. */
export function battleDice(input: CcnBattleDiceInput): PackResult<CcnBattleDice> {
  return withBundledPack((pack) => battleDiceWith(pack, input));
}
