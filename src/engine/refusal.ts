import type { GameEvent } from './events';
import type { RollOffRefusals } from './steps/rollOff/refusals';
import type { ShuffleRefusals } from './steps/shuffle/refusals';
import type { DealPbsRefusals } from './steps/dealPbs/refusals';
import type { TerritoryCardsRefusals } from './steps/territoryCards/refusals';
import type { SeasonRefusals } from './steps/season/refusals';
import type { ChooseTerritoryRefusals } from './steps/chooseTerritory/refusals';
import type { PlaceCounterRefusals } from './steps/placeCounter/refusals';
import type { MarchRefusals } from './steps/march/refusals';
import type { MoveCounterRefusals } from './steps/moveCounter/refusals';
import type { SecureFlanksRefusals } from './steps/secureFlanks/refusals';
import type { SelectCompulsoryRefusals } from './steps/selectCompulsory/refusals';
import type { PlaceCompulsoryRefusals } from './steps/placeCompulsory/refusals';
import type { ScoutingRefusals } from './steps/scouting/refusals';
import type { DeploymentRefusals } from './steps/deployment/refusals';
import type { DoneRefusals } from './steps/done/refusals';
import type { AnyStepRefusals } from './steps/anyStep/refusals';
import type { Action } from './schema/action';
import type { GameState, StepId, PlayerIndex, Side } from './state';

/** What each refusal says, by code: the core's own, then each step's (src/engine/steps/<step>/refusals.ts); plain data the UI's word catalogue turns into a sentence (STYLE habit 2). */
export interface RefusalParams
  extends RollOffRefusals,
    ShuffleRefusals,
    DealPbsRefusals,
    TerritoryCardsRefusals,
    SeasonRefusals,
    ChooseTerritoryRefusals,
    PlaceCounterRefusals,
    MarchRefusals,
    MoveCounterRefusals,
    SecureFlanksRefusals,
    SelectCompulsoryRefusals,
    PlaceCompulsoryRefusals,
    ScoutingRefusals,
    DeploymentRefusals,
    DoneRefusals,
    AnyStepRefusals {
  invalidAction: Record<string, never>;
  wrongStep: { stepId: StepId };
  /** The action is not part of the app rules the game is played under (src/engine/rulesVersion.ts): added later, or since withdrawn. */
  notInForce: { type: string; rulesVersion: number };
  notYourTurn: { actor: Side | PlayerIndex | 'both' | null };
  /** Digital mode: a chance action that is not what the seed gives at this point (the log was edited). */
  chanceMismatch: { expected: Action; got: Action };
  /** The app went on by itself `most` times after one decision without reaching a player's turn (a profile whose dice always tie); nothing was written. */
  automaticLimit: { most: number; stepId: StepId };
}
export type RefusalCode = keyof RefusalParams;

/** Why an action was refused: a code and its parameters; the UI's word catalogue says it in words. */
export type Refusal = { [K in RefusalCode]: { code: K; params: RefusalParams[K] } }[RefusalCode];

/** A step's answer: the new state and the events the action produced, or a refusal. */
export type StepResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: Refusal };

/** A refusal value. */
export function refusal<K extends RefusalCode>(code: K, params: RefusalParams[K]): Refusal {
  return { code, params } as Refusal;
}

/** A refused step. */
export function refuse<K extends RefusalCode>(code: K, params: RefusalParams[K]): { ok: false; error: Refusal } {
  return { ok: false, error: refusal(code, params) };
}

/** An accepted step with the events it produced. */
export function accept(state: GameState, events: GameEvent[] = []): { ok: true; state: GameState; events: GameEvent[] } {
  return { ok: true, state, events };
}
