import type { CcnPack } from '../../packs/ccn';
import { CCN_SIGHT_WORDS } from './sightWords';
import { catalogue } from '../words/catalogue';

const w = CCN_SIGHT_WORDS;

/** The pack's name of a terrain id (the id itself only if the pack lacks it, which a checked board never does). */
function nameOf(pack: CcnPack, id: string): string {
  return pack.terrain.get(id)?.name ?? id;
}

/** A hex's terrain in words: "Clear", "Forest", or "Hill with Field Works" for two sharing a hex. */
export const terrainName = catalogue(function terrainName(pack: CcnPack, terrain: readonly string[]): string {
  const [base, feature] = terrain;
  if (base === undefined) return w.clear;
  return feature === undefined ? nameOf(pack, base) : w.combined({ base: nameOf(pack, base), feature: nameOf(pack, feature) });
});

/** The letters shown in a hex for its terrain, e.g. "F", or "H+FW"; clear ground shows none. */
export const terrainMark = catalogue(function terrainMark(pack: CcnPack, terrain: readonly string[]): string {
  return terrain.map((id) => w.terrainMarks[id] ?? initials(nameOf(pack, id))).join('+');
});

/** "Sand Quarry" -> "SQ": the capitals of a name, for a terrain the word list has no letters for. */
function initials(name: string): string {
  return name.replace(/[^A-Z]/g, '') || name.slice(0, 2);
}
