import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../../../tests/support/uiState';
import { RollButton } from './RollButton';

describe('RollButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shakes briefly, disabled, then rolls once', () => {
    vi.useFakeTimers();
    const onRoll = vi.fn();
    render(<RollButton label="Roll 2D6 for the weather" onRoll={onRoll} />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll 2D6 for the weather' }));
    const rolling = screen.getByRole('button', { name: 'Rolling…' });
    expect(rolling).toBeDisabled();
    fireEvent.click(rolling);
    expect(onRoll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(onRoll).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Roll 2D6 for the weather' })).toBeEnabled();
  });

  it('rolls at once for a player who asked for reduced motion', () => {
    const restore = preferReducedMotion();
    try {
      const onRoll = vi.fn();
      render(<RollButton label="Roll both dice" onRoll={onRoll} />);
      fireEvent.click(screen.getByRole('button', { name: 'Roll both dice' }));
      expect(onRoll).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Rolling…' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('does not roll after it is gone (unmounted while shaking)', () => {
    vi.useFakeTimers();
    const onRoll = vi.fn();
    const { unmount } = render(<RollButton label="Roll both dice" onRoll={onRoll} />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll both dice' }));
    unmount();
    act(() => vi.advanceTimersByTime(400));
    expect(onRoll).not.toHaveBeenCalled();
  });
});
