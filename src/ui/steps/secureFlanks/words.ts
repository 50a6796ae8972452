import { catalogue } from '../../words/catalogue';
import { sectorName, sideEdgeName } from '../../words/vocab';

/** The secure flank's words: deep water or pieces, in the flank sectors (seed 000 PBS 9.A). */
export const SECURE_FLANKS_WORDS = catalogue({
  deepWater: (defender: string, depth: string) => `${defender} (defender) places the deep-water flank along one side edge, no more than ${depth} into the table.`,
  along: (edge: 'left' | 'right') => `Along ${sideEdgeName(edge)}`,
  /** Issue 38: how deep the water reaches, in the game's unit. */
  depthLabel: (unit: string) => `How far it reaches into the table (${unit})`,
  depthHint: (max: string) => `The full ${max} unless the water on your table is shallower.`,
  depthWrong: (max: string) => `Give a depth above 0 and no more than ${max}.`,
  size: (min: string, max: string) => `${min} square to ${max} square`,
  noneLeft: (name: string, side: string) => `${name} (${side}) has no secure-flank terrain left (every option has reached its cap).`,
  skip: 'Continue without a flank piece',
  places: (name: string, side: string, secureFlankSized: boolean, size: string) =>
    `${name} (${side}) places one ${secureFlankSized ? 'secure-flank' : 'compulsory'}-sized piece (${size}`,
  onOwnHalf: (sector: 'left' | 'right' | null) =>
    `) of secure-flank terrain on their own half${sector ? `, in the same flank sector as the defender: ${sectorName(sector)}` : ''}. The opponent never moves it.`,
  inSector: (terrain: string, sector: 'left' | 'right' | null) => `${terrain}${sector ? ` in ${sectorName(sector)}` : ''}`,
  /** Issue 29: what a secure flank is for; only the kind this square gives. */
  explainDeepWater: (defender: string) =>
    `Deep water closes one side edge of the table: nothing can come round that flank. ${defender} (defender) chooses which edge.`,
  explainPieces: (defender: string, invader: string) =>
    `A secure flank protects one side edge: ${defender} (defender) places a piece in a flank sector, then ${invader} (invader) one in the same sector, each on their own half; the opponent never moves them.`,
});
