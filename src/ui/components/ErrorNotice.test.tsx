import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from './ErrorNotice';

describe('ErrorNotice', () => {
  it('is announced as an alert and takes the focus when it appears', () => {
    render(<ErrorNotice message="This file's scale is 'huge'; the app knows Maximus, Magna and Pacto." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("This file's scale is 'huge'; the app knows Maximus, Magna and Pacto.");
    expect(alert).toHaveFocus();
  });

  it('keeps the technical path folded under "Details"', async () => {
    render(<ErrorNotice message="This game file cannot be opened." details={'at setup.scale: expected one of "maximus", "magna" or "pacto"'} />);
    const summary = screen.getByText('Details');
    const path = screen.getByText('at setup.scale: expected one of "maximus", "magna" or "pacto"');
    expect(path).not.toBeVisible();
    await userEvent.setup().click(summary);
    expect(path).toBeVisible();
  });

  it('has no Details without details, and a Dismiss button only when it can be dismissed', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<ErrorNotice message="Nothing was recorded." />);
    expect(screen.queryByText('Details')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    rerender(<ErrorNotice message="Nothing was recorded." onDismiss={onDismiss} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes the focus again when the message changes', () => {
    const { rerender } = render(
      <>
        <button type="button">Elsewhere</button>
        <ErrorNotice message="One field is still empty." />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(
      <>
        <button type="button">Elsewhere</button>
        <ErrorNotice message="Two fields are still empty." />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
