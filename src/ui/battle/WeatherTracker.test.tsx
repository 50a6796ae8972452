import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction, battleWeatherChance, FACES, seedFingerprint, type Action, type GameState, type WeatherId } from '../../engine';
import { PHYSICAL, advanceTo, apply, preferReducedMotion, uiRules } from '../../../tests/support/uiState';
import { WeatherTracker } from './WeatherTracker';
import { sayScaled } from '../words/sayScaled';
import { FACE_WORDS } from '../words/vocab';
import { stepProps } from '../../../tests/support/stepProps';

const BATTLE_SEED = 'tracker-battle-seed';

/** A finished pre-battle on Plains starting in `weather`; digital dice with a battle seed unless the overrides say otherwise. */
function atBattle(options: { setup?: Parameters<typeof advanceTo>[1]; weather?: WeatherId; changeable?: boolean } = {}): GameState {
  const state = advanceTo('done', { seed: 'tracker-prebattle', battleSeed: BATTLE_SEED, ...options.setup });
  return { ...state, territory: 'plains', weather: { ...state.weather!, weather: options.weather ?? 'goodWeather', changeable: options.changeable ?? false } };
}

function renderTracker(state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  render(<WeatherTracker {...stepProps(state, dispatch)} />);
  return { dispatch, user: userEvent.setup() };
}

/** The tracker on a live game: each dispatched action is applied by the engine, as the store does. */
function Live({ start }: { start: GameState }) {
  const [state, setState] = useState(start);
  const dispatch = (action: Action) => {
    const result = applyAction(uiRules, state, action);
    if (result.ok) setState(result.state);
    return result.ok;
  };
  return <WeatherTracker {...stepProps(state, dispatch)} />;
}

let restoreMotion: () => void;
beforeEach(() => {
  restoreMotion = preferReducedMotion();
});
afterEach(() => {
  restoreMotion();
  cleanup();
});

describe('WeatherTracker: the weather now (issue 13; seed 002 Weather rules)', () => {
  it('shows the weather the pre-battle rolled with its effects from the data, and the next turn', () => {
    const state = atBattle({ weather: 'heavyRain' });
    renderTracker(state);
    const region = screen.getByRole('region', { name: /Weather through the battle/ });
    const type = uiRules.weather.types.find((t) => t.id === 'heavyRain')!;
    expect(within(region).getByText(type.name, { selector: '.battle-weather-name' })).toBeInTheDocument();
    expect(within(region).getByText(sayScaled(uiRules, state.setup, type.effects))).toBeInTheDocument();
    expect(within(region).getByText('1: one Red and one Green die')).toBeInTheDocument();
    expect(within(region).queryByText('Changeable')).not.toBeInTheDocument();
    expect(within(region).getByText(/Not changeable: one Red and one Green die each turn\./)).toBeInTheDocument();
  });

  it('says "Changeable" when the starting roll was a double: two dice of each for the whole battle', () => {
    renderTracker(atBattle({ changeable: true }));
    expect(screen.getByText('Changeable')).toBeInTheDocument();
    expect(screen.getByText(/two Red and two Green dice every turn, for the whole battle/)).toBeInTheDocument();
  });
});

describe('WeatherTracker, digital dice: rolled from the sealed battle code', () => {
  it('one button per turn dispatches the battle code\'s roll', async () => {
    const state = atBattle();
    const { dispatch, user } = renderTracker(state);
    await user.click(screen.getByRole('button', { name: 'Roll the weather for turn 1' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith(battleWeatherChance(uiRules, state)!.action);
  });

  it('shows only the battle code\'s fingerprint while the battle goes on', () => {
    renderTracker(atBattle());
    expect(screen.getByText(`Battle code sealed · fingerprint ${seedFingerprint(BATTLE_SEED)}`)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(BATTLE_SEED);
  });

  it('rolls turn after turn, shows the new weather and the history, and keeps the focus on the tracker', async () => {
    const user = userEvent.setup();
    render(<Live start={atBattle()} />);
    await user.click(screen.getByRole('button', { name: 'Roll the weather for turn 1' }));
    await user.click(screen.getByRole('button', { name: 'Roll the weather for turn 2' }));
    expect(screen.getByRole('heading', { name: /Weather through the battle/ })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Turn 2: the weather is now /);
    const rows = within(screen.getByRole('table', { name: 'Each turn’s roll and the weather it gave' })).getAllByRole('row');
    expect(rows.map((r) => within(r).queryByRole('rowheader')?.textContent ?? null)).toEqual([null, '1', '2']);
    expect(screen.getByRole('button', { name: 'Roll the weather for turn 3' })).toBeInTheDocument();
  });

  it('"The battle is over" asks first, then ends it and reveals the battle code', async () => {
    const user = userEvent.setup();
    render(<Live start={atBattle()} />);
    await user.click(screen.getByRole('button', { name: 'Roll the weather for turn 1' }));
    await user.click(screen.getByRole('button', { name: 'The battle is over' }));
    const question = screen.getByRole('alertdialog', { name: 'Is the battle over?' });
    expect(question).toHaveTextContent(/the battle code is revealed/);
    await user.click(within(question).getByRole('button', { name: 'Yes, the battle is over' }));
    expect(screen.getByText(/The battle is over after 1 turn of weather rolls/)).toBeInTheDocument();
    expect(screen.getByText(BATTLE_SEED)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`fingerprint ${seedFingerprint(BATTLE_SEED)}`))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Roll the weather/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'The battle is over' })).not.toBeInTheDocument();
  });

  it('Cancel leaves the battle going on', async () => {
    const { dispatch, user } = renderTracker(atBattle());
    await user.click(screen.getByRole('button', { name: 'The battle is over' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dispatch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'The battle is over' })).toHaveFocus();
  });
});

