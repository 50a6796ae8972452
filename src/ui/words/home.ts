import { GAME_WORDS } from './packs';
import { catalogue, msg } from './catalogue';

/** The words of Home's entries for the games other than Mortem et Gloriam. */
export const HOME_WORDS = catalogue({
  loadingLayouts: 'Loading your table layouts…',
  rules: {
    title: 'Rules reference',
    button: msg<{ game: string }>('Open the {game} rules'),
  },
  ccn: {
    name: GAME_WORDS.ccn.short,
    dice: {
      title: 'Battle dice',
      body: 'The dice a unit rolls from its hex at a target: every terrain rule that applies, quoted with its source, and whether it may battle at all.',
      button: 'Work out battle dice',
    },
    sight: {
      title: 'Line of sight',
      body: 'Paint terrain on a hex board, place units, pick a firer and a target, and see the hexes the line crosses and where it is blocked.',
      button: 'Check line of sight',
    },
    rules: 'Every terrain of the sources with its movement, battle and line-of-sight rules.',
  },
  agv: {
    name: GAME_WORDS.agv.short,
    table: {
      title: 'New table layout',
      body: 'A table to scale in cm: place woods, villages, hills, rivers, roads and the rest, and see at once which guideline a placement breaks.',
      button: 'Lay out a new table',
    },
    effects: {
      title: 'Terrain effects',
      body: 'What a feature does to foot, mounted, elephants or artillery, and the dice to fire or fight from the dice in the open.',
      button: 'See terrain effects',
    },
    rules: 'The terrain guidelines: movement, fire and cover, the hand-to-hand advantage, every feature and how to place it.',
  },
} as const);
