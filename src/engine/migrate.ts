import { withRulesVersion } from './rulesVersion';
import { LOG_FORMAT, LOG_VERSION } from './schema/log';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Version 1 to 2: version 1 showed the seed on screen, so its seed counts as typed (seen by a person). */
function fromV1(log: Json): Json {
  const setup = isObject(log.setup) ? { ...log.setup, seedSource: 'typed' } : log.setup;
  return { ...log, version: 2, setup };
}

/** Version 2 to 3: nothing to change; version 3 only adds an action and an optional setup field. */
function fromV2(log: Json): Json {
  return { ...log, version: 3 };
}

/** Whether a 2020 log passes the territory card, which version 4 refuses to a player holding a card (seed 002 "Each play first PBS card"). */
function passesTerritoryCard2020(log: Json): boolean {
  const edition = isObject(log.setup) ? log.setup.edition : null;
  return edition === '2020' && Array.isArray(log.actions) && log.actions.some((a) => isObject(a) && a.type === 'playTerritoryCard' && a.card === null);
}

/**
 * Version 3 to 4: version 4 adds an action (a batch of the deployment plan confirmed at once) and makes
 * the 2020 territory card compulsory; an older 2020 game that passed it keeps its pass (`legacyTerritoryPass`)
 * so it replays as it was played.
 */
function fromV3(log: Json): Json {
  if (!passesTerritoryCard2020(log) || !isObject(log.setup)) return { ...log, version: 4 };
  return { ...log, version: 4, setup: { ...log.setup, legacyTerritoryPass: true } };
}

/** Version 4 to 5: nothing to change; version 5 only adds the battle's actions and an optional setup field (`battleSeed`), so an older game's battle has no sealed seed. */
function fromV4(log: Json): Json {
  return { ...log, version: 5 };
}

/** Version 5 to 6: nothing to change; version 6 only adds an action, the players' answer for a camp option's condition (`confirmCondition`). */
function fromV5(log: Json): Json {
  return { ...log, version: 6 };
}

/**
 * Version 6 to 7: the setup names the app rules the game was played under (src/engine/rulesVersion.ts): rules 1 for a
 * 2020 game that kept its territory-card pass (`legacyTerritoryPass`, which version 7 drops), else rules 2, so a check
 * the engine makes from rules 3 (the deep water, a camp option's pending question) never refuses an older game.
 */
function fromV6(log: Json): Json {
  if (!isObject(log.setup)) return { ...log, version: 7 };
  return { ...log, version: 7, setup: withRulesVersion(log.setup) };
}

/**
 * Version 7 to 8: nothing to change; version 8 adds a tournament to the setup (issue 37), the deep water's depth to
 * `placeDeepWater` and the answer `placed: false` to `confirmVitalSettlement` (issue 38, app rules 5).
 */
function fromV7(log: Json): Json {
  return { ...log, version: 8 };
}

const UPGRADES: Record<number, (log: Json) => Json> = { 1: fromV1, 2: fromV2, 3: fromV3, 4: fromV4, 5: fromV5, 6: fromV6, 7: fromV7 };

/**
 * Upgrades a game file of any older version to the current one, step by step, so files from every
 * version keep opening (README "Game log files"); anything else is returned unchanged for the schema to judge.
 */
export function migrateGameLog(raw: unknown): unknown {
  let log = raw;
  while (isObject(log) && log.format === LOG_FORMAT && typeof log.version === 'number' && log.version < LOG_VERSION) {
    const upgrade = UPGRADES[log.version];
    if (!upgrade) return log;
    log = upgrade(log);
  }
  return log;
}

/** The version a game file claims when it is newer than this app reads, so the app can ask for an update instead of calling it broken. */
export function newerLogVersion(raw: unknown): number | null {
  return isObject(raw) && raw.format === LOG_FORMAT && typeof raw.version === 'number' && raw.version > LOG_VERSION ? raw.version : null;
}
