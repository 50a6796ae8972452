import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { megEngine, type Action, type GameState, type Side } from '../../src/engine';
import { useGame } from '../../src/ui/store';
import { gameViews } from '../../src/ui/store/views';
import type { StepProps } from '../../src/ui/steps/types';
import { uiRules } from './uiState';

/** A step screen's props as the game screen builds them from a state: the holder's view (or the room's) and the store's answers. */
export function stepProps(state: GameState, dispatch: (action: Action) => boolean = vi.fn(() => true), holder: Side | null = null): StepProps {
  const { view, answers } = gameViews(megEngine, uiRules, state, holder, dispatch);
  return { rules: uiRules, view, answers, dispatch };
}

/** A step screen fed as the game screen feeds it, following the store's holder (the curtain lifted for one player). */
export function StepFromStore({ Screen, state, dispatch }: { Screen: ComponentType<StepProps>; state: GameState; dispatch: (action: Action) => boolean }) {
  const holder = useGame((s) => s.holder);
  return <Screen {...stepProps(state, dispatch, holder)} />;
}
