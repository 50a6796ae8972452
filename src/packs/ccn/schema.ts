import { z } from '../../lib/zod';
import { IdSchema, SourceSchema } from '../../lib/vocab';

/**
 * Commands & Colors: Napoleonics hex terrain (seed 003).
 *
 * Conventions:
 * - Dice modifiers are signed: -2 means "rolls 2 fewer battle dice", 0 means "not reduced".
 * - Where the seed says "battle dice" without naming melee or ranged combat, the same number is
 *   written into both `melee` and `ranged`; where it distinguishes them, they differ.
 * - `null` means the seed gives no value for that case (the reason is in `note`).
 * - Anything that does not fit a structured field is kept, in the seed's words, in `rules`.
 */

/** The three unit types the seed distinguishes. */
export const CCN_UNIT_TYPES = ['infantry', 'cavalry', 'artillery'] as const;
export const CcnUnitTypeSchema = z.enum(CCN_UNIT_TYPES);
export type CcnUnitType = z.infer<typeof CcnUnitTypeSchema>;

/** A sentence of the seed, quoted in the pack's answers. */
const Quote = z.string().check(z.minLength(1));

/** What happens to one kind of piece that moves onto the hex (or across the hexside). */
export const CcnMoveEffectSchema = z.strictObject({
  /** It may not enter at all (impassable); this overrides `mustStop`. */
  mayNotEnter: z.boolean(),
  /** It must stop and may move no further that turn. */
  mustStop: z.boolean(),
});
export type CcnMoveEffect = z.infer<typeof CcnMoveEffectSchema>;

export const CcnMovementSchema = z.strictObject({
  /** What triggers the effect: entering the hex, or moving across a hexside carrying the feature. */
  trigger: z.enum(['enterHex', 'crossHexside']),
  infantry: CcnMoveEffectSchema,
  cavalry: CcnMoveEffectSchema,
  artillery: CcnMoveEffectSchema,
  /** Leaders; null where the seed speaks only of units. */
  leader: z.nullable(CcnMoveEffectSchema),
  /** Whether an infantry unit may form square on the hex; null where the seed is silent. */
  infantryMayFormSquare: z.nullable(z.boolean()),
  /** Terrain ids whose movement restrictions this terrain cancels (a bridge over a river). */
  cancelsRestrictionsOf: z.array(IdSchema),
  rules: z.array(z.string().check(z.minLength(1))),
  /** The seed's sentence behind each structured field above, quoted by the pack's answers. */
  text: z.strictObject({
    mustStop: z.optional(Quote),
    mayNotEnter: z.optional(Quote),
    formSquare: z.optional(Quote),
    cancels: z.optional(Quote),
  }),
});
export type CcnMovement = z.infer<typeof CcnMovementSchema>;

/** Battle dice modifier for one unit type, melee and ranged combat. */
export const CcnDiceSchema = z.strictObject({
  melee: z.number().check(z.int(), z.maximum(0)),
  ranged: z.number().check(z.int(), z.maximum(0)),
});
export type CcnDice = z.infer<typeof CcnDiceSchema>;

/** The situations in which the seed gives battle dice modifiers. */
export const CCN_BATTLE_SITUATIONS = [
  /** The battling unit targets an enemy unit or leader on this terrain. */
  'targetOnHex',
  /** The battling unit is on this terrain and battles out of it. */
  'battlingOut',
  /** Hill: targeting an enemy unit or leader that is up hill. */
  'targetUpHill',
  /** Hill: targeting an enemy unit or leader that is down hill. */
  'targetDownHill',
  /** Hill: on a Hill hex, targeting an enemy unit or leader on another Hill hex. */
  'hillToHill',
] as const;
export const CcnBattleSituationSchema = z.enum(CCN_BATTLE_SITUATIONS);
export type CcnBattleSituation = z.infer<typeof CcnBattleSituationSchema>;

