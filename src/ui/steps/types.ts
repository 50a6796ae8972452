import type { Action, PlayerView, PublicView, Rules } from '../../engine';
import type { StepAnswers } from '../store/views';

/** A result the players read on its own screen before going on, named by what it tells. */
export type ResultKind = 'territory' | 'placement' | 'weather' | 'scouting';

/** What a screen several steps share is told of the one it shows (its entry's `variant`): which half of the deal, or which terrain. */
export type StepVariant = 'shuffle' | 'deal' | 'compulsory' | 'optional';

/**
 * What every step screen receives (STYLE "Events, views and words"): the rules, the view of the player holding the
 * laptop while his hand is shown (else the room's), the engine's answers that no view carries, and the store's dispatch.
 */
export interface StepProps {
  rules: Rules;
  view: PublicView | PlayerView;
  answers: StepAnswers;
  dispatch: (action: Action) => boolean;
  /** Set for a screen several steps share, from the step's entry. */
  variant?: StepVariant;
}
