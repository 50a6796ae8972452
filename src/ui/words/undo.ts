import type { GameEvent, StepId, Side } from '../../engine';
import { nameOf, whoIs, type WordContext } from './context';
import { stepNameText } from './stepNames';
import { andList } from './vocab';
import { BATTLE_WORDS } from '../battle/words';
import { catalogue } from './catalogue';

/** Names that read better in a list of what is taken back than the step titles. */
const LISTED: Partial<Record<StepId, string>> = {
  selectCompulsory: 'the choice of terrain',
  placeCompulsory: 'the placing of terrain',
  march: 'the march',
  territoryCards: 'the territory contest',
};

/** The step an event belongs to, as the engine's registry says (`stepOfEvent`); null for one any step may emit. */
type StepOfEvent = (event: GameEvent) => StepId | null;

function stepName(event: GameEvent, stepOf: StepOfEvent): string | null {
  if (event.code === 'positionRecorded') return 'table positions';
  if (event.code === 'preBattleEnded') return null;
  if (event.code === 'battleWeatherRolled' || event.code === 'battleEnded') return BATTLE_WORDS.undoName;
  const stepId = stepOf(event);
  return stepId && (LISTED[stepId] ?? stepNameText(stepId));
}

/** What an undo would take back, in words: how many actions and which steps, in order (issue 11: an undo that warns); `stepOf` is the engine's `stepOfEvent`. */
export const undoWarningText = catalogue(function undoWarningText(taken: readonly (readonly GameEvent[])[], stepOf: StepOfEvent): string {
  const steps: string[] = [];
  for (const events of taken) {
    for (const event of events) {
      const name = event.audience === 'public' ? stepName(event, stepOf) : null;
      if (name && !steps.includes(name)) steps.push(name);
    }
  }
  const count = taken.length;
  return `This takes back ${count.toLocaleString('en-GB')} actions${steps.length ? `, from ${andList(steps)}` : ''}. Redo brings them back.`;
});

/** The questions and buttons of an undo (the log panel), and why a take-back is refused. */
export const UNDO_WORDS = catalogue({
  takeThemBack: 'Take them back',
  cancel: 'Cancel',
  reveal: 'Going back undoes a reveal: both players have seen the cards. Do both players agree?',
  bothAgree: 'Both agree: go back',
  takeBack: (ctx: WordContext, owner: Side) => `Pass the laptop to ${whoIs(ctx, owner)}. ${nameOf(ctx, owner)}: take back your face-down card?`,
  takeBackYes: (ctx: WordContext, owner: Side) => `I am ${nameOf(ctx, owner)}: take back my card`,
  keepIt: 'Keep it',
  blocked: (ctx: WordContext, owner: Side, holder: Side) =>
    `${nameOf(ctx, holder)}'s hand is shown, so ${nameOf(ctx, owner)}'s face-down card cannot be taken back now: only ${nameOf(ctx, owner)} may do that, with the laptop passed to them. Nothing was changed.`,
});
