import { catalogue } from '../../words/catalogue';

/** The secure flank's words: deep water or pieces, in the flank sectors (seed 000 PBS 9.A). */
export const SECURE_FLANKS_WORDS = catalogue({
  deepWater: (defender: string, depth: string) => `${defender} (defender) places the deep-water flank along one side edge, no more than ${depth} into the table.`,
  along: (defender: string, edge: 'left' | 'right') => `Along ${defender}'s ${edge} side edge`,
  size: (min: string, max: string) => `${min} square to ${max} square`,
  noneLeft: (name: string, side: string) => `${name} (${side}) has no secure-flank terrain left (every option has reached its cap).`,
  skip: 'Continue without a flank piece',
  places: (name: string, side: string, secureFlankSized: boolean, size: string) =>
    `${name} (${side}) places one ${secureFlankSized ? 'secure-flank' : 'compulsory'}-sized piece (${size}`,
  onOwnHalf: (sector: 'left' | 'right' | null) =>
    `) of secure-flank terrain on their own half${sector ? `, in the same flank sector as the defender (the defender's ${sector}, the invader's ${sector === 'left' ? 'right' : 'left'})` : ''}. The opponent never moves it.`,
  inSector: (terrain: string, sector: 'left' | 'right' | null) => `${terrain}${sector ? ` in the defender's ${sector} flank sector` : ''}`,
});