/** One situation's battle dice modifiers, keyed by the type of the unit that rolls the dice. */
export const CcnDiceCaseSchema = z
  .strictObject({
    situation: CcnBattleSituationSchema,
    /** Extra condition on the situation, e.g. "only when attacked across a Field Works hexside". */
    condition: z.optional(z.string().check(z.minLength(1))),
    infantry: z.nullable(CcnDiceSchema),
    cavalry: z.nullable(CcnDiceSchema),
    artillery: z.nullable(CcnDiceSchema),
    /** False where a cavalry unit ordered by a Cavalry Charge card gets no extra dice from the card. */
    cavalryChargeCardBonus: z.optional(z.boolean()),
    /** Terrain ids whose battle dice reductions are disregarded in this case (Field Works on a hill). */
    replacesReductionsOf: z.optional(z.array(IdSchema)),
    note: z.optional(z.string().check(z.minLength(1))),
    /** The seed's bullet for each unit type, as one sentence with its heading; null where the value is null. */
    text: z.strictObject({ infantry: z.nullable(Quote), cavalry: z.nullable(Quote), artillery: z.nullable(Quote) }),
    /** The seed's sentence when `cavalryChargeCardBonus` is false. */
    cavalryChargeText: z.optional(Quote),
    /** The seed's sentence when `replacesReductionsOf` is given. */
    replacesText: z.optional(Quote),
  })
  .check(z.superRefine((c, ctx) => {
    for (const t of CCN_UNIT_TYPES) {
      if (c[t] === null && c.note === undefined) {
        ctx.addIssue({ code: 'custom', message: `${t} is null, so a note must say why`, path: [t] });
      }
      if ((c[t] === null) !== (c.text[t] === null)) {
        ctx.addIssue({ code: 'custom', message: `text.${t} must be null exactly when ${t} is`, path: ['text', t] });
      }
    }
    if (c.cavalryChargeCardBonus === false && !c.cavalryChargeText) {
      ctx.addIssue({ code: 'custom', message: 'cavalryChargeText must quote the rule', path: ['cavalryChargeText'] });
    }
    if (c.replacesReductionsOf && !c.replacesText) {
      ctx.addIssue({ code: 'custom', message: 'replacesText must quote the rule', path: ['replacesText'] });
    }
  }));
export type CcnDiceCase = z.infer<typeof CcnDiceCaseSchema>;

/** Flags a defending unit on the hex may ignore, by its unit type. */
export const CcnIgnoreFlagsSchema = z.strictObject({
  infantry: z.number().check(z.int(), z.minimum(0)),
  cavalry: z.number().check(z.int(), z.minimum(0)),
  artillery: z.number().check(z.int(), z.minimum(0)),
  condition: z.string().check(z.minLength(1)),
});

/** May a unit battle in the turn it moved onto the hex? */
export const CcnBattleAfterMoveSchema = z.strictObject({
  units: z.boolean(),
  /** Light infantry, rifle light infantry and other light infantry type units. */
  lightInfantry: z.boolean(),
});

export const CcnBattleSchema = z.strictObject({
  /** False where battle is prohibited altogether (Rugged Hill). */
  battleAllowed: z.boolean(),
  /** False where melee combat is not possible (River). */
  meleeAllowed: z.boolean(),
  /** Null where the seed does not say. */
  mayBattleTurnMovedOn: z.nullable(CcnBattleAfterMoveSchema),
  dice: z.array(CcnDiceCaseSchema),
  ignoreFlags: z.nullable(CcnIgnoreFlagsSchema),
  /** Terrain ids whose battle restrictions this terrain cancels (a bridge over a river). */
  cancelsRestrictionsOf: z.array(IdSchema),
  rules: z.array(z.string().check(z.minLength(1))),
  /** The seed's sentence behind each structured field above, quoted by the pack's answers. */
  text: z.strictObject({
    battleAllowed: z.optional(Quote),
    meleeAllowed: z.optional(Quote),
    mayBattleTurnMovedOn: z.optional(Quote),
    lightInfantryMayBattleTurnMovedOn: z.optional(Quote),
    ignoreFlags: z.optional(z.strictObject({ infantry: Quote, cavalry: Quote, artillery: Quote })),
    /** A hexside feature (Field Works): no protection when the attack does not cross it. */
    notAcrossHexside: z.optional(Quote),
    cancels: z.optional(Quote),
    /** Hill: artillery firing over a friendly unit on an adjacent lower hex, and its Combined Arms limit. */
    fireOver: z.optional(Quote),
    fireOverCombinedArms: z.optional(Quote),
  }),
});
export type CcnBattle = z.infer<typeof CcnBattleSchema>;

export const CcnLineOfSightSchema = z.strictObject({
  blocks: z.boolean(),
  note: z.optional(z.string().check(z.minLength(1))),
  rules: z.array(z.string().check(z.minLength(1))),
  /** The seed's Line of Sight sentence for this terrain. */
  text: Quote,
  /** Present on high ground (Hill): it then blocks only as these sentences say, quoted by the answers. */
  elevation: z.optional(z.strictObject({ firstHillHex: Quote, hillBetween: Quote, plateau: Quote, lowerBetween: Quote })),
});
export type CcnLineOfSight = z.infer<typeof CcnLineOfSightSchema>;

export const CcnTerrainSchema = z.strictObject({
  id: IdSchema,
  name: z.string().check(z.minLength(1)),
  /** Other names the seed gives it, e.g. "stream" for Fordable River. */
  aliases: z.array(z.string().check(z.minLength(1))),
  movement: CcnMovementSchema,
  battle: CcnBattleSchema,
  lineOfSight: CcnLineOfSightSchema,
  /** The seed's worked examples, in words. */
  examples: z.array(z.string().check(z.minLength(1))),
  /** Terrain ids that may share a hex with this one (Field Works on a Hill, a Bridge over a River). */
  combinesWith: z.array(IdSchema),
  source: SourceSchema,
});
export type CcnTerrain = z.infer<typeof CcnTerrainSchema>;

