import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uiRules } from '../../../tests/support/uiState';
import { ArmyFields } from './ArmyFields';
import { defaultSetup } from './defaultSetup';

/** The army fields of player 1 in `edition`. */
function renderArmy(edition: '2023' | '2020') {
  const army = defaultSetup(uiRules, edition).players[0].army;
  render(<ArmyFields rules={uiRules} edition={edition} index={0} army={army} armyNames="armies" errors={{}} onChange={vi.fn()} />);
  return screen.getByRole('group', { name: 'Troops that deploy first' });
}

const labels = (group: HTMLElement) => Array.from(group.querySelectorAll('label')).map((l) => l.textContent);

describe('the troops that deploy first follow the edition’s sheet (edition data deployment.firstTroops)', () => {
  it('2023 asks for batteries, barricades, battle wagons and redoubts, never expendables (source 000 PBS 10.D)', () => {
    expect(uiRules.editions['2023'].deployment.firstTroops).not.toContain('expendables');
    expect(labels(renderArmy('2023'))).toEqual(['Battery TuGs', 'TuGs with barricades', 'Battle wagons', 'TuGs with redoubts']);
  });

  it('2020 asks for expendables, which only the 2020 sheets name (source 002 Deployment Process)', () => {
    expect(uiRules.editions['2020'].deployment.firstTroops).toContain('expendables');
    expect(labels(renderArmy('2020'))).toEqual(['Battery UGs', 'UGs with barricades', 'Expendables']);
  });
});

describe('a 2020 army is counted in UGs, as its sheets and the plan say (edition data deployment.unit; issue 38)', () => {
  it('2020: the army\'s size is asked in UGs, and the roll-off die cites the 2020 sheet', () => {
    renderArmy('2020');
    expect(screen.getByRole('spinbutton', { name: 'UGs in the army' })).toBeInTheDocument();
    expect(screen.queryByText(/TuG/)).not.toBeInTheDocument();
    expect(screen.getByText('Sets the roll-off die (source 002 Deciding Invader and Defender).')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('000 PBS 8.A');
  });

  it('2023: TuGs, and the roll-off die cites seed 000', () => {
    renderArmy('2023');
    expect(screen.getByRole('spinbutton', { name: 'TuGs in the army' })).toBeInTheDocument();
    expect(screen.getByText('Sets the roll-off die (source 000 PBS 8.A).')).toBeInTheDocument();
  });
});
