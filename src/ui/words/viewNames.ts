import { nameOf as storedName } from '../../engine';
import { isolateName } from './names';

/** A player's name by side or seat as a step screen shows it: the engine's name, isolated when it needs it (issue 28). */
export function nameOf(...args: Parameters<typeof storedName>): string {
  return isolateName(storedName(...args));
}

