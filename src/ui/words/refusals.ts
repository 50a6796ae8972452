import { megEngine, type Action, type Message, type Refusal } from '../../engine';
import type { WordContext } from './context';
import { turnText } from './turn';
import { stepNameText } from './stepNames';
import { catalogue, msg } from './catalogue';
import { appRulesText } from './rulesVersion';
import { sayStepMessage } from './say';

/** The refusals the core makes, whatever the step. */
type CoreRefusal = 'invalidAction' | 'wrongStep' | 'notInForce' | 'notYourTurn' | 'chanceMismatch' | 'automaticLimit';

const REFUSAL_WORDS = catalogue({
  /** The code a chance action is drawn from: the battle's own sealed code for the battle's dice (issue 13), else the game code. */
  code: { battleDice: 'battle code', game: 'game code' },
  /** The refusals of the core, any step's; each step says its own (steps/<step>/words.ts). */
  core: {
    invalidAction: 'That is not an action this app knows.',
    wrongStep: msg<{ step: string }>('It is time for {step}, not that.'),
    notInForce: msg<{ rules: string }>('That action is not part of the rules this game is played under ({rules}).'),
    notYourTurn: msg<{ turn: string }>('It is the turn of {turn}.'),
    chanceMismatch: msg<{ code: string; expected: string; got: string }>('It does not follow the {code}: the {code} gives {expected}, the log says {got}.'),
    automaticLimit: msg<{ most: number; step: string }>(
      "The app rolled or dealt {most} times by itself for {step} without reaching a player's turn, so it stopped and saved nothing: the rules profile's dice can never give two different results. Start a new game under a profile whose dice can differ.",
    ),
  },
});

/** A chance action's outcome in words, for "the game code gives ..., the file says ...": as its step says it (steps/<step>/words.ts). */
export const chanceText = catalogue(function chanceText(ctx: WordContext, action: Action): string {
  const message = megEngine.words.chance[action.type] as Message<typeof action> | undefined;
  if (!message) throw new Error(`no words for the outcome of ${action.type}`);
  return sayStepMessage(ctx, message, action);
});

/** Which code draws a chance action, in words. */
export function codeName(action: Action): string {
  return megEngine.linkActions.find((def) => def.type === action.type)?.chance === 'battleDice' ? REFUSAL_WORDS.code.battleDice : REFUSAL_WORDS.code.game;
}

/** A core refusal in words: what it names said first (a step, a player whose turn it is, a chance outcome). */
function coreRefusalText(ctx: WordContext, refusal: Refusal & { code: CoreRefusal }): string {
  const words = REFUSAL_WORDS.core;
  switch (refusal.code) {
    case 'invalidAction':
      return words.invalidAction;
    case 'wrongStep':
      return words.wrongStep({ step: stepNameText(refusal.params.stepId) });
    case 'notInForce':
      return words.notInForce({ rules: appRulesText(refusal.params.rulesVersion) });
    case 'notYourTurn':
      return words.notYourTurn({ turn: turnText(ctx, refusal.params.actor) });
    case 'chanceMismatch':
      return words.chanceMismatch({ code: codeName(refusal.params.expected), expected: chanceText(ctx, refusal.params.expected), got: chanceText(ctx, refusal.params.got) });
    case 'automaticLimit':
      return words.automaticLimit({ most: refusal.params.most, step: stepNameText(refusal.params.stepId) });
  }
}

const isCore = (refusal: Refusal): refusal is Refusal & { code: CoreRefusal } => Object.hasOwn(REFUSAL_WORDS.core, refusal.code);

/** A refusal in words: the core's, or the sentence the refusing step gives. */
export const refusalText = catalogue(function refusalText(ctx: WordContext, refusal: Refusal): string {
  if (isCore(refusal)) return coreRefusalText(ctx, refusal);
  const message = megEngine.words.refusals[refusal.code] as Message<typeof refusal.params> | undefined;
  if (!message) throw new Error(`no words for the refusal ${refusal.code}`);
  return sayStepMessage(ctx, message, refusal.params);
});
