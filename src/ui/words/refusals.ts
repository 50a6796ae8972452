import { megEngine, type Action, type Message, type Refusal, type RefusalParams } from '../../engine';
import type { WordContext } from './context';
import { turnText } from './turn';
import { stepNameText } from './stepNames';
import { catalogue } from './catalogue';
import { appRulesText } from './rulesVersion';
import { sayFor } from './say';

/** The refusals the core makes, whatever the step. */
type CoreRefusal = 'invalidAction' | 'wrongStep' | 'notInForce' | 'notYourTurn' | 'chanceMismatch' | 'automaticLimit';
type Say<K extends CoreRefusal> = (ctx: WordContext, p: RefusalParams[K]) => string;

/** A chance action's outcome in words, for "the game code gives ..., the file says ...": as its step says it (steps/<step>/words.ts). */
export const chanceText = catalogue(function chanceText(ctx: WordContext, action: Action): string {
  const say = megEngine.words.chance[action.type] as Message<typeof action> | undefined;
  if (!say) throw new Error(`no words for the outcome of ${action.type}`);
  return say(sayFor(ctx), action);
});

/** Which code draws a chance action: the battle's own sealed code for the battle's dice (issue 13), else the game code. */
export const codeName = catalogue(function codeName(action: Action): string {
  return megEngine.linkActions.find((def) => def.type === action.type)?.chance === 'battleDice' ? 'battle code' : 'game code';
});

/** The refusals of the core, any step's; each step says its own (steps/<step>/words.ts). */
const CORE_REFUSALS = {
  invalidAction: () => 'That is not an action this app knows.',
  wrongStep: (_ctx, p) => `It is time for ${stepNameText(p.stepId)}, not that.`,
  notInForce: (_ctx, p) => `That action is not part of the rules this game is played under (${appRulesText(p.rulesVersion)}).`,
  notYourTurn: (ctx, p) => `It is the turn of ${turnText(ctx, p.actor)}.`,
  chanceMismatch: (ctx, p) => {
    const code = codeName(p.expected);
    return `It does not follow the ${code}: the ${code} gives ${chanceText(ctx, p.expected)}, the log says ${chanceText(ctx, p.got)}.`;
  },
  automaticLimit: (_ctx, p) =>
    `The app rolled or dealt ${p.most} times by itself for ${stepNameText(p.stepId)} without reaching a player's turn, so it stopped and saved nothing: the rules profile's dice can never give two different results. Start a new game under a profile whose dice can differ.`,
} satisfies { [K in CoreRefusal]: Say<K> };

/** A refusal in words: the core's, or the sentence the refusing step gives. */
export const refusalText = catalogue(function refusalText(ctx: WordContext, refusal: Refusal): string {
  if (Object.hasOwn(CORE_REFUSALS, refusal.code)) return (CORE_REFUSALS[refusal.code as CoreRefusal] as Say<CoreRefusal>)(ctx, refusal.params as never);
  const say = megEngine.words.refusals[refusal.code] as Message<typeof refusal.params> | undefined;
  if (!say) throw new Error(`no words for the refusal ${refusal.code}`);
  return say(sayFor(ctx), refusal.params);
});
