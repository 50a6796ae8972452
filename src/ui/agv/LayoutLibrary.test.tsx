import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAgv } from '../../packs/agv';
import { readAll, remove } from '../library/db';
import { useNavigation } from '../navigation';
import { layoutFileText, type LayoutEntry } from './layoutEntry';
import { LayoutLibrary } from './LayoutLibrary';
import { listLayouts, newLayoutEntry, saveLayout } from './layoutStorage';

const blankNavigation = useNavigation.getState();

beforeEach(async () => {
  useNavigation.setState(blankNavigation, true);
  for (const [id] of await readAll()) await remove(String(id));
});

const woods = { id: 'f1', type: 'woods', x: 40, y: 30, width: 7, depth: 6, rotation: 0, shape: 'rectangle' as const };

async function stored(name: string): Promise<LayoutEntry> {
  const entry = { ...newLayoutEntry({ widthCm: 120, depthCm: 80 }), name, layout: { table: { widthCm: 120, depthCm: 80 }, features: [woods] } };
  await saveLayout(entry);
  return entry;
}

describe('saved table layouts on Home', () => {
  it('lists a layout with its size, opens it, renames it, and deletes it after asking', async () => {
    const user = userEvent.setup({ delay: null });
    const entry = await stored('Hill fight');
    render(<LayoutLibrary />);
    const card = (await screen.findByRole('heading', { name: 'Hill fight' })).closest('li')!;
    expect(within(card).getByText(/120 × 80 cm · 1 feature/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Open Hill fight' }));
    expect(useNavigation.getState()).toMatchObject({ view: 'agvTable', params: { layout: entry.id } });

    await user.click(within(card).getByRole('button', { name: 'Rename Hill fight' }));
    const field = within(card).getByLabelText('New name');
    await user.clear(field);
    await user.type(field, 'Ridge line{Enter}');
    expect(await screen.findByRole('heading', { name: 'Ridge line' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Ridge line' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Ridge line?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Ridge line' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Ridge line' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('No table layout saved on this device yet.')).toBeInTheDocument();
    expect(await listLayouts()).toEqual({ ok: true, value: [] });
  });

  it('opens a layout file as a new saved layout and shows it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LayoutLibrary />);
    await screen.findByText('No table layout saved on this device yet.');
    const text = layoutFileText({ name: 'From a friend', layout: { table: { widthCm: 180, depthCm: 120 }, features: [woods] } });
    await user.upload(screen.getByLabelText('Open a layout file'), new File([text], 'friend.json', { type: 'application/json' }));
    await waitFor(() => expect(useNavigation.getState().view).toBe('agvTable'));
    const listed = await listLayouts();
    expect(listed.ok && listed.value.map((l) => l.kind === 'layout' && [l.entry.id, l.entry.name])).toEqual([[useNavigation.getState().params.layout, 'From a friend']]);
  });

  it.each([
    ['a broken file', '{"format": "pbw-agv-lay', /not a layout file \(it is not JSON\)/],
    ['a layout with a feature the guidelines do not have', layoutFileText({ name: 'x', layout: { table: { widthCm: 180, depthCm: 120 }, features: [{ ...woods, type: 'castles' }] } }), /a feature the A Great Victory! guidelines do not have \(castles\)/],
  ])('refuses %s with a clear error and loses nothing', async (_what, text, message) => {
    const user = userEvent.setup({ delay: null });
    const kept = await stored('Kept');
    render(<LayoutLibrary />);
    await screen.findByRole('heading', { name: 'Kept' });
    await user.upload(screen.getByLabelText('Open a layout file'), new File([text], 'bad.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was changed.');
    expect(await listLayouts()).toEqual({ ok: true, value: [{ kind: 'layout', entry: kept }] });
    expect(useNavigation.getState().view).toBe('home');
  });

  it('says so instead of the list when the A Great Victory! data is broken', () => {
    render(<LayoutLibrary load={loadAgv({ broken: true })} />);
    expect(screen.getByRole('heading', { name: 'A Great Victory! is not available' })).toBeInTheDocument();
  });
});