export const CcnRuleSchema = z.strictObject({ text: z.string().check(z.minLength(1)), source: SourceSchema });

/** Our readings where seed 003 is silent or ambiguous; the pack's answers name the ones they rely on. */
export const CCN_READING_IDS = [
  'lightInfantryAsInfantry',
  'upDownHill',
  'fieldWorksFaced',
  'fieldWorksDefender',
  'bridgeCancelsDice',
  'chargeCardDice',
  'impassableHex',
  'combinedTerrain',
  'hexsideLine',
  'unitsBlock',
  'hillAcrossOtherHill',
] as const;
export type CcnReadingId = (typeof CCN_READING_IDS)[number];
export const CcnReadingSchema = z.strictObject({ id: z.enum(CCN_READING_IDS), text: z.string().check(z.minLength(1)), source: SourceSchema });
export type CcnReading = z.infer<typeof CcnReadingSchema>;

/** The structured fields whose seed sentence is missing, so every answer can quote its rule. */
function missingText(t: CcnTerrain): string[] {
  const m = t.movement;
  const b = t.battle;
  const after = b.mayBattleTurnMovedOn;
  const units = CCN_UNIT_TYPES.map((u) => m[u]).concat(m.leader ? [m.leader] : []);
  const needs: [boolean, unknown, string][] = [
    [units.some((u) => u.mustStop && !u.mayNotEnter), m.text.mustStop, 'movement.text.mustStop'],
    [units.some((u) => u.mayNotEnter), m.text.mayNotEnter, 'movement.text.mayNotEnter'],
    [m.infantryMayFormSquare !== null, m.text.formSquare, 'movement.text.formSquare'],
    [m.cancelsRestrictionsOf.length > 0, m.text.cancels, 'movement.text.cancels'],
    [!b.battleAllowed, b.text.battleAllowed, 'battle.text.battleAllowed'],
    [b.battleAllowed && !b.meleeAllowed, b.text.meleeAllowed, 'battle.text.meleeAllowed'],
    [b.mayBattleTurnMovedOn !== null, b.text.mayBattleTurnMovedOn, 'battle.text.mayBattleTurnMovedOn'],
    [after !== null && after.lightInfantry !== after.units, b.text.lightInfantryMayBattleTurnMovedOn, 'battle.text.lightInfantryMayBattleTurnMovedOn'],
    [b.ignoreFlags !== null, b.text.ignoreFlags, 'battle.text.ignoreFlags'],
    [m.trigger === 'crossHexside' && (b.dice.length > 0 || !!b.ignoreFlags), b.text.notAcrossHexside, 'battle.text.notAcrossHexside'],
    [b.cancelsRestrictionsOf.length > 0, b.text.cancels, 'battle.text.cancels'],
  ];
  return needs.filter(([needed, text]) => needed && text === undefined).map(([, , field]) => `${field} must quote the seed`);
}

export const CcnTerrainFileSchema = z
  .strictObject({
    system: z.literal('ccn'),
    title: z.string().check(z.minLength(1)),
    source: SourceSchema,
    generalRules: z.array(CcnRuleSchema),
    readings: z.array(CcnReadingSchema),
    terrain: z.array(CcnTerrainSchema).check(z.minLength(1)),
  })
  .check(z.superRefine((file, ctx) => {
    const ids = new Set<string>();
    file.terrain.forEach((t, i) => {
      if (ids.has(t.id)) ctx.addIssue({ code: 'custom', message: `duplicate id ${t.id}`, path: ['terrain', i, 'id'] });
      ids.add(t.id);
    });
    file.terrain.forEach((t, i) => {
      const refs = [
        ...t.movement.cancelsRestrictionsOf,
        ...t.battle.cancelsRestrictionsOf,
        ...t.battle.dice.flatMap((d) => d.replacesReductionsOf ?? []),
      ];
      for (const r of [...refs, ...t.combinesWith]) {
        if (!ids.has(r)) ctx.addIssue({ code: 'custom', message: `unknown terrain id ${r}`, path: ['terrain', i] });
      }
      for (const other of t.combinesWith) {
        if (!file.terrain.find((o) => o.id === other)?.combinesWith.includes(t.id)) {
          ctx.addIssue({ code: 'custom', message: `${other} must list ${t.id} in combinesWith too`, path: ['terrain', i, 'combinesWith'] });
        }
      }
      for (const problem of missingText(t)) ctx.addIssue({ code: 'custom', message: problem, path: ['terrain', i] });
    });
    for (const id of CCN_READING_IDS) {
      if (!file.readings.some((r) => r.id === id)) ctx.addIssue({ code: 'custom', message: `missing reading ${id}`, path: ['readings'] });
    }
  }));
export type CcnTerrainFile = z.infer<typeof CcnTerrainFileSchema>;
