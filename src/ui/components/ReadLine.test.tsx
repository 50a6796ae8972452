import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uiRules } from '../../../tests/support/uiState';
import { ReadLine } from './ReadLine';

describe('ReadLine: a garbled source line shown as our reading, the line one tap away', () => {
  const move2 = uiRules.editions['2020'].march.moves.find((m) => m.difference === 2)!;

  it('2020 "2 BETTER = or 1 diagonal" reads clean, marked as ours, with the source line under "Source line"', async () => {
    expect(move2.text).toBe('2 BETTER = or 1 diagonal');
    render(<ReadLine text={move2.text} reading={move2.reading} />);
    expect(screen.getByText(/^2 better = 1 side-to-side or 1 diagonal/)).toBeVisible();
    expect(screen.getByText('(our reading of a garbled source line)')).toBeVisible();
    const line = screen.getByText('2 BETTER = or 1 diagonal');
    expect(line).not.toBeVisible();
    await userEvent.setup().click(screen.getByText('Source line'));
    expect(line).toBeVisible();
  });

  it('a clean line is shown as printed, with nothing added', () => {
    const move1 = uiRules.editions['2023'].march.moves[0]!;
    const { container } = render(<ReadLine text={move1.text} reading={move1.reading} />);
    expect(container).toHaveTextContent(/^1 Better = 1 side-to-side$/);
    expect(screen.queryByText('Source line')).not.toBeInTheDocument();
  });

  it('every garbled 2020 march line has a reading, and no 2023 line needs one', () => {
    expect(uiRules.editions['2020'].march.moves.filter((m) => /= or/.test(m.text)).every((m) => m.reading)).toBe(true);
    expect(uiRules.editions['2023'].march.moves.some((m) => m.reading)).toBe(false);
  });
});
