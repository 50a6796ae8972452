import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FACES, type Action, type Face } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import { PhysicalRollOff } from '../components/PhysicalRollOff';
import { createGameStore, useGame } from '../store';
import { MovedOnNotice } from './MovedOnNotice';

const blank = useGame.getState();
const setup = makeSetup(PHYSICAL);
const ROLL: Action = { type: 'rollOff', faces: ['skull', 'blank'] };
const MOVED_ON = 'This game moved on in another window.';

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blank, true);
});

/** This window's roll-off form and its notices; `form` keys the form, as a step screen remounts it when the game changes. */
function Window({ form }: { form: number }) {
  return (
    <>
      <MovedOnNotice />
      <PhysicalRollOff key={form} names={['Anna', 'Bruno']} dice={['red', 'red']} faces={[[...FACES], [...FACES]]} onSubmit={(faces: [Face, Face]) => useGame.getState().dispatch({ type: 'rollOff', faces })} />
    </>
  );
}

/** Both windows on one game at the roll-off; the other one rolls and stores it. */
async function otherWindowRolls() {
  useGame.getState().start(setup);
  await useGame.getState().flush();
  const other = createGameStore();
  await other.getState().open(useGame.getState().id!);
  return async () => {
    expect(other.getState().dispatch(ROLL)).toBe(true);
    await other.getState().flush();
  };
}

describe('a physical entry refused in a window that fell behind says the game moved on (issue 28)', () => {
  it('a half-filled form in a window that has not caught up yet', async () => {
    const roll = await otherWindowRolls();
    const user = userEvent.setup();
    render(<Window form={0} />);
    await user.click(within(screen.getByRole('radiogroup', { name: /^Anna rolled/ })).getByRole('radio', { name: 'Skull' }));
    await roll();
    await user.click(screen.getByRole('button', { name: /Record/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(MOVED_ON);
    expect(screen.queryByText(/still empty/)).not.toBeInTheDocument();
    await waitFor(() => expect(useGame.getState().log).toEqual([ROLL]));
  });

  it('a form emptied by the catch-up: the next click says the game moved on, a click after that names the empty fields', async () => {
    const roll = await otherWindowRolls();
    const user = userEvent.setup();
    const { rerender } = render(<Window form={0} />);
    await user.click(within(screen.getByRole('radiogroup', { name: /^Anna rolled/ })).getByRole('radio', { name: 'Skull' }));
    await roll();
    act(() => {
      useGame.getState().sync();
    });
    await waitFor(() => expect(useGame.getState().log).toEqual([ROLL]));
    rerender(<Window form={1} />);
    await user.click(screen.getByRole('button', { name: /Record/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(MOVED_ON);
    expect(screen.queryByText(/still empty/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.click(screen.getByRole('button', { name: /Record/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('2 choices are still empty');
    expect(useGame.getState().log).toEqual([ROLL]);
  });

  it('a form typed into after the catch-up names its empty fields as usual', async () => {
    const roll = await otherWindowRolls();
    const user = userEvent.setup();
    const { rerender } = render(<Window form={0} />);
    await roll();
    act(() => {
      useGame.getState().sync();
    });
    await waitFor(() => expect(useGame.getState().log).toEqual([ROLL]));
    rerender(<Window form={1} />);
    await user.click(within(screen.getByRole('radiogroup', { name: /^Anna rolled/ })).getByRole('radio', { name: 'Skull' }));
    await user.click(screen.getByRole('button', { name: /Record/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('1 choice is still empty');
  });
});
