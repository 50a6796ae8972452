import { z } from '../../lib/zod';
import { parseInput } from '../../lib/parse';
import { refuse, type AppliedRule, type PackRefusal, type PackResult } from '../../lib/result';
import { ccnPack } from './bundled';
import type { CcnPack } from './load';
import type { CcnReading, CcnReadingId, CcnTerrain } from './schema';

/** Terrain ids a hex may carry (seed 003 headings), plus `clear` for open ground. */
export const CCN_TERRAIN_IDS = [
  'clear',
  'forest',
  'hill',
  'ruggedHill',
  'townOrWindmill',
  'fieldWorks',
  'river',
  'fordableRiver',
  'bridge',
  'sandQuarry',
] as const;
export type CcnTerrainId = (typeof CCN_TERRAIN_IDS)[number];

/** The unit types the pack's answers take; light infantry is infantry except where seed 003 names it (Forest). */
export const CCN_UNIT_KINDS = ['infantry', 'lightInfantry', 'cavalry', 'artillery'] as const;
export type CcnUnitKind = (typeof CCN_UNIT_KINDS)[number];
export const CcnUnitKindSchema = z.enum(CCN_UNIT_KINDS);

/** A hex's terrain: one id, or a list for terrain that shares a hex (Field Works on a Hill, a Bridge over a River). */
export const CcnHexTerrainSchema = z.pipe(
  z.transform((v) => (typeof v === 'string' ? [v] : v)),
  z.array(z.enum(CCN_TERRAIN_IDS)).check(z.minLength(1, 'give at least one terrain id')),
);
export type CcnHexTerrain = CcnTerrainId | readonly CcnTerrainId[];

/** A rule an answer relied on, with the terrain whose data it quotes and what it did. */
export interface CcnNote extends AppliedRule {
  terrain: string;
  code: string;
}

/** The pack's terrain for pickers: id, name and source as the data has them (open ground is the UI's word). */
export function terrainChoices(pack: CcnPack): { id: string; name: string; source: string }[] {
  return pack.file.terrain.map((t) => ({ id: t.id, name: t.name, source: t.source }));
}

/** The result of the bundled pack, or the refusal every public function gives when it failed to load. */
export function withBundledPack<T extends object>(run: (pack: CcnPack) => PackResult<T>): PackResult<T> {
  const load = ccnPack();
  if (!load.ok) return refuse(`The C&C Napoleonics rules could not be loaded: ${load.error}`);
  return run(load.pack);
}

/** The reading with this id, as the data words it. */
export function reading(pack: CcnPack, id: CcnReadingId): CcnReading {
  const found = pack.file.readings.find((r) => r.id === id);
  return found ?? { id, text: id, source: pack.file.source };
}

/**
 * Checks one hex's terrain against the pack: known ids, no repeats, `clear` alone, and only the combinations
 * the data allows (`combinesWith`); returns the terrain entries, or a refusal naming the field.
 */
export function hexTerrain(pack: CcnPack, ids: readonly CcnTerrainId[], field: string): { ok: true; terrain: CcnTerrain[] } | PackRefusal {
  if (new Set(ids).size !== ids.length) return refuse(`${field}: a terrain id is repeated (${ids.join(', ')}).`);
  if (ids.includes('clear') && ids.length > 1) return refuse(`${field}: "clear" means no terrain, so it cannot be combined.`);
  const terrain: CcnTerrain[] = [];
  for (const id of ids) {
    if (id === 'clear') continue;
    const t = pack.terrain.get(id);
    if (!t) return refuse(`${field}: the pack has no terrain "${id}".`);
    terrain.push(t);
  }
  for (const t of terrain) {
    const clash = terrain.find((o) => o !== t && !t.combinesWith.includes(o.id));
    if (clash) {
      const pairs = pack.file.terrain.flatMap((x, i) =>
        x.combinesWith.filter((o) => pack.file.terrain.findIndex((y) => y.id === o) > i).map((o) => `${x.id} + ${o}`),
      );
      return refuse(`${field}: ${t.name} and ${clash.name} do not share a hex; only these combine: ${pairs.join(', ')}.`);
    }
  }
  return { ok: true, terrain };
}

/** The ids of terrain whose restrictions another terrain on the same hex cancels (a Bridge over a River). */
export function cancelled(terrain: readonly CcnTerrain[], part: 'movement' | 'battle'): Set<string> {
  return new Set(terrain.flatMap((t) => t[part].cancelsRestrictionsOf));
}

/** What a hex means for one kind of piece moving there: seed 003 Movement paragraphs, quoted. */
export interface CcnHexNotes {
  mayNotEnter: boolean;
  mustStop: boolean;
  mustStopAcrossHexside: boolean;
  mayFormSquare: boolean | null;
  notes: CcnNote[];
}

/** Movement and square notes of a checked hex for one piece: every answer uses the data's words and source. */
export function notesFor(terrain: readonly CcnTerrain[], unit: CcnUnitKind | 'leader'): CcnHexNotes {
  const gone = cancelled(terrain, 'movement');
  const out: CcnHexNotes = { mayNotEnter: false, mustStop: false, mustStopAcrossHexside: false, mayFormSquare: null, notes: [] };
  const note = (t: CcnTerrain, code: string, rule: string | undefined) =>
    out.notes.push({ rule: rule ?? t.name, source: t.source, terrain: t.id, code });
  for (const t of terrain) {
    const m = t.movement;
    if (m.cancelsRestrictionsOf.some((id) => terrain.some((o) => o.id === id))) note(t, 'cancelsMovementRestrictions', m.text.cancels);
    if (gone.has(t.id)) continue;
    const effect = unit === 'leader' ? m.leader : m[unit === 'lightInfantry' ? 'infantry' : unit];
    if (effect?.mayNotEnter) {
      out.mayNotEnter = true;
      note(t, 'mayNotEnter', m.text.mayNotEnter);
    } else if (effect?.mustStop) {
      if (m.trigger === 'crossHexside') out.mustStopAcrossHexside = true;
      else out.mustStop = true;
      note(t, m.trigger === 'crossHexside' ? 'mustStopAcrossHexside' : 'mustStop', m.text.mustStop);
    }
    if ((unit === 'infantry' || unit === 'lightInfantry') && m.infantryMayFormSquare !== null) {
      out.mayFormSquare = out.mayFormSquare !== false && m.infantryMayFormSquare;
      note(t, m.infantryMayFormSquare ? 'mayFormSquare' : 'mayNotFormSquare', m.text.formSquare);
    }
  }
  return out;
}

const HexNotesInputSchema = z.strictObject({
  terrain: CcnHexTerrainSchema,
  unit: z.enum([...CCN_UNIT_KINDS, 'leader']),
});

/** Movement and square notes of one hex for one kind of piece (seed 003 Movement), from the given pack. */
export function hexNotesWith(pack: CcnPack, input: unknown): PackResult<CcnHexNotes> {
  const parsed = parseInput(HexNotesInputSchema, input, 'hexNotes');
  if (!parsed.ok) return parsed;
  const hex = hexTerrain(pack, parsed.value.terrain, 'hexNotes: terrain');
  if (!hex.ok) return hex;
  return { ok: true, ...notesFor(hex.terrain, parsed.value.unit) };
}

/** Movement and square notes of one hex for one kind of piece (seed 003 Movement), from the bundled pack. */
export function hexNotes(input: { terrain: CcnHexTerrain; unit: CcnUnitKind | 'leader' }): PackResult<CcnHexNotes> {
  return withBundledPack((pack) => hexNotesWith(pack, input));
}
