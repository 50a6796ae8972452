import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPiece, type GameState } from '../../engine';
import { PHYSICAL, advanceTo, apply } from '../../../tests/support/uiState';
import { PlaceTerrainStep } from '../steps/placeTerrain/PlaceTerrainStep';
import { SelectTerrainStep } from '../steps/selectTerrain/SelectTerrainStep';
import { stepProps } from '../../../tests/support/stepProps';

function renderStep(state: GameState) {
  render(<PlaceTerrainStep {...stepProps(state)} />);
}

describe('placement odds (issue 13, seed 000 PBS 9.E)', () => {
  it('odds off: none', () => {
    renderStep(advanceTo('placeCompulsory', PHYSICAL));
    expect(screen.queryByRole('region', { name: 'Odds' })).not.toBeInTheDocument();
  });

  it('before the placement die: each sector with its faces, the opponent\'s choices and the chance the piece survives', () => {
    const state = advanceTo('placeCompulsory', { ...PHYSICAL, odds: true });
    expect(currentPiece(state, 'compulsory')?.placement).toBeNull();
    renderStep(state);
    const odds = screen.getByRole('region', { name: 'Odds' });
    expect(within(odds).getByText("The defender's left flank sector (the invader's right) (die 1): 17%")).toBeInTheDocument();
    expect(within(odds).getByText('The centre sector (die 2 and 4): 33%')).toBeInTheDocument();
    expect(within(odds).getByText('The centre sector, touching a table edge (die 3 and 5): 33%')).toBeInTheDocument();
    expect(within(odds).getByText("The defender's right flank sector (the invader's left) (die 6): 17%")).toBeInTheDocument();
    expect(within(odds).getByText(/may move it: 50%$/)).toBeInTheDocument();
    expect(within(odds).getByText(/may pivot it: 33%$/)).toBeInTheDocument();
    expect(within(odds).getByText(/may remove it: 17%$/)).toBeInTheDocument();
    expect(within(odds).getByText(/is still on the table even if .+ removes it whenever allowed: 83%\.$/)).toBeInTheDocument();
    expect(odds).toHaveTextContent('Exact: every case counted. (000 PBS 9.E)');
  });

  it('after the placement die only the opponent\'s die is left', () => {
    const state = apply(advanceTo('placeCompulsory', { ...PHYSICAL, odds: true }), { type: 'rollPlacement', die: 1 });
    renderStep(state);
    const odds = screen.getByRole('region', { name: 'Odds' });
    expect(within(odds).queryByText(/Left flank sector/)).not.toBeInTheDocument();
    expect(within(odds).getByText(/may remove it: 17%$/)).toBeInTheDocument();
  });
});

describe('the odds of each terrain at its choice (issue 13, PBS 9.E; digital dice roll as soon as a piece is due)', () => {
  it('terrains with the same odds share a line', () => {
    render(<SelectTerrainStep {...stepProps(advanceTo('selectCompulsory', { odds: true }))} />);
    const odds = screen.getByRole('region', { name: 'Odds' });
    expect(within(odds).getByRole('heading')).toHaveTextContent('Odds: If placed by dice');
    expect(
      within(odds).getByText(
        /: left flank sector 17%, centre 67%, right flank sector 17%, touching a table edge 33%; the opponent may move it 50%, pivot it 33%, remove it 17%; still on the table even if he removes it whenever allowed: 83%\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('odds off: none', () => {
    render(<SelectTerrainStep {...stepProps(advanceTo('selectCompulsory'))} />);
    expect(screen.queryByRole('region', { name: 'Odds' })).not.toBeInTheDocument();
  });
});
