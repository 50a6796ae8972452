import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAgv } from '../../packs/agv';
import { readAll, remove } from '../library/db';
import { useNavigation } from '../navigation';
import { listLayouts } from './layoutStorage';
import { AgvTableScreen } from './TableScreen';

const blankNavigation = useNavigation.getState();

beforeEach(async () => {
  useNavigation.setState({ ...blankNavigation, view: 'agvTable', params: {} }, true);
  for (const [id] of await readAll()) await remove(String(id));
});
afterEach(() => vi.useRealTimers());

/** Places a general feature through the form, as a user types it. */
async function placeByForm(user: UserEvent, type: string, fields: Partial<Record<'x' | 'y' | 'width' | 'depth', string>>) {
  const form = await screen.findByRole('form', { name: 'Place a feature' });
  await user.selectOptions(within(form).getByLabelText('Feature'), type);
  const labels = { x: 'Centre across (cm from the left edge)', y: 'Centre down (cm from the top edge)', width: 'Width (cm)', depth: 'Depth (cm)' } as const;
  for (const [key, value] of Object.entries(fields) as [keyof typeof labels, string][]) {
    const input = within(form).getByLabelText(labels[key]);
    await user.clear(input);
    await user.type(input, value);
  }
  await user.click(within(form).getByRole('button', { name: 'Place on the table' }));
}

const check = () => screen.getByRole('region', { name: 'Guideline check' });

