import type { GameState } from './state';

export const REFUSAL_CODES = [
  'invalidAction',
  'wrongStep',
  'notYourTurn',
  'alreadyCommitted',
  'notInHand',
  'mustPlay',
  'chanceMismatch',
  'notOffered',
  'offTerritory',
  'tooFar',
  'notAllowedHere',
  'capReached',
  'categoryFull',
  'impassableNotAllowed',
  'declarationNotAllowed',
  'noDiceNotAllowed',
  'outcomeNotAllowed',
  'badCards',
  'unknownItem',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Why an action was refused: a code for programs and a sentence for players (STYLE habit 2). */
export interface Refusal {
  code: RefusalCode;
  message: string;
}

export type StepResult = { ok: true; state: GameState } | { ok: false; error: Refusal };

export function refuse(code: RefusalCode, message: string): { ok: false; error: Refusal } {
  return { ok: false, error: { code, message } };
}

export function accept(state: GameState): { ok: true; state: GameState } {
  return { ok: true, state };
}
