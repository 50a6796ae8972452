import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chanceAction } from '../../../engine';
import { PHYSICAL, advanceTo, uiRules } from '../../../../tests/support/uiState';
import { WeatherStep } from './WeatherStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';
import { chooseLanguage } from '../../words/chooseLanguage';

reducedMotionInEachTest();

describe('WeatherStep (seed 002 weather rules)', () => {
  it('digital dice: one button rolls 2D6', async () => {
    const state = advanceTo('weather');
    const { dispatch, user } = renderStep(WeatherStep, state);
    expect(screen.getByText(/Roll 2D6; a double makes the weather changeable\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll 2D6 for the weather' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith(chanceAction(uiRules, state));
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ type: 'rollWeather' });
  });

  it('in French, the season and the weather table column are named in French, not with the data’s English (issue 36)', async () => {
    const state = advanceTo('weather');
    await chooseLanguage('fr', false);
    try {
      renderStep(WeatherStep, state);
      const line = screen.getByText(/^Deux dés plus/u);
      expect(line.textContent).toMatch(/de la saison (Hiver|Printemps\/Automne|Été) donnent le score, lu dans la colonne (Standard|Plaines|Côtière|Montagnes|Forêt|Jungle|Désert) de la table/u);
    } finally {
      await chooseLanguage('en', false);
    }
  });

  it('physical dice: a tap on each die (1-6 only), either can be changed, then one confirm records both', async () => {
    const state = advanceTo('weather', PHYSICAL);
    const { dispatch, user } = renderStep(WeatherStep, state);
    expect(screen.getByText(/^Season: Winter \(-2\)\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Roll 2D6 for the weather' })).not.toBeInTheDocument();
    const first = screen.getByRole('radiogroup', { name: 'First die' });
    const second = screen.getByRole('radiogroup', { name: 'Second die' });
    expect(within(first).getAllByRole('radio').map((r) => r.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    await user.click(within(first).getByRole('radio', { name: '3' }));
    await user.click(within(second).getByRole('radio', { name: '6' }));
    await user.click(within(second).getByRole('radio', { name: '5' }));
    expect(dispatch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'rollWeather', dice: [3, 5] });
  });

  it('physical dice: a die left untapped blocks the roll with a message beside it', async () => {
    const { dispatch, user } = renderStep(WeatherStep, advanceTo('weather', PHYSICAL));
    await user.click(within(screen.getByRole('radiogroup', { name: 'First die' })).getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(dispatch).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup', { name: 'Second die' })).toHaveAccessibleDescription('Choose the number on the second die.');
    expect(screen.getByRole('alert')).toHaveTextContent('1 choice is still empty: nothing was recorded.');
  });
});
