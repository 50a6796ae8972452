import { z } from '../../lib/zod';
import { SideSchema } from './action';
import { OutcomeSchema, SectorSchema } from './edition';
import { STEP_IDS } from './stepIds';
import { SetupSchema } from './setup';
import { PositionsSchema } from './table';
import { ConditionAnswerSchema } from './deployment';
import { ColourSchema, FaceSchema, IdSchema } from './vocab';
import { SeasonIdSchema, WeatherIdSchema } from './weather';

const int = () => z.number().check(z.int());
const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ invader: value, defender: value });
const card = z.nullable(ColourSchema);
const flankEdge = z.enum(['left', 'right']);

/** A player by his place in the setup: the first (0) or the second (1). */
export const PlayerIndexSchema = z.union([z.literal(0), z.literal(1)]);
export type PlayerIndex = z.infer<typeof PlayerIndexSchema>;

/** A square of the PBS map by row and column. */
export const SquareSchema = z.strictObject({ row: int(), col: int() });
export type Square = z.infer<typeof SquareSchema>;

/** One roll of the roll-off: both faces and who won, or null on a tie (PBS 8.A). */
export const RollOffAttemptSchema = z.strictObject({ faces: z.tuple([FaceSchema, FaceSchema]), winner: z.nullable(PlayerIndexSchema) });
export type RollOffAttempt = z.infer<typeof RollOffAttemptSchema>;

/** The roll-off so far: how many rolls it took (ties re-roll, PBS 8.A) and the last one. */
export const RollOffStateSchema = z.strictObject({ attempts: int(), last: z.nullable(RollOffAttemptSchema) });
export type RollOffState = z.infer<typeof RollOffStateSchema>;

/** One day of the march: the cards played, who won it by how much, and the counter's move (PBS 8.D). */
export const DayResultSchema = z.strictObject({
  day: int(),
  cards: bySide(card),
  winner: z.nullable(SideSchema),
  difference: int(),
  from: SquareSchema,
  to: SquareSchema,
});
export type DayResult = z.infer<typeof DayResultSchema>;

/** How a terrain piece was placed: by the placement die, or by the rule its kind follows (PBS 9.A-9.E). */
export const PiecePlacementSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('dice'), die: z.number(), sector: SectorSchema, touchTableEdge: z.boolean() }),
  z.strictObject({ method: z.literal('flankSectorOnly'), die: z.number(), sector: SectorSchema }),
  z.strictObject({ method: z.literal('contiguous') }),
  z.strictObject({ method: z.literal('touching') }),
  z.strictObject({ method: z.literal('secureFlank'), sector: flankEdge }),
]);
export type PiecePlacement = z.infer<typeof PiecePlacementSchema>;

/** Why a piece is on the table: a secure flank, a compulsory or an optional piece (PBS 9.A-9.C). */
export const PieceKindSchema = z.enum(['flank', 'compulsory', 'optional']);
export type PieceKind = z.infer<typeof PieceKindSchema>;

/** A terrain piece from its selection to the opponent's decision (PBS 9.A-9.E), with where the players recorded it (issue 10). */
export const PieceSchema = z.strictObject({
  id: int(),
  owner: SideSchema,
  terrain: IdSchema,
  kind: PieceKindSchema,
  declared: z.nullable(z.enum(['dangerous', 'impassable'])),
  placement: z.nullable(PiecePlacementSchema),
  opponentDie: z.nullable(int()),
  outcome: z.nullable(OutcomeSchema),
  positions: PositionsSchema,
});
export type Piece = z.infer<typeof PieceSchema>;

/** The secure flank from the final square (PBS 9.A); sectors are named from the defender's side. */
export const FlankStateSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('deepWater'), edge: z.nullable(flankEdge) }),
  z.strictObject({ kind: z.literal('pieces'), sector: z.nullable(flankEdge), skipped: z.array(SideSchema) }),
]);
export type FlankState = z.infer<typeof FlankStateSchema>;

