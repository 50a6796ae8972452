import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summary, type GameState } from '../../../engine';
import { makeSetup, playRandomGame } from '../../../../tests/support/randomGame';
import { uiRules } from '../../../../tests/support/uiState';
import { OUTCOME_WORDS } from '../../words/vocab';
import { SummaryStep } from './SummaryStep';
import { stepProps } from '../../../../tests/support/stepProps';
import { codeOf } from '../../../../tests/support/gameCode';

/** The definition that follows a term of the summary's description list. */
function definition(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`no definition after ${term}`);
  return dd;
}

function finished(setup: Parameters<typeof makeSetup>[0], seed: string): GameState {
  const { state } = playRandomGame(uiRules, makeSetup(setup), seed);
  expect(state.stepId).toBe('done');
  return state;
}

describe('the weather\'s effects read well around their printed words (issue 38)', () => {
  it('quotes the effects, printed in lower case, after "Effects:", never as a sentence starting in lower case', () => {
    const state = finished({}, 'summary-1');
    const snow: GameState = { ...state, weather: { ...state.weather!, weather: 'snow' } };
    const effects = summary(uiRules, snow).weather!.effects;
    expect(effects.length).toBeGreaterThan(0);
    render(<SummaryStep {...stepProps(snow)} />);
    const text = definition('Season and weather').textContent ?? '';
    expect(text).toMatch(/\)\. Effects: “[a-z][^”]+”\.$/);
    expect(text).not.toMatch(/\.\s+[a-z]/);
  });
});

describe('the Vital Settlement or Fort in the summary (seed 000 PBS 9.E)', () => {
  it('a 2023 battle whose players placed it says "Placed"', () => {
    const state = finished({}, 'summary-1');
    render(<SummaryStep {...stepProps(state)} />);
    expect(definition('Vital Settlement or Fort')).toHaveTextContent(/^Placed$/);
  });

  it('a battle with none says "None in this battle"', () => {
    const state = finished({}, 'summary-1');
    render(<SummaryStep {...stepProps({ ...state, vitalSettlementNone: true })} />);
    expect(definition('Vital Settlement or Fort')).toHaveTextContent(/^None in this battle$/);
  });

  it('2020 has no Vital Settlement or Fort, so no row', () => {
    render(<SummaryStep {...stepProps(finished({ edition: '2020' }, 'summary-2020'))} />);
    expect(screen.queryByText('Vital Settlement or Fort', { selector: 'dt' })).toBeNull();
  });
});

describe('SummaryStep after a whole pre-battle', () => {
  it('2023, digital: sides, territory and square, weather, scouting and every terrain piece', () => {
    const state = finished({}, 'summary-1');
    const s = summary(uiRules, state);
    render(<SummaryStep {...stepProps(state)} />);
    expect(screen.getByRole('heading', { name: 'Battle summary' })).toBeInTheDocument();
    const { invader, defender } = s.sides!;
    expect(definition('Invader')).toHaveTextContent(`${invader.player}: ${invader.army} (${invader.rating}, ${invader.tugs} TuGs)`);
    expect(definition('Defender')).toHaveTextContent(`${defender.player}: ${defender.army} (${defender.rating}, ${defender.tugs} TuGs)`);
    expect(definition('Rules')).toHaveTextContent(`${s.edition}, Maximus`);
    expect(definition('Territory and square')).toHaveTextContent(
      new RegExp(`^${s.territory!.name}, row ${s.square!.row + 1} column ${s.square!.col + 1}, (Featureless|Open|Normal|Dense|Very Dense)$`),
    );
    const modifier = s.weather!.score - s.weather!.dice[0] - s.weather!.dice[1];
    const plus = modifier === 0 ? '' : `, \\${modifier > 0 ? '+' : '-'}${Math.abs(modifier)} for ${s.season!.replace('/', '\\/')}`;
    expect(definition('Season and weather')).toHaveTextContent(new RegExp(`^${s.season!.replace('/', '\\/')}: .+ \\(rolled ${s.weather!.dice[0]} and ${s.weather!.dice[1]}${plus}: score ${s.weather!.score}`));
    expect(definition('Scouting')).toHaveTextContent(new RegExp(`^${invader.player} ${s.scouting!.totals.invader}%, ${defender.player} ${s.scouting!.totals.defender}%; `));

    const table = screen.getByRole('table', { name: 'Terrain pieces and their outcomes' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Piece', 'Kind', 'Player', 'Placement', 'Opponent']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(s.terrain.length);
    expect(s.terrain.length).toBeGreaterThan(0);
    rows.forEach((row, i) => {
      const piece = s.terrain[i]!;
      const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
      expect(cells[0]).toMatch(new RegExp(`^${piece.terrain} \\(${piece.category}\\)`));
      expect(cells.slice(1, 3)).toEqual([piece.kind, piece.owner]);
      if (piece.placement?.method === 'dice') expect(cells[3]).toMatch(new RegExp(`^Die ${piece.placement.die}: the `));
      if (piece.opponentDie !== null) expect(cells[4]).toBe(`Die ${piece.opponentDie}: ${piece.outcome ? OUTCOME_WORDS[piece.outcome] : ""}`);
    });
  });

  it("reveals the game code at the end, or says the game's file had none and nothing was checked (issue 28)", () => {
    const state = finished({}, 'summary-code');
    const { unmount } = render(<SummaryStep {...stepProps(state)} />);
    expect(document.body).toHaveTextContent(`Game code: ${codeOf(state.setup)}`);
    expect(screen.queryByText(/had no game code/)).not.toBeInTheDocument();
    unmount();
    const { seed: _lost, ...setup } = state.setup;
    render(<SummaryStep {...stepProps({ ...state, setup })} />);
    expect(document.body).not.toHaveTextContent('Game code:');
    expect(screen.getByText(/had no game code, so its deals and rolls could not be drawn again: they were entered, not checked/)).toBeInTheDocument();
  });

  it('2020, physical: a pieces flank shows its sector and its pieces cannot be moved', () => {
    const state = finished({ edition: '2020', cards: 'physical', dice: 'physical' }, 'summary-2');
    const s = summary(uiRules, state);
    expect(s.flank?.kind).toBe('pieces');
    render(<SummaryStep {...stepProps(state)} />);
    expect(definition('Secure flank')).toHaveTextContent(/^Pieces in the defender's (left|right) flank sector \(the invader's (left|right)\)$/);
    const rows = within(screen.getByRole('table', { name: 'Terrain pieces and their outcomes' })).getAllByRole('row').slice(1);
    const flankRows = rows.filter((row) => within(row).getAllByRole('cell')[1]?.textContent === 'flank');
    expect(flankRows.length).toBeGreaterThan(0);
    flankRows.forEach((row) => {
      const cells = within(row).getAllByRole('cell');
      expect(cells[3]).toHaveTextContent(/^Secure flank, the defender's (left|right) flank sector \(the invader's (left|right)\)$/);
      expect(cells[4]).toHaveTextContent('Cannot be moved');
    });
  });
});
