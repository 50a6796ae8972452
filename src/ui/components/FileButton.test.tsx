import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './FileButton';

const file = (name: string) => new File(['{}'], name, { type: 'application/json' });

describe('FileButton: a button with its file input hidden behind it', () => {
  it('pressing the button opens the file picker (the hidden input is clicked)', async () => {
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    render(<FileButton label="Add a game file" accept=".json" onFile={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a game file' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.contexts[0]).toBe(screen.getByLabelText('Add a game file'));
    opened.mockRestore();
  });

  it('gives each file chosen to onFile, the same file twice included, through an input named apart from the button', async () => {
    const onFile = vi.fn();
    render(<FileButton label="Take or choose a photo" inputLabel="Photo of a sheet" accept="image/*" capture="environment" onFile={onFile} />);
    const input = screen.getByLabelText<HTMLInputElement>('Photo of a sheet');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).not.toBeVisible();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, file('a.png'));
    await user.upload(input, file('a.png'));
    expect(onFile.mock.calls.map(([f]) => (f as File).name)).toEqual(['a.png', 'a.png']);
    expect(input.value).toBe('');
  });

  it('a disabled button stays disabled and is described by its hint', () => {
    render(
      <>
        <p id="hint">Waits for the decoder.</p>
        <FileButton label="Take or choose a photo" accept="image/*" disabled describedBy="hint" onFile={() => {}} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Take or choose a photo' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Waits for the decoder.');
  });
});
