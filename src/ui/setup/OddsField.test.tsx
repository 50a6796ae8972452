import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uiRules } from '../../../tests/support/uiState';
import { defaultSetup } from './defaultSetup';
import { OddsField } from './OddsField';

describe('OddsField (issue 13: odds on or off is a setting of the game)', () => {
  it('a new game starts with the odds off', () => {
    expect(defaultSetup(uiRules).odds).toBe(false);
  });

  it('a checkbox with its one-line explanation turns them on', async () => {
    const onChange = vi.fn();
    render(<OddsField on={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Show the odds of each choice' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Facts, not advice; both players see whether the odds are on\./);
    await userEvent.setup().click(box);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });
});
