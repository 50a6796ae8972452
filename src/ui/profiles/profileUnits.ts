import type { ProfileKey } from '../../engine';

/** The unit each setting of a rules profile is in, which decides its fields and how its value reads. */
export const PROFILE_UNITS: Record<ProfileKey, 'BW' | 'size' | 'count' | 'cards' | 'faces' | 'choice'> = {
  flankSector: 'BW',
  deepWater: 'BW',
  deploymentFromCentre: 'BW',
  sideEdgeStrip: 'BW',
  spacing: 'BW',
  opponentMove: 'BW',
  camp: 'BW',
  flankSize: 'size',
  compulsorySize: 'size',
  optionalSize: 'size',
  marchDays: 'count',
  mayMoveLess: 'choice',
  deck: 'cards',
  dice: 'faces',
  pbsMax: 'count',
  scoutingMax: 'count',
  tugRounding: 'choice',
};

/** The groups of the profile editor, in order, with the settings each holds. */
export const PROFILE_GROUPS = [
  { group: 'distances', keys: ['flankSector', 'deepWater', 'deploymentFromCentre', 'sideEdgeStrip', 'spacing', 'opponentMove', 'camp'] },
  { group: 'sizes', keys: ['flankSize', 'compulsorySize', 'optionalSize'] },
  { group: 'march', keys: ['deck', 'pbsMax', 'scoutingMax', 'marchDays', 'mayMoveLess'] },
  { group: 'dice', keys: ['dice', 'tugRounding'] },
] as const satisfies readonly { group: string; keys: readonly ProfileKey[] }[];

/** A group of the profile editor. */
export type ProfileGroup = (typeof PROFILE_GROUPS)[number]['group'];
