import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OddsBar, OddsSplit } from './OddsBar';
import { OddsSetting } from './OddsSetting';

describe('OddsBar and OddsSplit (issue 13: a percentage in words and a small bar)', () => {
  it('the words carry the chance; the bar is hidden from screen readers and only repeats it', () => {
    const { container } = render(<OddsBar text="Bruno may remove it: 17%" chance={1 / 6} tone="lose" />);
    expect(screen.getByText('Bruno may remove it: 17%')).toBeInTheDocument();
    const bar = container.querySelector('.odds-bar')!;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar.querySelector('.odds-lose')?.getAttribute('style')).toMatch(/inline-size: 16\.66/);
  });

  it('a split bar letters each coloured part W, T or L, and leaves out the parts that cannot happen', () => {
    const { container } = render(<OddsSplit text="Green: beats Bruno's card 65%, ties 18%, loses 17%." win={0.65} tie={0.18} lose={0.17} />);
    expect(screen.getByText("Green: beats Bruno's card 65%, ties 18%, loses 17%.")).toBeInTheDocument();
    expect([...container.querySelectorAll('.odds-fill')].map((el) => el.textContent)).toEqual(['W', 'T', 'L']);
    render(<OddsSplit text="Red" win={0.95} tie={0.05} lose={0} />);
    expect(container.ownerDocument.querySelectorAll('.odds-lose')).toHaveLength(1);
  });

  it('the game header says whether the odds are on, for both players', () => {
    const { rerender } = render(<OddsSetting on={false} />);
    expect(screen.getByText('Odds: off')).toBeInTheDocument();
    rerender(<OddsSetting on />);
    expect(screen.getByText('Odds: on')).toBeInTheDocument();
    expect(screen.getByText(/never advice/)).toBeInTheDocument();
  });
});
