import { catalogue, msg } from './catalogue';
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

/** The words of a pack's screen when the pack's data did not load (`game` is the game's name). */
export const PACK_DISABLED_WORDS = catalogue({
  title: msg<{ game: string }>('{game} is not available'),
  body: msg<{ game: string }>(
    'The {game} rules shipped with this app could not be read, so its tools are switched off. The other games work as usual; reinstalling or updating the app should mend it.',
  ),
});

/** What a screen of a pack says when the pack's data did not load: the other games still work. */
export function packDisabledText(game: GameId, error: string): { title: string; body: string; details: string } {
  const name = GAME_WORDS[game].name;
  return { title: PACK_DISABLED_WORDS.title({ game: name }), body: PACK_DISABLED_WORDS.body({ game: name }), details: error };
}

/** The words around a pack's rules quoted with their sources. */
export const APPLIED_RULE_WORDS = catalogue({
  reading: 'Reading',
  sourceLabel: msg<{ source: string }>('Source {source}: open in the rules reference'),
  namedSourceLabel: msg<{ name: string; source: string }>('{name}: {source}, open in the rules reference'),
});
