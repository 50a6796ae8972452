import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atChooseTerritory, noCard, uiRules } from '../../../../tests/support/uiState';
import { ChooseTerritoryStep } from './ChooseTerritoryStep';
import { territoryHoldings } from '../../rules';
import { renderStep } from '../../../../tests/support/stepProps';

/** The buttons that choose a territory (the density legend's citation is not one). */
const territoryButtons = () => within(screen.getAllByRole('list')[0]!).getAllByRole('button');

describe('ChooseTerritoryStep (PBS 8.B)', () => {
  it('offers exactly the defender’s territories and says who picks', async () => {
    const state = atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') });
    expect(state.stepId).toBe('chooseTerritory');
    const { dispatch, user } = renderStep(ChooseTerritoryStep, state);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Revealed: Bruno (invader) no card, Anna (defender) no card. The invader did not play a better card, so the defender picks.',
    );
    expect(territoryButtons().map((b) => b.textContent)).toEqual(['Forest', 'Desert']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desert' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'chooseTerritory', territory: 'desert' });
  });

  it('shows each offered territory’s map as a thumbnail named after it beside its button (issue 29)', () => {
    const state = atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') }, ['waterside', 'desert', 'forest']);
    renderStep(ChooseTerritoryStep, state);
    const items = [...document.querySelectorAll<HTMLElement>('.territory-choices > li')];
    expect(items.map((li) => within(li).getByRole('button').textContent)).toEqual(['Waterside', 'Desert', 'Forest']);
    items.forEach((li) => {
      const thumb = li.querySelector('.pbs-thumb');
      const name = within(li).getByRole('button').textContent!;
      expect(within(li).getByRole('figure', { name: `${name} PBS map` })).toBe(thumb);
      expect(within(thumb as HTMLElement).getByText(`${name} PBS map`)).toBeVisible();
      expect(thumb?.querySelectorAll('rect.pbs-square')).toHaveLength(25);
    });
  });

  it('says under each name what the territory holds, and what the density letters mean (issue 11)', () => {
    const state = atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') }, ['waterside', 'desert']);
    renderStep(ChooseTerritoryStep, state);
    for (const id of ['waterside', 'desert']) {
      const name = uiRules.territoryIndex['2023'][id]!.name;
      const button = within(screen.getAllByRole('list')[0]!).getByRole('button', { name });
      const holds = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(holds).toHaveTextContent(territoryHoldings(uiRules, '2023', id)!);
      expect(holds).toHaveTextContent(/^\d+ terrain types/);
    }
    expect(screen.getByText('What each density means')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent?.trim())).toEqual(['Featureless', 'Open', 'Normal', 'Dense', 'Very Dense']);
  });

  it('names each hatching the thumbnails draw density with, in a key beside them, each with its own hatched swatch (issue 38)', () => {
    renderStep(ChooseTerritoryStep, atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') }, ['waterside', 'desert']));
    const key = screen.getByRole('list', { name: 'Density on the maps: what each hatching means' });
    const items = within(key).getAllByRole('listitem');
    expect(items.map((i) => i.textContent?.trim())).toEqual(['Featureless', 'Open', 'Normal', 'Dense', 'Very Dense']);
    for (const item of items) {
      const fill = item.querySelector('svg > rect')?.getAttribute('fill') ?? '';
      expect(item.querySelector(`pattern[id="${/^url\(#(.+)\)$/.exec(fill)?.[1]}"]`)).not.toBeNull();
    }
  });

  it('the invader who played the better card still picks from the defender’s list', () => {
    const state = atChooseTerritory({ defender: noCard('defender'), invader: { type: 'playTerritoryCard', side: 'invader', card: 'red' } });
    renderStep(ChooseTerritoryStep, state);
    expect(screen.getByRole('status')).toHaveTextContent('Bruno (invader) Red (R), Anna (defender) no card. The invader played the better card and picks the territory.');
    expect(territoryButtons().map((b) => b.textContent)).toEqual(['Forest', 'Desert']);
  });
});
