import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLOURS } from '../../engine';
import { CardChip } from './CardChip';
import { colourName } from '../words/vocab';

describe('CardChip', () => {
  it.each([
    ['red', 'R', 'Red'],
    ['yellow', 'Y', 'Yellow'],
    ['green', 'G', 'Green'],
    ['white', 'W', 'White'],
    ['black', 'B', 'Black'],
  ] as const)('%s shows the letter %s and names the colour for screen readers', (colour, letter, name) => {
    render(
      <button type="button">
        <CardChip colour={colour} />
      </button>,
    );
    const shown = screen.getByText(letter);
    expect(shown).toBeVisible();
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(name)).toHaveClass('visually-hidden');
    // What assistive technology reads: the colour's name, not the letter.
    expect(screen.getByRole('button')).toHaveAccessibleName(name);
  });

  it('colourName gives the colour in words with its letter', () => {
    expect(COLOURS.map(colourName)).toEqual(['Black (B)', 'White (W)', 'Green (G)', 'Yellow (Y)', 'Red (R)']);
  });
});
