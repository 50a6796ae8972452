import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSetup, playRandomGame } from '../../../../tests/support/randomGame';
import { CURRENT_RULES_VERSION, type Setup } from '../../../engine';
import { GameScreen } from '../../game/GameScreen';
import { rulesFor, useGame } from '../../store';
import { chanceText } from '../../words/refusals';
import { wordContext } from '../../words/context';

/*
 * The made-up step of ARCHITECTURE.md's "Add a step" (scripts/recipe/, `npm run check:recipe`) on the game screen:
 * in a new game the omens come right after the roll-off; the app rolls them itself with its own dice, and the players
 * enter theirs on the omens' screen with their own.
 */

const blankGame = useGame.getState();
beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
});
const store = () => useGame.getState();

/** A new game's setup, the random game played from it, and where its omens are read. */
function newGame(mode: 'digital' | 'physical') {
  const setup: Setup = makeSetup({ dice: mode, cards: mode, rulesVersion: CURRENT_RULES_VERSION, seed: `omens-screen-${mode}` });
  const { log } = playRandomGame(rulesFor(setup), setup, `omens-screen-${mode}`, 400);
  const at = log.findIndex((action) => action.type === 'readOmens');
  const omen = log[at];
  if (omen?.type !== 'readOmens') throw new Error('no omens in a new game');
  store().start(setup);
  render(<GameScreen />);
  // The store plays what nobody decides itself; the players' actions up to the omens, as the random game played them.
  while (store().log.length < at) expect(store().dispatch(log[store().log.length]!)).toBe(true);
  return { log, at, omen };
}

describe('the omens on the game screen', () => {
  it('with the players\' own dice: the omens\' screen follows the roll-off, takes the die they enter and goes on to choosing roles', async () => {
    const { log, at, omen } = newGame('physical');
    expect(store().state?.stepId).toBe('omens');
    expect(await screen.findByRole('heading', { level: 1, name: 'The omens' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: String(omen.die) }));
    expect(store().log.slice(0, at + 1)).toEqual(log.slice(0, at + 1));
    expect(store().state?.omen).toBe(omen.die);
    expect(await screen.findByRole('heading', { level: 1, name: /^Choosing invader or defender/ })).toBeInTheDocument();
    expect(screen.getAllByText(`The omen die shows ${omen.die}.`).length).toBeGreaterThan(0);
  });

  it('with the app\'s dice: the app reads the omens itself after the roll-off, the log says so, and a forged one is named', async () => {
    const { log, at, omen } = newGame('digital');
    expect(store().log[at]).toEqual(omen);
    expect(store().state?.omen).toBe(omen.die);
    expect(await screen.findByRole('heading', { level: 1, name: /^Choosing invader or defender/ })).toBeInTheDocument();
    expect(screen.getAllByText(`The omen die shows ${omen.die}.`).length).toBeGreaterThan(0);
    expect(log[at]).toEqual(omen);
    const setup = store().setup!;
    expect(chanceText(wordContext(rulesFor(setup), null, setup), omen)).toBe(`an omen die of ${omen.die}`);
  });
});
