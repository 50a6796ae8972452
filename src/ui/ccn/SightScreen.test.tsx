import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCcn } from '../../packs/ccn';
import { SIGHT_STORAGE_KEY } from './sightBoard';
import { CcnSightScreen } from './SightScreen';

beforeEach(() => localStorage.clear());

/**
 * The button of a hex, by row and place in the row as the screen counts them (from 1). `hidden` skips the
 * visibility check of all 113 hexes, which jsdom makes slow; role and name are still checked.
 */
const hex = (row: number, col: number) => within(grid()).getByRole('button', { name: new RegExp(`^Row ${row}, hex ${col}:`), hidden: true });
const grid = () => screen.getByRole('grid', { name: /Hex board/ });
const result = () => screen.getByRole('region', { name: 'Result' });
const verdict = () => within(result()).getByRole('status');
const rules = () => within(result()).getByRole('list', { name: 'Rules that applied' });

/** Puts the keyboard on the board's one tab stop. */
function focusBoard() {
  const stop = within(grid())
    .getAllByRole('button', { hidden: true })
    .find((b) => b.tabIndex === 0)!;
  act(() => stop.focus());
}

/** Chooses a tool by its radio button, then presses a hex with it. */
async function use(user: ReturnType<typeof userEvent.setup>, tool: string, ...hexes: [number, number][]) {
  await user.click(screen.getByRole('radio', { name: tool }));
  for (const [row, col] of hexes) await user.click(hex(row, col));
}

