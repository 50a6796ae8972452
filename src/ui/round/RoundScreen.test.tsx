import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT, EXAMPLES, ROUND, TOURNAMENT_PROFILE, damaged, reportLink } from '../../../tests/support/roundReports';
import { newRound, type Expected } from '../../round';
import { useNavigation } from '../navigation';
import { RoundList } from './RoundList';
import { RoundScreen } from './RoundScreen';
import { listRounds, loadRound, saveRound } from './roundStore';
import { detect, fakeStream, stubCamera, stubNativeDetector } from './scan/scanStub';

const blankNavigation = useNavigation.getState();
beforeEach(() => useNavigation.setState(blankNavigation, true));
// The browser's own QR detector, stubbed (the WebAssembly decoder is the browser test's: e2e/scan.spec.ts).
beforeAll(stubNativeDetector);
beforeEach(() => detect.mockReset());

async function openRound(expected: Expected = { kind: 'count', count: 3 }) {
  const round = newRound({ id: `r-${Math.random().toString(36).slice(2)}`, event: EVENT, profile: TOURNAMENT_PROFILE, round: ROUND, expected, createdAt: '2026-12-06T10:00:00.000Z' });
  await saveRound(round);
  useNavigation.setState({ view: 'round', params: { id: round.id } });
  render(<RoundScreen />);
  await screen.findByRole('heading', { level: 1, name: `${EVENT}, round ${ROUND}` });
  return round.id;
}

async function paste(text: string) {
  const user = userEvent.setup();
  const box = screen.getByLabelText('A share link or a battle sheet’s link');
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Add the link' }));
}

const card = (name: string | RegExp) => screen.getByRole('article', { name });

