import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { table, publicView, type Action, type GameState } from '../../engine';
import { atSquare, step } from '../../../tests/support/scenario';
import { cultivated, forest2020Pieces, idOf, watersideOptional, withPosition, at } from '../../../tests/support/table';
import { uiRules } from '../../../tests/support/uiState';
import { TableDiagram } from './TableDiagram';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';

/**
 * 2023 Cultivated, Normal (seed 000): Anna defends and rolls 1 for her Hills (her left flank sector);
 * Bruno rolls 3 for his Woods (the centre, touching a table edge) and Anna, rolling 6, removes them.
 */
function hillsAndWoods(): GameState {
  return cultivated('hills', 'woods', [{ placement: 1 }, { placement: 3, opponent: 6, outcome: 'remove' }]);
}

function renderDiagram(state: GameState, live = true) {
  const onRecord = vi.fn((_action: Action) => true);
  const view = render(<TableDiagram rules={uiRules} view={state} onRecord={live ? onRecord : undefined} />);
  return { ...view, onRecord, user: userEvent.setup() };
}

const pieceList = () => within(screen.getByRole('list', { name: 'On the table' })).getAllByRole('listitem');

describe('TableDiagram: the table to scale (issue 10)', () => {
  it('is a figure named "Table diagram" whose drawing stays out of the accessibility tree', () => {
    const { container } = renderDiagram(hillsAndWoods(), false);
    expect(screen.getByRole('figure', { name: 'Table diagram' })).toBeInTheDocument();
    expect(container.querySelector('svg.td-svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(/^Maximus: 45 BW x 30 BW \(180 x 120 cm\), 1 BW = 40 mm$/)).toBeInTheDocument();
  });

  it('lists every piece in words with its owner, category, sector, edge, size bounds, outcome and position (000 PBS 9.A, 9.E)', () => {
    renderDiagram(hillsAndWoods(), false);
    const [hills, woods] = pieceList();
    expect(pieceList()).toHaveLength(2);
    expect(hills).toHaveTextContent(
      /^Hills, Anna's compulsory piece, \w+ \([GRD]\); in the defender's left flank sector \(the invader's right\); at least 6 x 6 BW, within 10 x 10 BW \(24 cm to 40 cm\); kept; not recorded\.$/,
    );
    expect(woods).toHaveTextContent(/^Woods, Bruno's compulsory piece, \w+ \([GRD]\); in the centre sector, touching a table edge; at least 6 x 6 BW.*; removed; not on the table\.$/);
  });

  it('names the base edges after the players and draws the sectors with their widths', () => {
    const { container } = renderDiagram(hillsAndWoods(), false);
    const edges = [...container.querySelectorAll('.td-edge')].map((p) => p.textContent);
    expect(edges).toEqual(["Invader's edgeBruno", "Defender's edgeAnna"]);
    expect([...container.querySelectorAll('.td-sectors span')].map((s) => s.textContent)).toEqual(['Left flank 10 BW', 'Centre 25 BW', 'Right flank 10 BW']);
    expect(screen.getByRole('list', { name: 'The table in words' })).toHaveTextContent(/Defender deploys within 9 BW \(36 cm\) of their own edge, at least 6 BW from the centre line \(000 PBS 10\.B\)/);
  });

  it('says when the base width is assumed, and where to change it', () => {
    renderDiagram(hillsAndWoods(), false);
    expect(screen.getByText('Base width 40 mm assumed: change it at setup.')).toBeInTheDocument();
    const measured = hillsAndWoods();
    renderDiagram({ ...measured, setup: { ...measured.setup, table: { ...measured.setup.table, baseWidthMm: 40 } } }, false);
    expect(screen.getAllByText(/assumed: change it at setup/)).toHaveLength(1);
  });

  it('draws the deep-water flank and lists it with its depth (000 PBS 9.A)', () => {
    const state = watersideOptional('hills', [{ placement: 2 }]);
    renderDiagram(state, false);
    expect(pieceList()[0]).toHaveTextContent(/^Deep Water, the deep-water secure flank; along the defender's left side edge \(the invader's right\), 6 BW \(24 cm\) deep\.$/);
  });

  it('in Magna, says which distances the scale converts and which stay as printed (seed 002 MAGNA note, RULES-NOTES section 2)', () => {
    const state = hillsAndWoods();
    const { container } = renderDiagram({ ...state, setup: { ...state.setup, scale: 'magna', table: { widthCm: 121.92, depthCm: 91.44 } } }, false);
    expect([...container.querySelectorAll('.td-sectors span')].map((s) => s.textContent)).toEqual(['Left flank 7 BW', 'Centre 16.5 BW', 'Right flank 7 BW']);
    expect(screen.getByText(/^Magna converts the flank sectors to 7 BW \(printed 10\), .*; these stay as printed: the deployment distance from the centre line 6 BW/)).toBeInTheDocument();
    expect(pieceList()[0]).toHaveTextContent(/at least 4 x 4 BW, within 7 x 7 BW/);
  });

  it('Magna: the size line gives the table in whole centimetres, as players measure it (issue 29)', () => {
    const state = hillsAndWoods();
    renderDiagram({ ...state, setup: { ...state.setup, scale: 'magna', table: { widthCm: 121.92, depthCm: 91.44 } } }, false);
    expect(screen.getByText(/^Magna: 30.5 BW x 22.9 BW \(122 x 91 cm\), 1 BW = 40 mm$/)).toBeInTheDocument();
  });

  it('printed, keeps a one-line key of the category letters on the pieces (issue 29)', () => {
    const { container } = render(<TableDiagram rules={uiRules} view={hillsAndWoods()} printable />);
    const drawn = table.tableLayout(uiRules, hillsAndWoods());
    expect(drawn.length).toBeGreaterThan(0);
    // Hills are Good and Woods Rough on Cultivated (seed 000 Cultivated terrain table).
    expect(container.querySelector('.td-category-key')).toHaveTextContent(/^G: Good · R: Rough$/);
    // Pieces read by name (or its readable short form), not "1" or initials.
    const labels = [...container.querySelectorAll('text.td-label-strong tspan')].map((t) => t.textContent ?? '');
    expect(labels.some((t) => /^(1 )?Hil/.test(t))).toBe(true);
  });

  it('works from the public view (the projector and a share link draw the same table)', () => {
    const state = hillsAndWoods();
    render(<TableDiagram rules={uiRules} view={publicView(state)} />);
    expect(pieceList()).toHaveLength(2);
  });

  it('a recorded position is listed with its numbers, and a moved piece is recorded where it ended', () => {
    const state = cultivated('hills', 'woods', [{ placement: 1, opponent: 4, outcome: 'move' }]);
    const id = idOf(state, 'hills');
    const placed = withPosition(state, id, 'placed', at(4, 5, 6, 6));
    renderDiagram(placed, false);
    expect(pieceList()[0]).toHaveTextContent(/; moved; recorded where it was placed: centre 4 BW from the left side edge and 5 BW from the defender's edge, 6 x 6 BW, turned 0°\.$/);
  });
});

describe('TableDiagram: recording where a piece really went', () => {
  it('arrow keys move the piece and Enter records it as a recordPosition action', async () => {
    const state = hillsAndWoods();
    const { onRecord, user } = renderDiagram(state);
    const hills = table.tableLayout(uiRules, state).find((i) => i.terrain === 'hills')!;
    const piece = screen.getByRole('button', { name: /^1\. Hills, Anna: record where it was placed$/ });
    act(() => piece.focus());
    await user.keyboard('{ArrowUp}{ArrowUp}{Shift>}{ArrowRight}{/Shift}');
    expect(onRecord).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onRecord).toHaveBeenCalledExactlyOnceWith({
      type: 'recordPosition',
      piece: idOf(state, 'hills'),
      stage: 'placed',
      ...hills.footprint,
      x: Math.round((hills.footprint.x + 0.1) * 10) / 10,
      y: Math.round((hills.footprint.y + 1) * 10) / 10,
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^Recorded 1\. Hills, where it was placed: centre .* from the left side edge/);
  });

  it('a piece that leaves its sector shows the rule in words, citing it, records nothing, and Escape puts it back', async () => {
    const state = hillsAndWoods();
    const { onRecord, user, container } = renderDiagram(state);
    const piece = screen.getByRole('button', { name: /^1\. Hills/ });
    act(() => piece.focus());
    for (let i = 0; i < 12; i++) await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(onRecord).not.toHaveBeenCalled();
    expect(screen.getByText("It must go wholly in the defender's left flank sector (the invader's right), as its placement die demanded (000 PBS 9.E).")).toBeInTheDocument();
    expect(container.querySelector('.td-broken')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/as its placement die demanded/)).not.toBeInTheDocument();
    expect(container.querySelector('.td-draft')).toBeNull();
  });

  it('[ and ] turn the piece, + and - change its width, and the position fields show it', async () => {
    const state = hillsAndWoods();
    const { onRecord, user } = renderDiagram(state);
    act(() => screen.getByRole('button', { name: /^1\. Hills/ }).focus());
    await user.keyboard(']]+');
    const fields = screen.getByRole('group', { name: /^Position of 1\. Hills, where it was placed$/ });
    expect(within(fields).getByRole('spinbutton', { name: 'Turned (degrees)' })).toHaveValue(30);
    expect(within(fields).getByRole('spinbutton', { name: 'Width (BW)' })).toHaveValue(6.5);
    await user.click(within(fields).getByRole('button', { name: 'Record this position' }));
    expect(onRecord).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ type: 'recordPosition', stage: 'placed', angle: 30, width: 6.5 }));
  });

  it('a removed piece and the deep water cannot be moved; a moved piece is recorded where it ended', () => {
    renderDiagram(hillsAndWoods());
    expect(screen.queryByRole('button', { name: /Woods/ })).not.toBeInTheDocument();
    const moved = cultivated('hills', 'woods', [{ placement: 1, opponent: 4, outcome: 'move' }]);
    renderDiagram(moved);
    expect(screen.getByRole('button', { name: /^1\. Hills, Anna: record where it ended$/ })).toBeInTheDocument();
    renderDiagram(step(atSquare({ territory: 'waterside', row: 0, col: 1 }), { type: 'placeDeepWater', edge: 'left' }));
    expect(screen.queryByRole('button', { name: /Deep Water/ })).not.toBeInTheDocument();
  });

  it('the static mode has nothing to press and no pointing words', () => {
    const { container } = render(<TableDiagram rules={uiRules} view={hillsAndWoods()} printable />);
    const figure = screen.getByRole('figure', { name: 'Table diagram' });
    expect(within(figure).queryAllByRole('button')).toEqual([]);
    expect(within(figure).queryAllByRole('spinbutton')).toEqual([]);
    expect(container.querySelector('.td-detail')).toBeNull();
    expect(container.querySelector('.td-handles')).toBeNull();
  });

  it('a Woods placed reaching into a 2020 Deep Water piece shows the rule in words, citing seed 002, and records nothing; touching it records (issue 38)', async () => {
    const placed = forest2020Pieces('deepWater', 'woods', { placement: 6 });
    // The Woods recorded touching the Deep Water (recorded at 5, 20, 6 x 6) from above; a step down (half a BW) reaches into it.
    const { onRecord, user } = renderDiagram(withPosition(placed, idOf(placed, 'woods'), 'placed', at(5, 26, 6, 6)));
    act(() => screen.getByRole('button', { name: /Woods, Bruno: record where it was placed$/ }).focus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onRecord).not.toHaveBeenCalled();
    expect(screen.getByText('Nothing may go even partially within Deep Water; it may touch it but not reach into it (002 Terrain table: Deep Water).')).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onRecord).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ type: 'recordPosition', stage: 'placed', x: 5, y: 26.5 }));
  });
});

