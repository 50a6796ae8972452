import type { Action, PlayerView, PublicView, Rules } from '../../engine';
import type { StepAnswers } from '../store/views';

/** A result the players read on its own screen before going on, named by what it tells. */
export type ResultKind = 'territory' | 'placement' | 'weather' | 'scouting';

/**
 * What every step screen receives (STYLE "Events, views and words"): the rules, the view of the player holding the
 * laptop while his hand is shown (else the room's), the engine's answers that no view carries, and the store's dispatch.
 */
export interface StepProps {
  rules: Rules;
  view: PublicView | PlayerView;
  answers: StepAnswers;
  dispatch: (action: Action) => boolean;
}
