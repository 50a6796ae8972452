import { catalogue } from '../words/catalogue';
import { isolateName } from '../words/names';

/** The words that tell two windows' games apart, and why a change was refused because another window moved on. */
export const WHICH_GAME_WORDS = catalogue({
  game: (first: string, firstArmy: string, second: string, secondArmy: string, time: string | null) =>
    `Game: ${isolateName(first)} (${isolateName(firstArmy)}) v ${isolateName(second)} (${isolateName(secondArmy)})${time ? `, started ${time}` : ''}`,
  movedOn: 'This game moved on in another window. Nothing was changed here; this window now shows where the game stands.',
});
