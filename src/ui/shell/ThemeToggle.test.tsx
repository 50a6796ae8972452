import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from './ThemeToggle';

const KEY = 'pbw.theme';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('ThemeToggle', () => {
  it('cycles System, Light, Dark and back, applying and remembering each', async () => {
    render(<ThemeToggle />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-theme');

    await user.click(screen.getByRole('button', { name: 'Theme: System' }));
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(KEY)).toBe('"light"');

    await user.click(screen.getByRole('button', { name: 'Theme: Light' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(KEY)).toBe('"dark"');

    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem(KEY)).toBe('"system"');
  });

  it('starts from the remembered theme on the next visit', () => {
    localStorage.setItem(KEY, '"dark"');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it.each([
    ['not JSON', '{dark'],
    ['an unknown theme', '"purple"'],
    ['the wrong type', '42'],
  ])('a corrupted stored value (%s) falls back to System', (_what, raw) => {
    localStorage.setItem(KEY, raw);
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });
});
