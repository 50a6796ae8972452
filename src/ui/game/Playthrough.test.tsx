import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { tapFirstChoices } from '../../../tests/support/tapEntry';
import { makeSetup } from '../../../tests/support/randomGame';
import { reducedMotionInEachTest } from '../../../tests/support/stepProps';
import { useGame } from '../store';
import { GameScreen } from './GameScreen';

const blankGame = useGame.getState();
beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
});
reducedMotionInEachTest();

/** Controls outside the step itself (the rules at hand open a panel or the reference). */
const NOT_A_STEP = /^(Undo|Export|Dismiss|Download|Start fresh|Rules$)/;

/**
 * Does what a hurried player does on the current step: each die or card is tapped with its first value
 * (Bruno's roll-off face with his last, so the roll-off ends; no scouting cards, blank meaning none) and
 * sent, otherwise the next checkbox, a "Play ..." card, or the first enabled button.
 */
function actOn(step: HTMLElement): void {
  tapFirstChoices(step);
  const submit = within(step).queryByRole('button', { name: /^(Record the roll|Reveal|Compare scouting)$/ });
  if (submit) return void fireEvent.click(submit);
  const box = within(step)
    .queryAllByRole('checkbox')
    .find((b) => !(b as HTMLInputElement).disabled && !(b as HTMLInputElement).checked);
  if (box) return void fireEvent.click(box);
  const buttons = within(step)
    .queryAllByRole('button')
    .filter((b) => !(b as HTMLButtonElement).disabled && b.getAttribute('aria-disabled') !== 'true' && !b.classList.contains('face-button') && b.getAttribute('aria-haspopup') !== 'dialog' && !NOT_A_STEP.test(b.textContent ?? ''));
  const next = buttons.find((b) => /^Play /.test(b.textContent ?? '')) ?? buttons[0];
  if (!next) throw new Error(`nothing to do at ${useGame.getState().state?.stepId}`);
  fireEvent.click(next);
}

describe('a whole pre-battle through the screens, with the real store', () => {
  // One edition and mode here (the digital curtain is in GameScreen.test.tsx; e2e plays every mode in a browser).
  it('2020, physical cards and dice: every step offers a way on, nothing is refused, the summary ends it', { timeout: 60_000 }, async () => {
    useGame.getState().start(makeSetup({ edition: '2020', cards: 'physical', dice: 'physical', seed: 'playthrough' }));
    render(<GameScreen />);
    for (let i = 0; i < 300 && useGame.getState().state?.stepId !== 'done'; i++) {
      // A later step's screen comes with its own code, the first time the game reaches it.
      await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument(), { timeout: 10_000 });
      const step = screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' });
      actOn(step);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
    expect(useGame.getState().state?.stepId).toBe('done');
    expect(screen.getByRole('heading', { level: 1, name: 'The end of the pre-battle' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Battle summary' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Turn:').parentElement).toHaveTextContent('Turn: Nobody: the pre-battle is complete.');
  });
});
