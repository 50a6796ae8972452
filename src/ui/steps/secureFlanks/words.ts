import { catalogue, msg } from '../../words/catalogue';

/** The secure flank's words: deep water or pieces, in the flank sectors (seed 000 PBS 9.A). */
export const SECURE_FLANKS_WORDS = catalogue({
  deepWater: msg<{ defender: string; depth: string }>(
    '{defender} (defender) places the deep-water flank along one side edge, no more than {depth} into the table.',
  ),
  /** `edge`: the side edge in words (sideEdgeName). */
  along: msg<{ edge: string }>('Along {edge}'),
  /** Issue 38: how deep the water reaches, in the game's unit. */
  depthLabel: msg<{ unit: string }>('How far it reaches into the table ({unit})'),
  depthHint: msg<{ max: string }>('The full {max} unless the water on your table is shallower.'),
  depthWrong: msg<{ max: string }>('Give a depth above 0 and no more than {max}.'),
  size: msg<{ min: string; max: string }>('{min} square to {max} square'),
  noneLeft: msg<{ player: string; side: string }>('{player} ({side}) has no secure-flank terrain left (every option has reached its cap).'),
  skip: 'Continue without a flank piece',
  /** The sentence's first half, up to the size, where the house rule's mark follows; `onOwnHalf` ends it. */
  places: msg<{ player: string; side: string; secureFlankSized: boolean; size: string }>(
    '{player} ({side}) places one {secureFlankSized, select, true {secure-flank} other {compulsory}}-sized piece ({size}',
  ),
  /** `sector`: the defender's flank sector in words (sectorName), or '' when the piece may go in either. */
  onOwnHalf: msg<{ inSector: boolean; sector: string }>(
    ') of secure-flank terrain on their own half{inSector, select, true {, in the same flank sector as the defender: {sector}} other {}}. The opponent never moves it.',
  ),
  inSector: msg<{ terrain: string; inSector: boolean; sector: string }>('{terrain}{inSector, select, true { in {sector}} other {}}'),
  /** Issue 29: what a secure flank is for; only the kind this square gives. */
  explainDeepWater: msg<{ defender: string }>(
    'Deep water closes one side edge of the table: nothing can come round that flank. {defender} (defender) chooses which edge.',
  ),
  explainPieces: msg<{ defender: string; invader: string }>(
    'A secure flank protects one side edge: {defender} (defender) places a piece in a flank sector, then {invader} (invader) one in the same sector, each on their own half; the opponent never moves them.',
  ),
});
