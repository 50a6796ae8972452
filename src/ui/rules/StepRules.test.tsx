import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { useNavigation } from '../navigation';
import { RulesButton } from './RulesButton';
import { StepRules } from './StepRules';


const rules = bundledRules();
const blank = useNavigation.getState();

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('the rules at hand on a step', () => {
  it('shows the step’s sources, the glossary and the reference, all small helpers beside the step’s own actions', () => {
    useNavigation.setState({ ...blank, view: 'game', params: {} }, true);
    render(<StepRules rules={rules} source="000 PBS 8.A" edition="2023" />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Sources: 000 PBS 8.A', 'Glossary', 'Rules']);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveClass('small');
  });

  it('"Rules" from the game opens the reference that returns to the game', async () => {
    useNavigation.setState({ ...blank, view: 'game', params: {} }, true);
    render(<RulesButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rules' }));
    expect(useNavigation.getState()).toMatchObject({ view: 'reference', params: { from: 'game' } });
    expect(window.location.hash).toBe('#/reference?from=game');
  });

  it('"Rules" from home opens the reference that returns home', async () => {
    useNavigation.setState({ ...blank, view: 'home', params: {} }, true);
    render(<RulesButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rules' }));
    expect(useNavigation.getState()).toMatchObject({ view: 'reference', params: { from: 'home' } });
  });
});

describe('"Rules" inside a step', () => {
  it('opens the reference at the step’s own section and entry, not at its top, and returns to the game', async () => {
    useNavigation.setState({ ...blank, view: 'game', params: {} }, true);
    render(<StepRules rules={rules} source="000 PBS 8.D" edition="2023" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rules' }));
    await waitFor(() => expect(useNavigation.getState().view).toBe('reference'));
    const { params } = useNavigation.getState();
    expect(params).toMatchObject({ from: 'game', section: expect.any(String), entry: expect.any(String) });
    expect(window.location.hash).toMatch(/^#\/reference\/[^?]+\?entry=/);
  });
});
