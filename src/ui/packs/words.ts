import { catalogue, msg } from '../words/catalogue';
import { GAME_WORDS, type GameId } from '../words/packs';

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