describe('TableDiagram: pointer and touch', () => {
  it('dragging a piece (mouse or finger) records where it was dropped; a drop that breaks a rule records nothing', () => {
    const state = hillsAndWoods();
    const { onRecord, container } = renderDiagram(state);
    const hills = table.tableLayout(uiRules, state).find((i) => i.terrain === 'hills')!;
    const board = container.querySelector<HTMLElement>('.td-board')!;
    // The drawing is 45.6 units wide (the table and its margin): 456 px makes a pixel a tenth of a unit.
    board.getBoundingClientRect = () => ({ left: 0, top: 0, width: 456, height: 306, right: 456, bottom: 306, x: 0, y: 0, toJSON: () => ({}) });
    const piece = screen.getByRole('button', { name: /^1\. Hills/ });
    fireEvent.pointerDown(piece, { pointerId: 1, button: 0, clientX: 100, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(piece, { pointerId: 1, clientX: 100, clientY: 80, pointerType: 'touch' });
    fireEvent.pointerUp(piece, { pointerId: 1, clientX: 100, clientY: 80, pointerType: 'touch' });
    expect(onRecord).toHaveBeenCalledExactlyOnceWith({ type: 'recordPosition', piece: idOf(state, 'hills'), stage: 'placed', ...hills.footprint, y: hills.footprint.y + 2 });
    fireEvent.pointerDown(piece, { pointerId: 2, button: 0, clientX: 100, clientY: 100, pointerType: 'mouse' });
    fireEvent.pointerMove(piece, { pointerId: 2, clientX: 300, clientY: 100, pointerType: 'mouse' });
    fireEvent.pointerUp(piece, { pointerId: 2, clientX: 300, clientY: 100, pointerType: 'mouse' });
    expect(onRecord).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/as its placement die demanded \(000 PBS 9\.E\)\.$/)).toBeInTheDocument();
  });
});

describe('a piece the deep water leaves no room for in its sector (issue 38, display only)', () => {
  it('says so in the list under the drawing, citing seed 002, and where it is drawn', () => {
    // The first random 2020 game whose layout has such a piece.
    const found = Array.from({ length: 40 }, (_, i) => i).flatMap((i) =>
      (['maximus', 'magna', 'pacto'] as const).map((scale) => {
        const size = uiRules.scales.scales.find((s) => s.id === scale)!.tables[0]!;
        const { state } = playRandomGame(uiRules, makeSetup({ edition: '2020', scale, table: { widthCm: size.widthCm, depthCm: size.depthCm }, seed: `water-room-${i}` }), `water-room-choices-${i}`);
        return state;
      }),
    ).find((state) => table.tableLayout(uiRules, state).some((item) => item.outsideSector));
    expect(found).toBeDefined();
    render(<TableDiagram rules={uiRules} view={publicView(found!)} />);
    const said = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('no room there clear of the deep water'));
    expect(said.length).toBeGreaterThan(0);
    expect(said[0]).toHaveTextContent(/which nothing may lie even partially within \(002 Deep Water\), and the rules do not say where it goes then: drawn at the nearest place clear of the water/);
  });
});
