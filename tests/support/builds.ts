import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildManifest, GameArtifact } from '../../scripts/artifacts/manifest';

export type { BuildManifest, GameArtifact };

/** Where `npm run artifacts -- <commit>` writes each build's artifacts, one folder per build (ARCHITECTURE "Formats"). */
export const BUILDS_DIR = 'tests/fixtures/builds';

/** One build's artifacts: its folder and its manifest. */
export interface Build {
  dir: string;
  manifest: BuildManifest;
}

/** Every build found under tests/fixtures/builds (a folder with a manifest), so a new build's artifacts are tested without editing a test. */
export function builds(): Build[] {
  if (!existsSync(BUILDS_DIR)) return [];
  return readdirSync(BUILDS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(BUILDS_DIR, entry.name, 'manifest.json')))
    .map((entry) => {
      const dir = join(BUILDS_DIR, entry.name);
      return { dir, manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BuildManifest };
    });
}

/** A file of a build's artifacts, as text. */
export function artifactText(build: Build, path: string): string {
  return readFileSync(join(build.dir, path), 'utf8');
}

/** A file of a build's artifacts, parsed as JSON. */
export function artifactJson<T = unknown>(build: Build, path: string): T {
  return JSON.parse(artifactText(build, path)) as T;
}

/** Every game of every build, as rows for `it.each` / `test` names. */
export function buildGames(): { build: Build; game: GameArtifact }[] {
  return builds().flatMap((build) => build.manifest.games.map((game) => ({ build, game })));
}

/** One library record as IndexedDB held it. */
export interface StoredRecord {
  key: string;
  value: unknown;
}

/**
 * Fields of the state renamed since a build, old name to today's, with the commit that renamed them: a recorded
 * view is read under today's names before it is compared (the value is the same state).
 */
export const RENAMED_FIELDS: Readonly<Record<string, string>> = {
  /** d619c59: the pre-battle's step, `phase`, became `stepId` (same step names). */
  phase: 'stepId',
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The recorded view under today's field names (RENAMED_FIELDS), at every depth. */
export function renamed(value: Json): Json {
  if (Array.isArray(value)) return value.map(renamed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [RENAMED_FIELDS[key] ?? key, renamed(inner)]));
}

/**
 * Today's value cut to the fields the recorded one has, at every depth: fields added since the build are not
 * compared (the test names them), while every field the build recorded must hold the same value.
 */
export function sameFieldsAs(today: unknown, recorded: Json): unknown {
  if (Array.isArray(recorded)) return Array.isArray(today) ? today.map((item, i) => (i < recorded.length ? sameFieldsAs(item, recorded[i]!) : item)) : today;
  if (recorded === null || typeof recorded !== 'object' || today === null || typeof today !== 'object' || Array.isArray(today)) return today;
  const object = today as Record<string, unknown>;
  return Object.fromEntries(Object.keys(recorded).filter((key) => key in object).map((key) => [key, sameFieldsAs(object[key], recorded[key]!)]));
}

/** The paths of fields today's value has and the recorded one lacks (added since the build), e.g. `setup.rulesVersion`. */
export function addedFields(today: unknown, recorded: Json, at = ''): string[] {
  if (Array.isArray(recorded) && Array.isArray(today)) {
    const seen = new Set<string>();
    today.forEach((item, i) => {
      if (i < recorded.length) for (const path of addedFields(item, recorded[i]!, `${at}[]`)) seen.add(path);
    });
    return [...seen];
  }
  if (recorded === null || typeof recorded !== 'object' || Array.isArray(recorded) || today === null || typeof today !== 'object' || Array.isArray(today)) return [];
  return Object.entries(today as Record<string, unknown>).flatMap(([key, inner]) => {
    const path = at ? `${at}.${key}` : key;
    return key in recorded ? addedFields(inner, recorded[key]!, path) : [path];
  });
}

export type { Json };
