import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chanceAction, FACES, RATINGS } from '../../../engine';
import { FACE_WORDS } from '../../words/vocab';
import { PHYSICAL, apply, startGame, uiRules } from '../../../../tests/support/uiState';
import { RollOffStep } from './RollOffStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

reducedMotionInEachTest();

describe('RollOffStep (PBS 8.A)', () => {
  it('names each player’s die from his commander rating', () => {
    renderStep(RollOffStep, startGame());
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Anna rolls .*a green die \(competent army commander\)\.$/);
    expect(items[1]).toHaveTextContent(/^Bruno rolls .*a yellow die \(talented army commander\)\.$/);
  });

  it('digital dice: "Roll both dice" dispatches the app’s roll-off with both faces', async () => {
    const state = startGame();
    const { dispatch, user } = renderStep(RollOffStep, state);
    expect(screen.queryByRole('button', { name: 'Record the roll' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll both dice' }));
    expect(dispatch).toHaveBeenCalledTimes(1);
    const action = dispatch.mock.calls[0]?.[0];
    expect(action).toEqual(chanceAction(uiRules, state));
    expect(action).toEqual({ type: 'rollOff', faces: [expect.any(String), expect.any(String)] });
  });

  it('physical dice: the players tap both faces and one confirm records the roll', async () => {
    const { dispatch, user } = renderStep(RollOffStep, startGame(PHYSICAL));
    expect(screen.queryByRole('button', { name: 'Roll both dice' })).not.toBeInTheDocument();
    const anna = screen.getByRole('radiogroup', { name: 'Anna rolled (green die)' });
    expect(within(anna).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    await user.click(within(anna).getByRole('radio', { name: 'Skull' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Bruno rolled (yellow die)' })).getByRole('radio', { name: 'S (special)' }));
    expect(dispatch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'rollOff', faces: ['skull', 'special'] });
  });

  it.each(uiRules.components.dice.map((d) => [d.colour, d.faces] as const))(
    'physical dice: a %s die offers exactly the faces the components data gives it (RULES-NOTES 4: the White die has no skull)',
    (colour, faces) => {
      const rating = RATINGS.find((r) => uiRules.components.ratingDie[r] === colour);
      if (!rating) return; // A die no commander rolls (Black) is never offered in the roll-off.
      renderStep(RollOffStep, startGame(PHYSICAL, [{ rating }, {}]));
      const offered = within(screen.getByRole('radiogroup', { name: new RegExp(`^Anna rolled \\(${colour} die\\)$`) })).getAllByRole('radio');
      expect(offered.map((b) => b.textContent)).toEqual(FACES.filter((f) => faces.includes(f)).map((f) => FACE_WORDS[f]));
    },
  );

  it('physical dice: a face left empty blocks the roll with a message beside it, never a default face', async () => {
    const { dispatch, user } = renderStep(RollOffStep, startGame(PHYSICAL));
    await user.click(within(screen.getByRole('radiogroup', { name: /^Anna rolled/ })).getByRole('radio', { name: 'Skull' }));
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(dispatch).not.toHaveBeenCalled();
    const bruno = screen.getByRole('radiogroup', { name: /^Bruno rolled/ });
    expect(bruno).toHaveAccessibleDescription('Choose the face Bruno rolled.');
    expect(bruno).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('1 choice is still empty: nothing was recorded.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('after a tie says so and asks for another roll', () => {
    const tied = apply(startGame(PHYSICAL), { type: 'rollOff', faces: ['skull', 'skull'] });
    renderStep(RollOffStep, tied);
    expect(screen.getByRole('status')).toHaveTextContent('Roll 1: Anna Skull, Bruno Skull: a tie, roll again.');
    expect(screen.getByRole('button', { name: 'Record the roll' })).toBeInTheDocument();
  });

  it('counts the rolls when the tie repeats', () => {
    const tied = apply(apply(startGame(PHYSICAL), { type: 'rollOff', faces: ['skull', 'skull'] }), { type: 'rollOff', faces: ['blank', 'blank'] });
    renderStep(RollOffStep, tied);
    expect(screen.getByRole('status')).toHaveTextContent('Roll 2: Anna Blank, Bruno Blank: a tie, roll again.');
  });

  it('shows no tie message before the first roll', () => {
    renderStep(RollOffStep, startGame(PHYSICAL));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
