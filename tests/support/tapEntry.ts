import { fireEvent, within } from '@testing-library/react';

/**
 * Physical entry by taps, as a hurried player does it: every face or card group still unchosen gets its first offer,
 * except Bruno's die, which gets its last, so a roll-off of Anna's first face against Bruno's last ends.
 */
export function tapFirstChoices(part: HTMLElement): void {
  for (const group of within(part).queryAllByRole('radiogroup')) {
    if (within(group).queryByRole('radio', { checked: true })) continue;
    const faces = within(group).getAllByRole('radio');
    const name = document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    fireEvent.click(/^Bruno rolled/.test(name) ? faces[faces.length - 1]! : faces[0]!);
  }
}