describe('the table layout editor (seed 004)', { timeout: 20_000 }, () => {
  it('seed 004 Woods: a wood 12 cm across breaks "at least 5 cm but not more than 10 cm", quoted with its source; made smaller, it passes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AgvTableScreen />);
    await placeByForm(user, 'Woods', { x: '40', y: '30', width: '12', depth: '6' });

    expect(within(check()).getByText(/1 placement breaks a guideline/)).toBeInTheDocument();
    expect(within(check()).getByText(/Broken by W1/)).toBeInTheDocument();
    const quoted = within(check()).getByRole('list', { name: 'The guideline' });
    expect(quoted).toHaveTextContent(/not more than 10 cm/);
    expect(within(quoted).getByRole('link', { name: /004 General terrain features: Woods/ })).toHaveAttribute('href', expect.stringContaining('#/reference/otherPacks/agv'));
    // How a size is measured is our reading of the seed, marked as one.
    expect(within(check()).getByRole('list', { name: 'Our readings' })).toHaveTextContent(/Reading.*its diagonal at its widest/);
    expect(within(check()).getByText(/W1 \(wood\) is 13\.4 cm across at its widest: it must be no more than 10 cm/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /W1 Woods/ }).closest('li')).toHaveTextContent('Breaks a guideline');

    await user.click(screen.getByRole('button', { name: /W1 Woods/ }));
    const form = screen.getByRole('form', { name: 'Change W1 (Woods)' });
    await user.clear(within(form).getByLabelText('Width (cm)'));
    await user.type(within(form).getByLabelText('Width (cm)'), '7');
    await user.click(within(form).getByRole('button', { name: 'Apply changes' }));
    expect(within(check()).getByText('No guideline is broken.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /W1 Woods/ }).closest('li')).not.toHaveTextContent('Breaks a guideline');
  });

  it('seed 004 Villages: two villages 30 cm apart break "at least 40 cm apart"; moved 10 cm by keyboard, they pass', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AgvTableScreen />);
    await placeByForm(user, 'Villages', { x: '50', y: '60', width: '7', depth: '7' });
    await placeByForm(user, 'Villages', { x: '87', y: '60', width: '7', depth: '7' });
    expect(within(check()).getByText(/Broken by V1 and V2/)).toBeInTheDocument();
    expect(within(check()).getByRole('list', { name: 'The guideline' })).toHaveTextContent(/40 cm apart/);

    const v2 = screen.getByRole('button', { name: /V2 Villages/ });
    v2.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(v2.closest('li')).toHaveTextContent('centre 96 cm across, 60 cm down');
    expect(within(check()).getByText(/1 placement breaks a guideline/)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(v2.closest('li')).toHaveTextContent('centre 97 cm across');
    expect(within(check()).getByText('No guideline is broken.')).toBeInTheDocument();
  });

  it('turns the selected feature by key and by button, and Undo takes a change back', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AgvTableScreen />);
    await placeByForm(user, 'Hills', { x: '60', y: '40' });
    const h1 = screen.getByRole('button', { name: /H1 Hills/ });
    h1.focus();
    await user.keyboard('r');
    expect(h1.closest('li')).toHaveTextContent('turned 15°');
    await user.click(screen.getByRole('button', { name: 'Turn H1 15° back' }));
    await user.click(screen.getByRole('button', { name: 'Turn H1 15° back' }));
    expect(h1.closest('li')).toHaveTextContent('turned 345°');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(h1.closest('li')).toHaveTextContent('turned 0°');
  });

  it('a linear feature is placed by its points; a road asks how it crosses water', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AgvTableScreen />);
    const form = await screen.findByRole('form', { name: 'Place a feature' });
    await user.selectOptions(within(form).getByLabelText('Feature'), 'Roads');
    await user.click(within(form).getByRole('button', { name: 'Add a point' }));
    const third = within(form).getByLabelText('Point 3 across (cm)');
    await user.clear(third);
    await user.type(third, '170');
    await user.selectOptions(within(form).getByLabelText('Where this road crosses a stream or river'), 'Ford');
    await user.click(within(form).getByRole('button', { name: 'Place on the table' }));
    expect(screen.getByRole('button', { name: /Rd1 Roads/ }).closest('li')).toHaveTextContent('(75, 60), (105, 60), (170, 60) cm; 4 cm wide (1 base width, read from its kind: no width given); crosses water by a ford');
  });

  it('seed 004 Rivers: a line carries its width, checked against "more than one base width" in the layout\'s base width (issue 27)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AgvTableScreen />);
    // The base width is assumed until the players give theirs, and says so.
    expect(await screen.findByText(/Assumed 4 cm: the guidelines give widths in base widths/)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Place a feature' });
    await user.selectOptions(within(form).getByLabelText('Feature'), 'Rivers');
    expect(within(form).getByText(/left empty, it is read as 8 cm wide \(2 base widths\)/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Width of the line (cm)'), '4');
    await user.click(within(form).getByRole('button', { name: 'Place on the table' }));
    expect(screen.getByRole('button', { name: /Rv1 Rivers/ }).closest('li')).toHaveTextContent('4 cm wide (1 base width)');
    expect(within(check()).getByText(/Rv1 \(river\) is 4(\.0)? cm wide/)).toBeInTheDocument();
    expect(within(check()).getByRole('list', { name: 'The guideline' })).toHaveTextContent(/more than one base width/);
    // With the players' own 3 cm base width, 4 cm is more than one base width.
    const base = screen.getByLabelText('Base width (cm)');
    await user.clear(base);
    await user.type(base, '3');
    await user.click(screen.getByRole('button', { name: 'Set the base width' }));
    expect(screen.getByText(/Your base width: 3 cm/)).toBeInTheDocument();
    expect(within(check()).getByText('No guideline is broken.')).toBeInTheDocument();
  });

  it('refuses a wrong number with a clear error and places nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AgvTableScreen />);
    await placeByForm(user, 'Woods', { x: '400', width: 'wide' });
    expect(screen.getByText('Centre across (cm from the left edge): between 0 and 180.')).toBeInTheDocument();
    expect(screen.getByText('Width (cm): type a number, e.g. 12 or 7.5.')).toBeInTheDocument();
    expect(screen.getByText(/Nothing placed yet/)).toBeInTheDocument();
  });

  it('checks the table size: presets, custom within limits, never leaving a feature off the table', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AgvTableScreen />);
    await placeByForm(user, 'Woods', { x: '150', y: '30' });
    await user.selectOptions(screen.getByLabelText('Size'), '120 × 80 cm');
    expect(screen.getByRole('alert')).toHaveTextContent('Those sides would leave W1 off the table');
    expect(screen.getByRole('img', { name: /180 × 120 cm/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Size'), 'Custom size');
    await user.clear(screen.getByLabelText('Width (cm)', { selector: '.agv-size input' }));
    await user.type(screen.getByLabelText('Width (cm)', { selector: '.agv-size input' }), '20');
    await user.click(screen.getByRole('button', { name: 'Use this size' }));
    expect(screen.getByText('Width (cm): between 30 and 400.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Width (cm)', { selector: '.agv-size input' }));
    await user.type(screen.getByLabelText('Width (cm)', { selector: '.agv-size input' }), '200');
    await user.click(screen.getByRole('button', { name: 'Use this size' }));
    expect(screen.getByRole('img', { name: /200 × 120 cm/ })).toBeInTheDocument();
  });

  it('names and saves the layout by itself, then reopens it from its id', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<AgvTableScreen />);
    const name = await screen.findByLabelText('Name of the layout');
    // The editor saves after a pause in the changes: the test runs the pause's timer rather than sitting it out
    // (the clock still moves, for Testing Library's own zero-delay timers).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.type(name, 'Bridge at Lodi');
    await placeByForm(user, 'Woods', { x: '40', y: '30' });
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    const id = useNavigation.getState().params.layout;
    const listed = await listLayouts();
    expect(listed.ok && listed.value.map((l) => l.kind === 'layout' && [l.entry.id, l.entry.name, l.entry.layout.features.length])).toEqual([[id, 'Bridge at Lodi', 1]]);
    unmount();

    act(() => useNavigation.setState({ view: 'agvTable', params: { layout: id! } }));
    render(<AgvTableScreen />);
    expect(await screen.findByDisplayValue('Bridge at Lodi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /W1 Woods/ })).toBeInTheDocument();
  });

  it('says a layout is gone when its id is not in the library', async () => {
    useNavigation.setState({ view: 'agvTable', params: { layout: 'nonenonenonenone' } });
    render(<AgvTableScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This layout is no longer on this device');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lay out a new table' })).toBeInTheDocument());
  });

  it('shows that the A Great Victory! pack is off when its data is broken', () => {
    render(<AgvTableScreen load={loadAgv({ broken: true })} />);
    expect(screen.getByRole('heading', { name: 'A Great Victory! is not available' })).toBeInTheDocument();
  });
});
