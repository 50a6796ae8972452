import { catalogue, msg } from '../words/catalogue';
import { isolateName } from '../words/names';
import { clockTime } from './clockTime';

/** The words that tell two windows' games apart, and why a change was refused because another window moved on. */
export const WHICH_GAME_WORDS = catalogue({
  /** `started` says whether the time the game started (`when`) is known. */
  game: msg<{ first: string; firstArmy: string; second: string; secondArmy: string; started: boolean; when: Date }>(
    'Game: {first} ({firstArmy}) v {second} ({secondArmy}){started, select, true {, started {when, date, time}} other {}}',
  ),
  movedOn: 'This game moved on in another window. Nothing was changed here; this window now shows where the game stands.',
});

/** Which game a window shows: its two players and their armies (each name isolated when it needs it), and when it started. */
export function whichGameText(players: readonly { name: string; army: { name: string } }[], startedAt: string | null | undefined): string {
  const [a, b] = players;
  const when = startedAt ? clockTime(startedAt) : null;
  return WHICH_GAME_WORDS.game({
    first: isolateName(a?.name ?? ''),
    firstArmy: isolateName(a?.army.name ?? ''),
    second: isolateName(b?.name ?? ''),
    secondArmy: isolateName(b?.army.name ?? ''),
    started: when !== null,
    when: when ?? new Date(0),
  });
}
