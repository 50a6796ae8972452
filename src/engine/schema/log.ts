import { z } from '../../lib/zod';
import { SetupSchema } from './setup';

export const LOG_FORMAT = 'mortem-pre-battle-log';
/**
 * Version 8: a tournament's event, round and table (`setup.tournament`, issue 37), the deep water's depth
 * (`placeDeepWater.depth`) and a battle without a Vital Settlement or Fort (`confirmVitalSettlement.placed: false`; both
 * app rules 5, issue 38). Version 7: the app rules the game is played under (`setup.rulesVersion`, src/engine/rulesVersion.ts), which replaces
 * `setup.legacyTerritoryPass` (rules 1). Version 6: the players' yes or no for a camp option the app cannot decide (`confirmCondition`, issue 27).
 * Version 5: the weather through the battle (`rollBattleWeather`, `endBattle`) and the battle's own sealed seed
 * (`setup.battleSeed`, optional). Version 4: the deployment batch (`deployBatch`) and the compulsory 2020 territory card.
 * Version 3: positions recorded on the table diagram (`recordPosition`) and the players' base width
 * (`setup.table.baseWidthMm`, optional). Version 2 added `seedSource`. src/engine/migrate.ts upgrades older files.
 */
export const LOG_VERSION = 8;

/**
 * A game file as read from disk or storage: the header checked, the actions left for `replay`, which
 * parses each one once as it applies it (a 100,000-action file is not parsed twice). `GameLogSchema`
 * (engine/gameLog.ts) is the same with every action checked against the step registry's actions.
 */
export const GameFileSchema = z.strictObject({
  format: z.literal(LOG_FORMAT),
  version: z.literal(LOG_VERSION),
  setup: SetupSchema,
  actions: z.array(z.unknown()),
});
