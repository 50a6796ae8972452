import { pick } from '../../lib/pick';
import { z } from '../../lib/zod';
import { SideSchema } from './action';
import { SetupSchema } from './setup';
import { BattleStateSchema, GameStateSchema } from './state';
import { PUBLIC_BATTLE_FIELDS, PUBLIC_SETUP_FIELDS, PUBLIC_STATE_FIELDS } from './viewFields';
import { ColourSchema } from './vocab';

const card = z.nullable(ColourSchema);
const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ invader: value, defender: value });

/**
 * What the room may see (projector, share link, the log): the fields that viewFields.ts lists, of the game, its
 * setup and its battle, with the deck's size and who has a card face down. Strict: a view carrying any other field fails.
 */
export const PublicViewSchema = z.strictObject({
  ...pick(GameStateSchema.shape, PUBLIC_STATE_FIELDS),
  setup: z.strictObject(pick(SetupSchema.shape, PUBLIC_SETUP_FIELDS)),
  /** Absent in a view from before the battle's weather (issue 13): read as no turns yet. */
  battle: z._default(z.strictObject(pick(BattleStateSchema.shape, PUBLIC_BATTLE_FIELDS)), { turns: [], over: false }),
  deckSize: z.nullable(z.number().check(z.int())),
  committed: bySide(z.boolean()),
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
