import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { seedFingerprint, type GameState, type Setup } from '../../engine';
import { gameSealOf } from '../store/seals';
import { SeedSeal } from './SeedSeal';

const SEED = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

/** Just what the seal is made of: the setup and the step. */
function state(stepId: GameState['stepId'], setup: Partial<Setup> = {}): GameState {
  return { stepId, setup: makeSetup({ seed: SEED, seedSource: 'drawn', ...setup }) } as unknown as GameState;
}

/** The seal as the game screen shows it: sealed by the store, typed or drawn as the setup says. */
function Sealed({ state: game }: { state: GameState }) {
  return <SeedSeal seal={gameSealOf(game)} typed={game.setup.seedSource === 'typed'} />;
}

describe('SeedSeal', () => {
  it('while the game runs, shows only the fingerprint of a drawn seed', () => {
    const { container } = render(<Sealed state={state('march')} />);
    expect(screen.getByText(`Game code sealed · fingerprint ${seedFingerprint(SEED)}`)).toBeInTheDocument();
    expect(container.innerHTML).not.toContain(SEED);
  });

  it('while the game runs, says a typed seed lets the hands be known', () => {
    const { container } = render(<Sealed state={state('march', { seedSource: 'typed' })} />);
    expect(screen.getByText('Game code typed by a player: the hands can be known')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain(SEED);
  });

  it('seals the seed when only the cards are digital, and when only the dice are', () => {
    for (const modes of [{ cards: 'digital', dice: 'physical' }, { cards: 'physical', dice: 'digital' }] as const) {
      const { unmount } = render(<Sealed state={state('rollOff', modes)} />);
      expect(screen.getByText(/^Game code sealed/)).toBeInTheDocument();
      unmount();
    }
  });

  it('at the end, reveals the seed with its fingerprint and how to check every roll', () => {
    render(<Sealed state={state('done')} />);
    expect(screen.getByText(SEED)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`fingerprint ${seedFingerprint(SEED)}`))).toBeInTheDocument();
    expect(screen.getByText(/Anyone can check every roll and deal against this game code/)).toHaveTextContent('open it in the app');
    expect(document.body).not.toHaveTextContent('npm run replay');
  });

  it('says nothing about seeds with physical cards and dice', () => {
    for (const stepId of ['march', 'done'] as const) {
      const { container, unmount } = render(<Sealed state={state(stepId, { cards: 'physical', dice: 'physical' })} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