// Every press re-renders a board of 113 hexes, which jsdom draws slowly: these tests get more time.
describe('the line-of-sight board', { timeout: 20_000 }, () => {
  it('is a grid with one tab stop; arrow keys move, Enter paints the chosen terrain', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CcnSightScreen />);
    expect(within(grid()).getAllByRole('button', { hidden: true }).filter((b) => b.tabIndex === 0)).toHaveLength(1);
    focusBoard();
    expect(hex(5, 7)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(hex(4, 5)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(hex(4, 5)).toHaveAccessibleName('Row 4, hex 5: Forest');
    await user.click(screen.getByRole('radio', { name: 'Hill with Field Works' }));
    focusBoard();
    await user.keyboard('{ArrowRight}{ }');
    expect(hex(4, 6)).toHaveAccessibleName('Row 4, hex 6: Hill with Field Works');
    expect(hex(4, 6)).toHaveAttribute('tabindex', '0');
    expect(hex(4, 5)).toHaveAttribute('tabindex', '-1');
  });

  it('a Forest hex between two units blocks, marked and cited by keyboard alone (seed 003 Forest)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CcnSightScreen />);
    const choose = async (tool: string) => {
      act(() => screen.getByRole('radio', { name: tool }).focus());
      await user.keyboard('{ }');
      focusBoard();
    };
    await choose('Unit of side A');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    await choose('Unit of side B');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await choose('Pick the firer');
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{Enter}');
    expect(verdict()).toHaveTextContent('Now pick the target.');
    await choose('Pick the target');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(verdict()).toHaveTextContent('Line of sight is clear');
    await choose('Paint terrain');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');

    expect(verdict()).toHaveTextContent('Line of sight is blocked');
    expect(hex(5, 6)).toHaveAccessibleName('Row 5, hex 6: Forest; third hex on the line; blocks the line');
    expect(hex(5, 3)).toHaveAccessibleName('Row 5, hex 3: Clear; unit of side A; firer');
    const steps = within(result()).getAllByRole('listitem').filter((li) => li.textContent?.startsWith('Row'));
    expect(steps.map((li) => li.textContent)).toEqual([
      'Row 5, hex 4 (Clear): Does not block',
      'Row 5, hex 5 (Clear): Does not block',
      'Row 5, hex 6 (Forest): ✕ Blocks',
      'Row 5, hex 7 (Clear): Does not block',
      'Row 5, hex 8 (Clear): Does not block',
    ]);
    expect(rules()).toHaveTextContent('A Forest hex blocks line of sight.');
    expect(within(rules()).getByRole('link', { name: 'Source 003 Forest: open in the rules reference' })).toHaveAttribute(
      'href',
      expect.stringContaining('#/reference/otherPacks/ccn'),
    );
  });

  it('a low unit sees onto the first Hill hex but not through it onto a second (seed 003 Hill)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CcnSightScreen />);
    await user.click(screen.getByRole('button', { name: 'Show: Onto the first hill' }));
    expect(verdict()).toHaveTextContent('Line of sight is clear');
    expect(within(result()).getByText(/From Row 5, hex 3 \(Clear; unit of side A, infantry\) to Row 5, hex 7 \(Hill; unit of side B, infantry\)\./)).toBeInTheDocument();
    await use(user, 'Unit of side B', [5, 8]);
    await use(user, 'Pick the target', [5, 8]);
    expect(verdict()).toHaveTextContent('Line of sight is blocked');
    expect(hex(5, 7)).toHaveAccessibleName('Row 5, hex 7: Hill; unit of side B, infantry; fourth hex on the line; blocks the line');
    expect(rules()).toHaveTextContent('A unit on a lower level does not have line of sight through one Hill hex onto a second Hill hex with a unit');
    expect(within(rules()).getAllByRole('link', { name: 'Source 003 Hill: open in the rules reference' }).length).toBeGreaterThan(0);
  });

  it('units on one hill see across it (seed 003 Hill, plateau)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CcnSightScreen />);
    await user.click(screen.getByRole('button', { name: 'Show: Hill and plateau' }));
    expect(verdict()).toHaveTextContent('Line of sight is clear');
    expect(rules()).toHaveTextContent('The units are considered to be on a plateau.');
  });

  it('a line along a hex side passes beside one Forest and is blocked between two, marked "Reading" (seed 003 Line of Sight)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CcnSightScreen />);
    await user.click(screen.getByRole('button', { name: 'Show: Along a hex side' }));
    expect(verdict()).toHaveTextContent('Line of sight is clear');
    expect(within(result()).getByText(/^Along the side between Row 4, hex 6 \(Forest\) and Row 4, hex 7 \(Clear\)/)).toHaveTextContent(
      'Does not block: only one of the two hexes beside the side blocks',
    );
    const reading = within(rules()).getByText(/it is blocked there only if both hexes block it/).closest('li')!;
    expect(within(reading).getByText('Reading')).toBeInTheDocument();
    expect(hex(4, 7)).toHaveAccessibleName(/beside the side the line runs along/);

    await use(user, 'Paint terrain', [4, 7]);
    expect(verdict()).toHaveTextContent('Line of sight is blocked');
    expect(hex(4, 7)).toHaveAccessibleName(/^Row 4, hex 7: Forest; .*blocks the line$/);
  });

  it('a unit between the firer and the target blocks, and removing it clears the line (seed 003 Hill; our reading elsewhere)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CcnSightScreen />);
    await use(user, 'Unit of side A', [5, 3], [5, 6]);
    await use(user, 'Unit of side B', [5, 9]);
    await use(user, 'Pick the firer', [5, 3]);
    await use(user, 'Pick the target', [5, 9]);
    expect(verdict()).toHaveTextContent('Line of sight is blocked');
    expect(rules()).toHaveTextContent('A unit on a hex between the two ends blocks line of sight');
    expect(within(rules()).getByText('Reading')).toBeInTheDocument();
    await use(user, 'Remove a unit', [5, 6]);
    expect(verdict()).toHaveTextContent('Line of sight is clear');
  });

  it('says so when an end of the line has no unit', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CcnSightScreen />);
    await use(user, 'Pick the firer', [2, 2]);
    await use(user, 'Pick the target', [2, 5]);
    expect(within(result()).getByText(/There is no unit on the firer's hex/)).toBeInTheDocument();
    expect(within(result()).getByText(/There is no unit on the target's hex/)).toBeInTheDocument();
  });

  it('asks before clearing the board', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CcnSightScreen />);
    await use(user, 'Paint terrain', [3, 3]);
    await user.click(screen.getByRole('button', { name: 'Clear board' }));
    const question = screen.getByRole('alertdialog', { name: 'Clear the whole board?' });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(hex(3, 3)).toHaveAccessibleName('Row 3, hex 3: Forest');
    await user.click(screen.getByRole('button', { name: 'Clear board' }));
    await user.click(screen.getByRole('button', { name: 'Clear it' }));
    expect(hex(3, 3)).toHaveAccessibleName('Row 3, hex 3: Clear');
    expect(screen.getByRole('button', { name: 'Clear board' })).toBeDisabled();
  });

  it('an example over a board of the player can be taken back', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CcnSightScreen />);
    await use(user, 'Paint terrain', [1, 1]);
    await user.click(screen.getByRole('button', { name: 'Show: Forest screen' }));
    expect(screen.getByRole('heading', { name: 'Result' })).toHaveFocus();
    expect(hex(1, 1)).toHaveAccessibleName('Row 1, hex 1: Clear');
    await user.click(screen.getByRole('button', { name: 'Bring back my board' }));
    expect(hex(1, 1)).toHaveAccessibleName('Row 1, hex 1: Forest');
  });

  it('survives a reload, and a damaged stored board is ignored with a notice', async () => {
    const user = userEvent.setup({ delay: null });
    const first = render(<CcnSightScreen />);
    await use(user, 'Paint terrain', [2, 4]);
    first.unmount();
    expect(localStorage.getItem(SIGHT_STORAGE_KEY)).toContain('forest');
    const second = render(<CcnSightScreen />);
    expect(hex(2, 4)).toHaveAccessibleName('Row 2, hex 4: Forest');
    second.unmount();

    localStorage.setItem(SIGHT_STORAGE_KEY, '{"hexes":[{"q":1,"r":1,"terrain":["lava"]}],"firer":null,"target":null}');
    render(<CcnSightScreen />);
    expect(screen.getByText(/The board kept on this device could not be read/)).toBeInTheDocument();
    expect(hex(2, 2)).toHaveAccessibleName('Row 2, hex 2: Clear');
  });

  it('a broken pack shows why instead of the board', () => {
    render(<CcnSightScreen load={loadCcn({ broken: true })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Line of sight' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Commands & Colors: Napoleonics is not available' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
