import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach } from 'vitest';
import { readAll, remove } from '../../src/ui/library/db';
import { useLibrary } from '../../src/ui/library/library';
import { useNavigation } from '../../src/ui/navigation';
import { SetupScreen } from '../../src/ui/setup/SetupScreen';
import { useGame } from '../../src/ui/store';

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();

/** Every test of the calling file starts as a first visit does: no saved game, nothing in storage, no game and Home on the screen. */
export function blankAppInEachTest(): void {
  beforeEach(async () => {
    for (const [id] of await readAll()) await remove(String(id));
    useLibrary.setState({ status: 'loading', items: [], failure: null });
    localStorage.clear();
    useGame.setState(blankGame, true);
    useNavigation.setState(blankNavigation, true);
  });
}

/** A player's fields on the setup screen. */
export const player = (n: 1 | 2) => screen.getByRole('group', { name: `Player ${n}` });
/** The setup screen's button that starts the game. */
export const submit = () => screen.getByRole('button', { name: 'Start the pre-battle' });

/** Types both players' names and armies, which start empty, as the players must before the pre-battle starts. */
export function typeNames(): void {
  for (const [n, name, army] of [
    [1, 'Anna', 'Later Romans'],
    [2, 'Bruno', 'Sassanids'],
  ] as const) {
    fireEvent.change(within(player(n)).getByLabelText('Player name'), { target: { value: name } });
    fireEvent.change(within(player(n)).getByLabelText('Army name'), { target: { value: army } });
  }
}

/** Renders the setup screen, by default with the names typed in; gives the user that presses its controls. */
export function renderSetup({ names = true } = {}) {
  render(<SetupScreen />);
  if (names) typeNames();
  return userEvent.setup();
}
