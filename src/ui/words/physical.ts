import { catalogue } from './catalogue';
import { isolateName } from './names';
/** What the players are told when they enter their own cards and dice (physical mode) and leave a choice empty. */
export const PHYSICAL_WORDS = catalogue({
  cardMissing: (name: string) => `Choose the card ${name} played.`,
  faceMissing: (name: string) => `Choose the face ${name} rolled.`,
  /** The notice by the submit button, naming how many choices are still empty. */
  stillEmpty: (count: number) =>
    `${count} ${count === 1 ? 'choice is' : 'choices are'} still empty: nothing was recorded. Tap ${count === 1 ? 'it' : 'them'}, then try again.`,
  /** The roll-off's face buttons: who rolled, and the die's colour in words. */
  rolledDie: (name: string, colour: string) => `${isolateName(name)} rolled (${colour} die)`,
} as const);
