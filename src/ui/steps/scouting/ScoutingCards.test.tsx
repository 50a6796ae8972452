import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, chanceAction, publicView } from '../../../engine';
import { advanceTo, uiRules } from '../../../../tests/support/uiState';
import { ResultScreen } from '../../game/ResultScreen';
import { nextResult } from '../../game/results';

describe('the scouting result shows the cards that made each total (PBS 10.A, issue 38)', () => {
  it('digital cards: after the deal the room sees each side’s cards and the best ones counted, not only the totals', () => {
    const before = advanceTo('scouting');
    const dealt = applyAction(uiRules, before, chanceAction(uiRules, before)!);
    if (!dealt.ok) throw new Error(dealt.error.code);
    const view = publicView(dealt.state);
    const scouting = view.scouting!;
    const result = nextResult(dealt.state.setup, [dealt.events], 0);
    expect(result?.kind).toBe('scouting');
    render(<ResultScreen rules={uiRules} setup={dealt.state.setup} view={view} result={result!} onGoOn={() => {}} />);
    const cards = screen.getByRole('region', { name: 'The scouting cards' });
    for (const side of ['invader', 'defender'] as const) {
      const term = within(cards).getByText(new RegExp(`\\(${side}\\)$`));
      const [all, best] = [term.nextElementSibling!, term.nextElementSibling!.nextElementSibling!];
      expect(all.querySelectorAll('.chip')).toHaveLength(scouting.cards[side].length);
      expect(best.querySelectorAll('.chip')).toHaveLength(scouting.best[side].length);
      expect(best).toHaveTextContent(new RegExp(`${scouting.totals[side]}%`));
    }
  });
});
