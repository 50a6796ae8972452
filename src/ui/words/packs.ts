import { catalogue } from './catalogue';
/** The games the app serves, in the words Home and the pack screens use. */
export const GAME_WORDS = catalogue({
  meg: {
    name: 'Mortem et Gloriam',
    short: 'MeG',
    blurb:
      'The whole pre-battle for two players at one screen: roll-off, the five-day PBS march, secure flanks and terrain, weather, scouting and the deployment plan (and its Renaissance sibling).',
  },
  ccn: {
    name: 'Commands & Colors: Napoleonics',
    short: 'C&C Napoleonics',
    blurb: 'Battle dice for any terrain of the sources, and line of sight on a hex board you paint.',
    /** The pack's screens as their window titles name them. */
    screens: { dice: 'Battle dice, C&C Napoleonics', sight: 'Line of sight, C&C Napoleonics' },
  },
  agv: {
    name: 'A Great Victory!',
    short: 'A Great Victory!',
    blurb: 'Lay out a table to scale with the guideline limits checked, and see what each feature does to your units.',
    /** The pack's screens as their window titles name them. */
    screens: { table: 'Table layout, A Great Victory!', effects: 'Terrain effects, A Great Victory!' },
  },
} as const);

/** A game the app serves. */
export type GameId = keyof typeof GAME_WORDS;
