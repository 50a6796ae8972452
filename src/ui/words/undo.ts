import type { GameEvent, StepId, Side } from '../../engine';
import { nameOf, whoIs, type WordContext } from './context';
import { stepNameText } from './stepNames';
import { WEATHER_ROLL_WORDS } from '../battle/words';
import { catalogue, msg } from './catalogue';

/** The names of steps in a list of what is taken back, where they read better than the step titles. */
export const UNDO_STEP_WORDS = catalogue({
  selectCompulsory: 'the choice of terrain',
  placeCompulsory: 'the placing of terrain',
  march: 'the march',
  territoryCards: 'the territory contest',
  positions: 'table positions',
} as const);
const LISTED: Partial<Record<StepId, keyof typeof UNDO_STEP_WORDS>> = {
  selectCompulsory: 'selectCompulsory',
  placeCompulsory: 'placeCompulsory',
  march: 'march',
  territoryCards: 'territoryCards',
};

/** The step an event belongs to, as the engine's registry says (`stepOfEvent`); null for one any step may emit. */
type StepOfEvent = (event: GameEvent) => StepId | null;

function stepName(event: GameEvent, stepOf: StepOfEvent): string | null {
  if (event.code === 'positionRecorded') return UNDO_STEP_WORDS.positions;
  if (event.code === 'preBattleEnded') return null;
  if (event.code === 'battleWeatherRolled' || event.code === 'battleEnded') return WEATHER_ROLL_WORDS.undoName;
  const stepId = stepOf(event);
  const listed = stepId && LISTED[stepId];
  return listed ? UNDO_STEP_WORDS[listed] : stepId && stepNameText(stepId);
}

/** What an undo would take back, in words: how many actions and which steps, in order (issue 11: an undo that warns); `stepOf` is the engine's `stepOfEvent`. */
export function undoWarningText(taken: readonly (readonly GameEvent[])[], stepOf: StepOfEvent): string {
  const steps: string[] = [];
  for (const events of taken) {
    for (const event of events) {
      const name = event.audience === 'public' ? stepName(event, stepOf) : null;
      if (name && !steps.includes(name)) steps.push(name);
    }
  }
  const count = taken.length;
  return steps.length ? UNDO_WORDS.warningFrom({ count, steps }) : UNDO_WORDS.warning({ count });
}

/** The questions and buttons of an undo (the log panel), and why a take-back is refused. */
export const UNDO_WORDS = catalogue({
  takeThemBack: 'Take them back',
  cancel: 'Cancel',
  reveal: 'Going back undoes a reveal: both players have seen the cards. Do both players agree?',
  bothAgree: 'Both agree: go back',
  /** What an undo takes back: how many actions (`count`), and from which steps (`steps`, in order). */
  warning: msg<{ count: number }>('This takes back {count, plural, one {# action} other {# actions}}. Redo brings them back.'),
  warningFrom: msg<{ count: number; steps: readonly string[] }>(
    'This takes back {count, plural, one {# action} other {# actions}}, from {steps, list}. Redo brings them back.',
  ),
  /** `who` is the owner as `whoIs` names them ("Anna (defender)"), `player` their name. */
  takeBack: msg<{ who: string; player: string }>('Pass the laptop to {who}. {player}: take back your face-down card?'),
  takeBackYes: msg<{ player: string }>('I am {player}: take back my card'),
  keepIt: 'Keep it',
  /** `holder` is the player whose hand is shown, `owner` the one whose face-down card it is. */
  blocked: msg<{ holder: string; owner: string }>(
    "{holder}'s hand is shown, so {owner}'s face-down card cannot be taken back now: only {owner} may do that, with the laptop passed to them. Nothing was changed.",
  ),
});

/** The take-back question for the owner of a face-down card. */
export function takeBackText(ctx: WordContext, owner: Side): string {
  return UNDO_WORDS.takeBack({ who: whoIs(ctx, owner), player: nameOf(ctx, owner) });
}