describe('WeatherTracker, the players\' own dice', () => {
  it('physical dice: one row of face buttons per die, named by colour in words, with only that die\'s faces', async () => {
    const { dispatch, user } = renderTracker(atBattle({ setup: PHYSICAL }));
    const tap = async (die: string, face: string) => user.click(within(screen.getByRole('radiogroup', { name: die })).getByRole('radio', { name: face }));
    expect(screen.getByText('Roll your own Red and Green dice and enter what they show.')).toBeInTheDocument();
    const form = screen.getByRole('group', { name: 'The dice for turn 1' });
    const redFaces = uiRules.components.dice.find((d) => d.colour === 'red')!.faces;
    const options = within(within(form).getByRole('radiogroup', { name: 'Red die' })).getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual(FACES.filter((f) => redFaces.includes(f)).map((f) => FACE_WORDS[f]));
    await tap('Red die', 'Skull');
    await tap('Green die', 'Wound');
    await user.click(within(form).getByRole('button', { name: 'Record the dice for turn 1' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'rollBattleWeather', red: ['skull'], green: ['wound'] });
    expect(screen.queryByText(/Battle code/)).not.toBeInTheDocument();
  });

  it('records nothing while a die is not chosen, and says which', async () => {
    const { dispatch, user } = renderTracker(atBattle({ setup: PHYSICAL, changeable: true }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Red die 1' })).getByRole('radio', { name: 'Skull' }));
    await user.click(screen.getByRole('button', { name: 'Record the dice for turn 1' }));
    expect(dispatch).not.toHaveBeenCalled();
    expect(screen.getByText('Choose the face the Red die 2 shows.')).toBeInTheDocument();
    expect(screen.getByText('Choose the face the Green die 1 shows.')).toBeInTheDocument();
    expect(screen.getByText(/3 choices are still empty/)).toBeInTheDocument();
  });

  it('a live physical game: the entered faces move the weather (a Red skull: up a type)', async () => {
    const user = userEvent.setup();
    render(<Live start={atBattle({ setup: PHYSICAL, weather: 'goodWeather' })} />);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Red die' })).getByRole('radio', { name: 'Skull' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Green die' })).getByRole('radio', { name: 'Wound' }));
    await user.click(screen.getByRole('button', { name: 'Record the dice for turn 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('Turn 1: the weather is now Heat.');
    expect(screen.getByRole('cell', { name: 'Red Skull' })).toHaveTextContent('Skull');
    expect(screen.getByText('Good Weather to Heat (up 1 type)')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Red die' })).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  });

  it('an older game with digital dice and no battle code: the players enter the dice, and are told why', () => {
    renderTracker(atBattle({ setup: { battleSeed: undefined } }));
    expect(screen.getByText(/started before the app drew a sealed battle code/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'The dice for turn 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Roll the weather/ })).not.toBeInTheDocument();
  });
});

describe('WeatherTracker: rolls no code decided are never read as checked (issue 28)', () => {
  const withTurns = (state: GameState, count: number, over: boolean): GameState => {
    let next = state;
    for (let i = 0; i < count; i++) next = apply(next, { type: 'rollBattleWeather', red: ['blank'], green: ['blank'] });
    return over ? apply(next, { type: 'endBattle' }) : next;
  };

  it.each([
    ['no battle code (an older or downgraded file)', { battleSeed: undefined }, 'These weather rolls were entered by the players, not checked: this game has no battle code.'],
    ['physical dice', PHYSICAL, 'These weather rolls were entered by the players, not checked: they rolled their own dice.'],
  ] as const)('%s: under the history, even once the battle is over', (_what, setup, line) => {
    renderTracker(withTurns(atBattle({ setup }), 2, true));
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('digital dice with a battle code: no such line', () => {
    const state = atBattle();
    const roll = battleWeatherChance(uiRules, state)!.action;
    renderTracker(apply(state, roll));
    expect(screen.queryByText(/entered by the players, not checked/)).not.toBeInTheDocument();
  });
});

describe('WeatherTracker before the battle', () => {
  it('shows nothing before the pre-battle is done', () => {
    const state = atBattle();
    const { container } = render(<WeatherTracker {...stepProps({ ...state, stepId: 'preGameMoves' })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('a turn rolled in another window shows in the history', () => {
    const state = apply(atBattle({ setup: PHYSICAL }), { type: 'rollBattleWeather', red: ['wound'], green: ['blank'] });
    renderTracker(state);
    expect(screen.getByText('Good Weather to Strong Winds (down 1 type)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'The dice for turn 2' })).toBeInTheDocument();
  });
});
