import { z } from '../../lib/zod';
import { SideSchema } from './action';
import { SetupSchema } from './setup';
import { BattleTurnSchema, GameStateSchema } from './state';
import { ColourSchema } from './vocab';

const card = z.nullable(ColourSchema);
const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ invader: value, defender: value });
const state = GameStateSchema.shape;

const { seed: _seed, battleSeed: _battleSeed, ...publicSetupShape } = SetupSchema.shape;

/**
 * What the room may see (projector, share link, the log): the game without the seeds (the pre-battle's and the
 * battle's), the generators, the deck order, any hand or a card still face down. Strict: a view carrying any other field fails.
 */
export const PublicViewSchema = z.strictObject({
  setup: z.strictObject(publicSetupShape),
  phase: state.phase,
  rollOff: state.rollOff,
  rollOffWinner: state.rollOffWinner,
  roles: state.roles,
  intercept: state.intercept,
  season: state.season,
  deckSize: z.nullable(z.number().check(z.int())),
  handCounts: state.handCounts,
  played: state.played,
  committed: bySide(z.boolean()),
  territoryCards: state.territoryCards,
  territoryChooser: state.territoryChooser,
  territory: state.territory,
  counter: state.counter,
  days: state.days,
  pendingMove: state.pendingMove,
  flank: state.flank,
  pieces: state.pieces,
  selectionEnded: state.selectionEnded,
  vitalSettlementDone: state.vitalSettlementDone,
  weather: state.weather,
  scouting: state.scouting,
  deploymentTicks: state.deploymentTicks,
  preGameMovesDone: state.preGameMovesDone,
  /** The weather through the battle (issue 13): public turn by turn, without the battle seed's generator. Absent in a view from before it. */
  battle: z._default(z.strictObject({ turns: z.array(BattleTurnSchema), over: z.boolean() }), { turns: [], over: false }),
});
export type PublicView = z.infer<typeof PublicViewSchema>;

/** What the player holding the laptop may see: the public view, his own hand and his own face-down card. */
export const PlayerViewSchema = z.extend(PublicViewSchema, {
  viewer: SideSchema,
  hand: z.nullable(z.array(ColourSchema)),
  /** His card face down this round: absent when he has not chosen, null for a pass. */
  myCommit: z.nullable(z.strictObject({ card })),
});
export type PlayerView = z.infer<typeof PlayerViewSchema>;
