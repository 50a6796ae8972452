import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bundledRules, COLOURS, type GameState } from '../../engine';
import { colourName, FACE_WORDS } from '../words/vocab';
import { ColourLadder } from './ColourLadder';
import { DensityLegend } from './DensityLegend';
import { DieFacesLegend } from './DieFacesLegend';

const rules = bundledRules();
const at = (stepId: GameState['stepId'], edition: '2023' | '2020' = '2023') => ({ stepId, setup: { edition } }) as Pick<GameState, 'stepId' | 'setup'>;

describe('ColourLadder: the colours where a card is chosen (PBS 8.B, 8.D)', () => {
  it('lists the colours worst to best, each with its letter', () => {
    render(<ColourLadder rules={rules} view={at('march')} />);
    const items = within(screen.getByRole('list', { name: 'Cards, worst to best' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(' ').slice(-2).join(' '))).toEqual(['Black (B)', 'White (W)', 'Green (G)', 'Yellow (Y)', 'Red (R)']);
    expect(items.map((li) => li.querySelector('.swatch')?.className)).toEqual(COLOURS.map((c) => `swatch chip-${c}`));
  });

  it('in the march says what a pass counts as and how far each difference moves the counter, from the data', () => {
    render(<ColourLadder rules={rules} view={at('march')} />);
    const march = rules.editions['2023'].march;
    expect(screen.getByText(/^A pass counts as /)).toHaveTextContent(`A pass counts as ${march.passCountsAs === 'black' ? 'Black (B)' : ''}.`);
    const moves = screen.getByRole('group', { name: 'Cards, worst to best' }).querySelectorAll('details li');
    expect([...moves].map((li) => li.textContent)).toEqual(
      march.moves.map((m) => `${m.difference} better: ${m.squares} ${m.squares === 1 ? 'square' : 'squares'} side-to-side${m.diagonal ? ' or diagonal' : ''}`),
    );
  });

  it('in the territory contest says what playing no card counts as, marked as the app’s reading', () => {
    render(<ColourLadder rules={rules} view={at('territoryCards', '2020')} />);
    const group = screen.getByRole('group', { name: 'Cards, worst to best' });
    expect(group).toHaveTextContent('Playing no card counts as Black (B). The sources leave this open: it is the app’s reading.');
    expect(group).toHaveTextContent('equal cards leave the choice to the defender');
    expect(screen.queryByText(/^A pass counts/)).not.toBeInTheDocument();
  });

  it('cites where the sources give the ladder', () => {
    render(<ColourLadder rules={rules} view={at('march')} />);
    const source = rules.glossary.entries.find((e) => e.id === 'colours')!.source;
    expect(screen.getByRole('button', { name: `Sources: ${source}` })).toBeInTheDocument();
  });
});

describe('DieFacesLegend: the roll-off’s faces and their order (components.json)', () => {
  it('gives the faces best first and each die’s faces, alike ones counted', () => {
    render(<DieFacesLegend rules={rules} edition="2023" />);
    const { rollOffRanking, dice } = rules.components;
    const group = screen.getByRole('group', { name: /^Die faces, best first/ });
    expect(group).toHaveTextContent(`Die faces, best first: ${rollOffRanking.map((f) => FACE_WORDS[f]).join(' > ')}. Equal faces roll again.`);
    const table = screen.getByRole('table', { name: 'Faces of each die' });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent?.split(' ').slice(-2).join(' '))).toEqual(dice.map((d) => colourName(d.colour)));
    const red = dice.find((d) => d.colour === 'red')!;
    const redRow = within(table).getByRole('rowheader', { name: /Red/ }).closest('tr')!;
    for (const face of new Set(red.faces)) {
      const count = red.faces.filter((f) => f === face).length;
      expect(redRow).toHaveTextContent(count > 1 ? `${count} × ${FACE_WORDS[face]}` : FACE_WORDS[face]);
    }
  });

  it('lists only the dice asked for, and says the faces are the app’s defaults with a link to why', () => {
    render(<DieFacesLegend rules={rules} edition="2023" colours={['green', 'white']} />);
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.getByText(/these are the app’s defaults/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in the rules reference: Die faces per colour' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/reference\/assumptions\?entry=assumptions%2Fcomponents%2Fdice/),
    );
  });
});

describe('DensityLegend: what each density, as the maps hatch it, means (PBS 9.B)', () => {
  it.each(['2023', '2020'] as const)('%s: the five densities in map order with hatching, name and demand, and their source', (edition) => {
    render(<DensityLegend rules={rules} edition={edition} />);
    const rows = rules.editions[edition].density;
    expect(screen.getAllByRole('term').map((t) => t.textContent?.trim())).toEqual(['Featureless', 'Open', 'Normal', 'Dense', 'Very Dense']);
    const featureless = rows.find((r) => r.density === 'featureless')!;
    const definitions = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(definitions[0]).toContain(`up to ${featureless.optionalEach} optional`);
    expect(definitions[0]).toContain('no impassable terrain');
    expect(definitions[4]).not.toContain('no impassable');
    expect(screen.getByRole('button', { name: /^Sources: 00[02] / })).toBeInTheDocument();
  });
});