/** The pre-battle's weather roll and the weather it gave (seed 002 Weather rules). */
export const WeatherResultSchema = z.strictObject({
  dice: z.tuple([z.number(), z.number()]),
  score: z.number(),
  weather: WeatherIdSchema,
  changeable: z.boolean(),
});
export type WeatherResult = z.infer<typeof WeatherResultSchema>;

/** The scouting cards, each side's best ones and totals, and who outscouted whom by how much (PBS 10.A). */
export const ScoutingResultSchema = z.strictObject({
  cards: bySide(z.array(ColourSchema)),
  best: bySide(z.array(ColourSchema)),
  totals: bySide(z.number()),
  outscouted: z.nullable(SideSchema),
  by: z.number(),
});
export type ScoutingResult = z.infer<typeof ScoutingResultSchema>;

/** One battle turn's weather roll: the Red and Green faces, the weather before and after, and the signed steps along the territory's column, up (hotter) positive (issue 13, seed 002 turn roll). */
export const BattleTurnSchema = z.strictObject({
  turn: int(),
  red: z.array(FaceSchema),
  green: z.array(FaceSchema),
  from: WeatherIdSchema,
  to: WeatherIdSchema,
  steps: int(),
});
export type BattleTurn = z.infer<typeof BattleTurnSchema>;

/** The ARC4 generator's internal state, saved so the next draw never replays the earlier ones. */
export const Arc4StateSchema = z.strictObject({ i: z.number(), j: z.number(), S: z.array(z.number()) });
export type Arc4State = z.infer<typeof Arc4StateSchema>;

/**
 * The seeded generator's position (STYLE habit 4): the seed, how many numbers have been drawn, and the
 * generator's state after them (null before the first draw). Secret while the seed is sealed.
 */
export const RngStateSchema = z.strictObject({ seed: z.string(), draws: z.number(), arc4: z.nullable(Arc4StateSchema) });
export type RngState = z.infer<typeof RngStateSchema>;

/**
 * The weather through the battle (issue 13), after the pre-battle: the battle seed's generator (digital dice
 * with a battle seed, else null; secret until the battle is over), every turn's roll so far and whether it is over.
 */
export const BattleStateSchema = z.strictObject({ rng: z.nullable(RngStateSchema), turns: z.array(BattleTurnSchema), over: z.boolean() });
export type BattleState = z.infer<typeof BattleStateSchema>;

/**
 * The whole pre-battle as plain JSON: setup, the generator's position, the secrets (the deck, top first, the
 * hands and the cards committed face down) and every decision so far. Only the views' field lists make any of it public.
 */
export const GameStateSchema = z.strictObject({
  setup: SetupSchema,
  rng: RngStateSchema,
  stepId: z.enum(STEP_IDS),
  rollOff: RollOffStateSchema,
  rollOffWinner: z.nullable(PlayerIndexSchema),
  roles: z.nullable(bySide(PlayerIndexSchema)),
  intercept: z.nullable(z.boolean()),
  season: z.nullable(SeasonIdSchema),
  deck: z.nullable(z.array(ColourSchema)),
  hands: z.nullable(bySide(z.array(ColourSchema))),
  handCounts: bySide(int()),
  played: z.array(ColourSchema),
  commits: z.strictObject({ invader: z.optional(card), defender: z.optional(card) }),
  territoryCards: z.nullable(bySide(card)),
  territoryChooser: z.nullable(SideSchema),
  territory: z.nullable(IdSchema),
  counter: z.nullable(SquareSchema),
  days: z.array(DayResultSchema),
  pendingMove: z.nullable(z.strictObject({ winner: SideSchema, difference: int() })),
  flank: z.nullable(FlankStateSchema),
  pieces: z.array(PieceSchema),
  selectionEnded: bySide(z.boolean()),
  vitalSettlementDone: z.boolean(),
  weather: z.nullable(WeatherResultSchema),
  scouting: z.nullable(ScoutingResultSchema),
  deploymentTicks: z.array(int()),
  /** The players' yes or no for deployment-plan items whose condition the app cannot decide (issue 27), one per item. */
  conditions: z.array(ConditionAnswerSchema),
  preGameMovesDone: z.boolean(),
  battle: BattleStateSchema,
});
export type GameState = z.infer<typeof GameStateSchema>;
