import { z } from 'zod';
import { IdSchema, SourceSchema } from './vocab';

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
  leader: CcnMoveEffectSchema.nullable(),
  /** Whether an infantry unit may form square on the hex; null where the seed is silent. */
  infantryMayFormSquare: z.boolean().nullable(),
  /** Terrain ids whose movement restrictions this terrain cancels (a bridge over a river). */
  cancelsRestrictionsOf: z.array(IdSchema),
  rules: z.array(z.string().min(1)),
});
export type CcnMovement = z.infer<typeof CcnMovementSchema>;

/** Battle dice modifier for one unit type, melee and ranged combat. */
export const CcnDiceSchema = z.strictObject({
  melee: z.number().int().max(0),
  ranged: z.number().int().max(0),
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
    condition: z.string().min(1).optional(),
    infantry: CcnDiceSchema.nullable(),
    cavalry: CcnDiceSchema.nullable(),
    artillery: CcnDiceSchema.nullable(),
    /** False where a cavalry unit ordered by a Cavalry Charge card gets no extra dice from the card. */
    cavalryChargeCardBonus: z.boolean().optional(),
    /** Terrain ids whose battle dice reductions are disregarded in this case (Field Works on a hill). */
    replacesReductionsOf: z.array(IdSchema).optional(),
    note: z.string().min(1).optional(),
  })
  .superRefine((c, ctx) => {
    for (const t of CCN_UNIT_TYPES) {
      if (c[t] === null && c.note === undefined) {
        ctx.addIssue({ code: 'custom', message: `${t} is null, so a note must say why`, path: [t] });
      }
    }
  });
export type CcnDiceCase = z.infer<typeof CcnDiceCaseSchema>;

/** Flags a defending unit on the hex may ignore, by its unit type. */
export const CcnIgnoreFlagsSchema = z.strictObject({
  infantry: z.number().int().min(0),
  cavalry: z.number().int().min(0),
  artillery: z.number().int().min(0),
  condition: z.string().min(1),
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
  mayBattleTurnMovedOn: CcnBattleAfterMoveSchema.nullable(),
  dice: z.array(CcnDiceCaseSchema),
  ignoreFlags: CcnIgnoreFlagsSchema.nullable(),
  /** Terrain ids whose battle restrictions this terrain cancels (a bridge over a river). */
  cancelsRestrictionsOf: z.array(IdSchema),
  rules: z.array(z.string().min(1)),
});
export type CcnBattle = z.infer<typeof CcnBattleSchema>;

export const CcnLineOfSightSchema = z.strictObject({
  blocks: z.boolean(),
  note: z.string().min(1).optional(),
  rules: z.array(z.string().min(1)),
});
export type CcnLineOfSight = z.infer<typeof CcnLineOfSightSchema>;

export const CcnTerrainSchema = z.strictObject({
  id: IdSchema,
  name: z.string().min(1),
  /** Other names the seed gives it, e.g. "stream" for Fordable River. */
  aliases: z.array(z.string().min(1)),
  movement: CcnMovementSchema,
  battle: CcnBattleSchema,
  lineOfSight: CcnLineOfSightSchema,
  /** The seed's worked examples, in words. */
  examples: z.array(z.string().min(1)),
  source: SourceSchema,
});
export type CcnTerrain = z.infer<typeof CcnTerrainSchema>;

export const CcnRuleSchema = z.strictObject({ text: z.string().min(1), source: SourceSchema });

export const CcnTerrainFileSchema = z
  .strictObject({
    system: z.literal('ccn'),
    title: z.string().min(1),
    source: SourceSchema,
    generalRules: z.array(CcnRuleSchema),
    terrain: z.array(CcnTerrainSchema).min(1),
  })
  .superRefine((file, ctx) => {
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
      for (const r of refs) {
        if (!ids.has(r)) ctx.addIssue({ code: 'custom', message: `unknown terrain id ${r}`, path: ['terrain', i] });
      }
    });
  });
export type CcnTerrainFile = z.infer<typeof CcnTerrainFileSchema>;
