import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FACES } from '../../engine';
import { uiRules } from '../../../tests/support/uiState';
import { FACE_WORDS } from '../words/vocab';
import { dieFaces } from './dieFaces';
import { FaceButtons, type TapOption } from './FaceButtons';

const CARDS: TapOption<string>[] = [
  { value: 'red', label: 'Red', colour: 'red' },
  { value: 'yellow', label: 'Yellow', colour: 'yellow' },
  { value: 'none', label: 'Pass' },
];

/** One group and one confirm, as the physical forms use it: the confirm records whatever is chosen. */
function Harness({ options, onConfirm }: { options: TapOption<string>[]; onConfirm: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm(value);
      }}
    >
      <FaceButtons id="t" legend="Anna played" options={options} value={value} onChange={setValue} />
      <button type="submit">Confirm</button>
    </form>
  );
}

describe('FaceButtons (physical entry by taps)', () => {
  it('offers exactly the values given, as radios named by their words, none chosen at first', () => {
    render(<Harness options={CARDS} onConfirm={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Anna played' });
    expect(within(group).getAllByRole('radio').map((r) => r.textContent)).toEqual(['RRed', 'YYellow', 'Pass']);
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    // A colour always shows its letter beside its word (never colour alone).
    expect(within(group).getByRole('radio', { name: 'Red' }).querySelector('.chip-red')).toHaveTextContent('R');
  });

  it.each(uiRules.components.dice.map((d) => [d.colour] as const))('a %s die offers only the faces the components data gives it, each once', (colour) => {
    const faces = uiRules.components.dice.find((d) => d.colour === colour)!.faces;
    const options = dieFaces(uiRules, colour).map((f) => ({ value: f, label: FACE_WORDS[f] }));
    render(<Harness options={options} onConfirm={vi.fn()} />);
    const offered = screen.getAllByRole('radio').map((r) => r.textContent);
    expect(offered).toEqual(FACES.filter((f) => faces.includes(f)).map((f) => FACE_WORDS[f]));
    if (!faces.includes('skull')) expect(offered).not.toContain(FACE_WORDS.skull);
  });

  it('a tap chooses, another tap changes the choice, and only the confirm records it, once', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness options={CARDS} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('radio', { name: 'Yellow' }));
    expect(screen.getByRole('radio', { name: 'Yellow' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Red' })).not.toBeChecked();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('yellow');
  });

  it('keyboard: one tab stop, arrows move and choose (wrapping), Home and End, then Tab reaches the confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness options={CARDS} onConfirm={onConfirm} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Yellow' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Yellow' })).toBeChecked();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Pass' })).toBeChecked();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Pass' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('none');
    // Back into the group, the tab stop is the chosen value.
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Pass' })).toHaveFocus();
  });

  it('an error is tied to the group and marks it invalid', () => {
    render(<FaceButtons id="e" legend="Bruno rolled" options={CARDS} value={null} onChange={vi.fn()} error="Choose the face Bruno rolled." />);
    const group = screen.getByRole('radiogroup', { name: 'Bruno rolled' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose the face Bruno rolled.');
  });
});
