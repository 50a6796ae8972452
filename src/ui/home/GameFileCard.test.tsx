import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import waterside from '../../../examples/digital-2023-waterside.json?raw';
import type { GameLog } from '../../engine';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { GameFileCard } from './GameFileCard';

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();
beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});
afterEach(() => vi.restoreAllMocks());

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Open a game file');
const choose = (text: string) => fireEvent.change(fileInput(), { target: { files: [new File([text], 'game.json', { type: 'application/json' })] } });

describe("Home's Open a game file (issue 29)", () => {
  it('"Choose a game file" opens the file picker at once: no second panel or button', async () => {
    const picker = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    render(<GameFileCard />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose a game file' }));
    expect(picker).toHaveBeenCalledTimes(1);
    expect(picker.mock.contexts[0]).toBe(fileInput());
    expect(fileInput().type).toBe('file');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('a chosen file opens as a game and shows it', async () => {
    render(<GameFileCard />);
    choose(waterside);
    await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
    expect(useGame.getState().setup?.seed).toBe((JSON.parse(waterside) as GameLog).setup.seed);
  });

  it('a refused file is explained in the card and opens nothing; a good file next clears the refusal', async () => {
    const forged = JSON.parse(waterside) as GameLog;
    const roll = forged.actions[0] as Extract<GameLog['actions'][number], { type: 'rollOff' }>;
    roll.faces[0] = roll.faces[0] === 'skull' ? 'blank' : 'skull';
    render(<GameFileCard />);
    choose(JSON.stringify(forged));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Action 1 does not follow the game code: .+ Nothing was opened, and your games are as they were\./);
    expect(useGame.getState().setup).toBeNull();
    expect(useNavigation.getState().view).toBe(blankNavigation.view);
    choose(waterside);
    await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
