import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bundledPresets } from '../../engine';
import { eventPayload } from '../../share/eventLink';
import { blankAppInEachTest, renderSetup, submit, typeNames } from '../../../tests/support/setupScreen';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { EventSetup } from './EventSetup';

blankAppInEachTest();

const tournament = () => screen.getByText('Tournament game (optional)').closest('details')!;

describe('a tournament game at setup (issue 37)', () => {
  it('is folded away for a casual game, which starts with no tournament', async () => {
    const user = renderSetup();
    expect(tournament()).not.toHaveAttribute('open');
    await user.click(submit());
    expect(useGame.getState().setup?.tournament).toBeUndefined();
  });

  it('opens and starts a game that knows its event, round and table', async () => {
    const user = renderSetup();
    await user.click(within(tournament()).getByText('Tournament game (optional)'));
    expect(tournament()).toHaveAttribute('open');
    await user.type(screen.getByLabelText('Event name'), 'Britcon Ancients Open 27');
    await user.type(screen.getByLabelText('Round'), '3');
    await user.type(screen.getByLabelText('Table number'), '16');
    await user.click(submit());
    expect(useGame.getState().setup?.tournament).toEqual({ event: 'Britcon Ancients Open 27', round: 3, table: 16 });
  });

  it('names each field out of bounds beside it and in the summary, as the tournament\'s', async () => {
    const user = renderSetup();
    expect(tournament()).not.toHaveAttribute('open');
    await user.type(screen.getByLabelText('Event name'), 'Britcon Ancients Open 2027');
    await user.type(screen.getByLabelText('Round'), '0');
    await user.type(screen.getByLabelText('Table number'), '1000');
    await user.click(submit());
    expect(useGame.getState().state).toBeNull();
    const errors = ['Keep the event name to 24 characters', 'The round must be at least 1', 'The table number is at most 999'];
    for (const [label, error] of [['Event name', errors[0]], ['Round', errors[1]], ['Table number', errors[2]]] as const) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(error));
    }
    expect(screen.getByRole('alert')).toHaveTextContent(`3 values need fixing before the pre-battle can start: Tournament: ${errors.join('; Tournament: ')}.`);
    // A folded part opens when one of its fields needs fixing.
    expect(tournament()).toHaveAttribute('open');
  });

  it('is filled in by an event link: the event, its round and its rules profile; the players type the rest', async () => {
    const profile = bundledPresets().find((p) => Object.keys(p.profile.values).length > 0)!.profile;
    useNavigation.setState({ view: 'event', params: { payload: await eventPayload({ event: 'Cold Wars', round: 2, profile }) } });
    render(<EventSetup />);
    expect(await screen.findByText(/^Filled in from the event link of Cold Wars/)).toBeInTheDocument();
    expect(tournament()).toHaveAttribute('open');
    expect(screen.getByLabelText('Event name')).toHaveValue('Cold Wars');
    expect(screen.getByLabelText('Round')).toHaveValue(2);
    expect(screen.getByLabelText('Table number')).toHaveValue(null);
    typeNames();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Table number'), '7');
    await user.click(submit());
    expect(useGame.getState().setup).toMatchObject({ tournament: { event: 'Cold Wars', round: 2, table: 7 }, profile });
  });

  it('says why a damaged event link cannot be opened, and offers the setup without it', async () => {
    const payload = await eventPayload({ event: 'Cold Wars', round: 2 });
    useNavigation.setState({ view: 'event', params: { payload: payload.slice(0, -2) } });
    render(<EventSetup />);
    expect(await screen.findByRole('heading', { name: 'This event link cannot be opened' })).toBeInTheDocument();
    expect(screen.getByText(/The link is damaged/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'New pre-battle without the link' }));
    expect(useNavigation.getState().view).toBe('setup');
    expect(useGame.getState().state).toBeNull();
  });
});
