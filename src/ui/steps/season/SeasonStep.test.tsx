import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANNA_DEFENDS, PHYSICAL, applyAll, startGame, uiRules } from '../../../../tests/support/uiState';
import { SeasonStep } from './SeasonStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

reducedMotionInEachTest();

describe('SeasonStep (seed 002 weather rules)', () => {
  it('offers one button per season of the weather data, with its modifier', async () => {
    const state = applyAll(startGame(PHYSICAL), ANNA_DEFENDS);
    expect(state.stepId).toBe('season');
    const { dispatch, user } = renderStep(SeasonStep, state);
    const buttons = screen.getAllByRole('button').filter((b) => !b.closest('[role="note"]'));
    expect(buttons).toHaveLength(uiRules.weather.seasons.length);
    uiRules.weather.seasons.forEach((season, i) => expect(buttons[i]).toHaveTextContent(new RegExp(`^${season.name} \\(`)));
    expect(screen.getByRole('button', { name: 'Winter (-2 to the weather roll)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spring/Autumn (no change to the weather roll)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Summer (+2 to the weather roll)' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'chooseSeason', season: 'summer' });
  });
});
