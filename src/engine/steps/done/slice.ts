import { z } from '../../../lib/zod';
import { intField, turnDiceField } from '../../schema/actionFields';
import { RngStateSchema } from '../../schema/rngState';
import { defineSlice } from '../../schema/slice';
import { FaceSchema } from '../../schema/vocab';
import { WeatherIdSchema } from '../../schema/weather';

/** One battle turn's weather roll: the Red and Green faces, the weather before and after, and the signed steps along the territory's column, up (hotter) positive (issue 13, seed 002 turn roll). */
export const BattleTurnSchema = z.strictObject({
  turn: intField,
  red: z.array(FaceSchema),
  green: z.array(FaceSchema),
  from: WeatherIdSchema,
  to: WeatherIdSchema,
  steps: intField,
});
export type BattleTurn = z.infer<typeof BattleTurnSchema>;

/**
 * The weather through the battle (issue 13), after the pre-battle: the battle seed's generator (digital dice
 * with a battle seed, else null; secret until the battle is over), every turn's roll so far and whether it is over.
 */
export const BattleStateSchema = z.strictObject({ rng: z.nullable(RngStateSchema), turns: z.array(BattleTurnSchema), over: z.boolean() });
export type BattleState = z.infer<typeof BattleStateSchema>;

/** The battle's fields the room sees: each turn's weather roll and whether it is over, never the battle seed's generator (issue 13). */
export const PUBLIC_BATTLE_FIELDS = ['turns', 'over'] as const satisfies readonly (keyof BattleState)[];

export const RollBattleWeatherActionSchema = z.strictObject({ type: z.literal('rollBattleWeather'), red: turnDiceField, green: turnDiceField });
export const EndBattleActionSchema = z.strictObject({ type: z.literal('endBattle') });

/** The pre-battle is over; the battle's weather, turn by turn (seed 002 turn roll), until the players end the battle. */
export const doneSlice = defineSlice({
  id: 'done',
  fields: { battle: BattleStateSchema },
  start: (setup, startRng) => ({
    battle: { rng: setup.dice === 'digital' && setup.battleSeed !== undefined ? startRng(setup.battleSeed) : null, turns: [], over: false },
  }),
  /** The room sees the battle's public part (PUBLIC_BATTLE_FIELDS), picked by the view itself. */
  public: [],
  actions: [RollBattleWeatherActionSchema, EndBattleActionSchema],
  events: {
    preBattleEnded: z.strictObject({}),
    /** A battle turn's weather roll (issue 13; seed 002 Weather rules: turn roll). */
    battleWeatherRolled: z.extend(BattleTurnSchema, { changeable: z.boolean() }),
    /** The battle is over after this many weather rolls; the battle seed, if any, may now be revealed. */
    battleEnded: z.strictObject({ turns: intField, weather: WeatherIdSchema }),
  },
});
