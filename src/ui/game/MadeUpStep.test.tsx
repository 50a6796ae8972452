import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { omenOf, omensEngine, type WithOmen } from '../../../tests/support/omensStep';
import type { Action } from '../../engine';
import { rulesFor, useGame } from '../store';
import { STEPS, type StepEntry } from '../steps/registry';
import type { StepProps } from '../steps/types';
import { GameScreen } from './GameScreen';

/*
 * ARCHITECTURE.md, "add a step", on the screen side: the made-up omens step (tests/support/omensStep.ts) is given
 * to the store as its engine and to the game screen as one more entry of the step registry; nothing else changes.
 */

/** The omens step's screen: the app's roll when it rolls, else one button per face the players read. */
function OmensScreen({ answers, dispatch }: StepProps) {
  if (answers.draw) return <button onClick={() => answers.draw?.()}>Read the omens</button>;
  return (
    <div>
      {answers.choices.map((action) => (
        <button key={omenOf(action)} onClick={() => dispatch(action)}>{`Omen ${omenOf(action)}`}</button>
      ))}
    </div>
  );
}

const OMENS: StepEntry = { name: () => 'the omens', Screen: OmensScreen, map: false, table: false, odds: false };
const steps = { ...STEPS, omens: OMENS };

const blankGame = useGame.getState();
beforeEach(() => {
  localStorage.clear();
  useGame.setState({ ...blankGame, engine: omensEngine }, true);
});

describe('a made-up step plays through the game screen from its registration alone', () => {
  for (const mode of ['digital', 'physical'] as const) {
    it(`shows the omens after the season, takes the players' answer there, and goes on to the end (${mode})`, async () => {
      const setup = makeSetup({ dice: mode, cards: mode, seed: `omens-screen-${mode}` });
      const { log } = playRandomGame(rulesFor(setup), setup, `omens-screen-${mode}`, 400, omensEngine);
      const omen = log.findIndex((action) => omenOf(action) !== null);
      useGame.getState().start(setup);
      render(<GameScreen steps={steps} />);
      const store = () => useGame.getState();
      for (let i = 0; i < 400 && store().state?.stepId !== 'done'; i++) {
        const next = log[store().log.length] as Action;
        if (store().log.length !== omen) {
          expect(store().dispatch(next)).toBe(true);
          continue;
        }
        // The omens on screen: its name as the title, its rule cited, its own controls.
        expect(store().state?.stepId).toBe('omens');
        expect(await screen.findByRole('heading', { level: 1, name: 'The omens' })).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: mode === 'digital' ? 'Read the omens' : `Omen ${omenOf(next)}` }));
        expect(store().log[omen]).toEqual(next);
        expect((store().state as WithOmen).omen).toBe(omenOf(next));
        expect(screen.queryByRole('heading', { level: 1, name: 'The omens' })).not.toBeInTheDocument();
      }
      expect(store().log).toEqual(log);
      expect(store().state?.stepId).toBe('done');
      expect(await screen.findByRole('heading', { level: 1, name: 'The end of the pre-battle' })).toBeInTheDocument();
    });
  }
});
