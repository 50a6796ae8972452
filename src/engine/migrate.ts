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

const UPGRADES: Record<number, (log: Json) => Json> = { 1: fromV1, 2: fromV2 };

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