describe('the umpire round screen (issue 37)', () => {
  it('starts a round from its form: event, round, profile and a number of tables, kept on this device', async () => {
    const user = userEvent.setup();
    render(<RoundScreen />);
    await user.click(screen.getByRole('button', { name: 'Start the round' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name the event.');
    await user.type(screen.getByLabelText('Event'), 'Club Open');
    await user.clear(screen.getByLabelText('Round'));
    await user.type(screen.getByLabelText('Round'), '3');
    await user.selectOptions(screen.getByLabelText('Rules profile of the event'), 'Tournament: 8 BW flank sectors');
    await user.clear(screen.getByLabelText('Number of tables'));
    await user.type(screen.getByLabelText('Number of tables'), '4');
    await user.click(screen.getByRole('button', { name: 'Start the round' }));
    await waitFor(() => expect(useNavigation.getState().view).toBe('round'));
    const stored = await loadRound(useNavigation.getState().params.id ?? '');
    expect(stored).toMatchObject({ event: 'Club Open', round: 3, expected: { kind: 'count', count: 4 }, profile: { name: 'Tournament: 8 BW flank sectors' } });
  });

  it('takes pairings from a CSV whose columns the umpire maps, and says what is wrong with a bad one', async () => {
    const user = userEvent.setup();
    render(<RoundScreen />);
    await user.click(screen.getByLabelText('Pairings from a CSV file'));
    const csv = (text: string) => new File([text], 'pairings.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Pairings CSV file (with a header row)'), csv('Tisch,Name 1,Name 2\n1,Anna,Bruno\nx,Carla,Dieter\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 2: the table “x” is not a whole number from 1 to 999.');
    await user.upload(screen.getByLabelText('Pairings CSV file (with a header row)'), csv('Player A,Player B,Table\nAnna,Bruno,1\nCarla,Dieter,2\n'));
    expect(await screen.findByText('2 tables read.')).toBeInTheDocument();
    expect(screen.getByLabelText('Table')).toHaveDisplayValue('Table');
    await user.selectOptions(screen.getByLabelText('Second player'), 'Player A');
    expect(screen.getByRole('alert')).toHaveTextContent('One column is mapped to two things');
    await user.selectOptions(screen.getByLabelText('Second player'), 'Player B');
    await user.type(screen.getByLabelText('Event'), 'Club Open');
    await user.click(screen.getByRole('button', { name: 'Start the round' }));
    await waitFor(() => expect(useNavigation.getState().view).toBe('round'));
    expect((await loadRound(useNavigation.getState().params.id ?? ''))?.expected).toEqual({
      kind: 'pairings',
      pairings: [
        { table: 1, first: 'Anna', second: 'Bruno' },
        { table: 2, first: 'Carla', second: 'Dieter' },
      ],
    });
  });

  it('lands each pasted report in its table at once, in the battle sheet’s words, with its flags, what was checked and a kept ruling', async () => {
    const id = await openRound();
    await paste(await reportLink(EXAMPLES.waterside, 1, { setup: { profile: TOURNAMENT_PROFILE } }));
    expect(await screen.findByText('Added to table 1.')).toBeInTheDocument();
    const one = card(/^Table 1/);
    expect(within(one).getByText('No flag.')).toBeInTheDocument();
    expect(within(one).getByText('Territory and final square')).toBeInTheDocument();
    expect(within(one).getByText(/Every roll and deal was drawn again from the game code/)).toBeInTheDocument();
    expect(within(one).getByText(/The link’s checksum holds: it catches damage on the way, not a forged link/)).toBeInTheDocument();

    await paste(await reportLink(EXAMPLES.intercept, 2, { typed: true }));
    expect(await screen.findByText('Added to table 2.')).toBeInTheDocument();
    expect(within(card(/^Table 2/)).getByText(/the game code was typed by a player/)).toBeInTheDocument();
    expect(within(card(/^Table 2/)).getByText(/Rules profile “none” is not the event’s “Tournament: 8 BW flank sectors”/)).toBeInTheDocument();
    expect(within(card(/^Table 3/)).getByText('Expected, and not reported.')).toBeInTheDocument();

    await paste(damaged(await reportLink(EXAMPLES.physical, 3)));
    expect(await screen.findByText('Added to the unassigned reports.')).toBeInTheDocument();
    expect(within(card('Unassigned report')).getByText(/fails its checksum/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(card(/^Table 1/)).getByLabelText('Umpire’s ruling'), 'Counter agreed on C3.');
    await user.click(within(card(/^Table 1/)).getByRole('button', { name: 'Keep the ruling' }));
    await waitFor(async () => expect((await loadRound(id))?.rulings).toMatchObject([{ table: 1, text: 'Counter agreed on C3.' }]));
    expect((await loadRound(id))?.reports).toHaveLength(3);
    const summary = screen.getByRole('region', { name: /Round summary/ });
    expect(within(summary).getAllByRole('row')).toHaveLength(5);
  });

  it('flags a table whose report names other players than its pairing (8), saying who each names, on its card and in the summary', async () => {
    await openRound({ kind: 'pairings', pairings: [{ table: 1, first: 'Anna', second: 'Carla' }] });
    await paste(await reportLink(EXAMPLES.waterside, 1, { setup: { profile: TOURNAMENT_PROFILE } }));
    expect(await screen.findByText('Added to table 1.')).toBeInTheDocument();
    expect(within(card(/^Table 1/)).getByText('Players other than the pairing: the pairings name Anna and Carla at this table, the report names Anna and Bruno.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: /Round summary/ });
    expect(within(summary).getAllByRole('row')[1]).toHaveTextContent(/Flag 8$/);
    expect(within(summary).getByText(/Flag 8 players other than the table’s pairing/)).toBeInTheDocument();
  });

  it('hosts the scanners beside the link and the file: a photo of a sheet and the camera land in the sheet’s table, and the event code is shown', async () => {
    await openRound();
    const link = await reportLink(EXAMPLES.waterside, 2);
    detect.mockResolvedValue([{ rawValue: link }]);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take or choose a photo' })).toBeEnabled());
    await user.upload(screen.getByLabelText('Photo of a sheet'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'sheet.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Added to table 2.')).toBeInTheDocument();
    expect(within(card(/^Table 2/)).getByText('Territory and final square')).toBeInTheDocument();
    // The camera reads the same sheet: one report, said so at once.
    stubCamera(() => Promise.resolve(fakeStream().stream));
    await user.click(screen.getByRole('button', { name: 'Start the camera' }));
    expect(await screen.findByText('Already here: table 2 has this report.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop the camera' }));
    expect(await screen.findByRole('img', { name: `QR code of the event link of ${EVENT}` })).toBeInTheDocument();
  });

  it('lists the rounds on Home and refuses a file that is not a round, changing nothing', async () => {
    await openRound();
    const before = await listRounds();
    const user = userEvent.setup();
    render(<RoundList />);
    expect(await screen.findAllByRole('button', { name: `Open ${EVENT}, round ${ROUND}` })).not.toHaveLength(0);
    await user.upload(screen.getByLabelText('Import a round file'), new File(['{"format":"pbw-game"}'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a round file the app can read. Nothing was changed');
    expect(await listRounds()).toEqual(before);
  });

  it('deletes a round from Home after asking', async () => {
    await saveRound(newRound({ id: 'gone', event: 'Spring Cup', profile: null, round: 1, expected: { kind: 'count', count: 2 }, createdAt: '2026-12-06T09:00:00.000Z' }));
    const user = userEvent.setup();
    render(<RoundList />);
    await user.click(await screen.findByRole('button', { name: 'Delete the round Spring Cup, round 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Spring Cup, round 1' })).not.toBeInTheDocument());
    expect((await listRounds()).some((r) => r.id === 'gone')).toBe(false);
  });
});
