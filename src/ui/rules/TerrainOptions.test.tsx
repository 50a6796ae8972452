import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { legalActions, publicView, type Action, type GameState } from '../../engine';
import { apply, marchedTo, uiRules } from '../../../tests/support/uiState';
import { CATEGORY_WORDS } from '../words/vocab';
import { sayScaled } from '../words/sayScaled';
import { TerrainOptions } from './TerrainOptions';
import { chooseLanguage } from '../words/chooseLanguage';
import { terrainLimits } from './terrainLimits';

type Selection = Extract<Action, { type: 'selectTerrain' }>;
const picksOf = (state: GameState) => legalActions(uiRules, state).flatMap((a) => (a.type === 'selectTerrain' ? [a] : []));
const waterside = uiRules.territoryIndex['2023'].waterside!;
/** Waterside row 2, column 4: no flank, Normal density (2 compulsory pieces of any type). */
const atWaterside = () => marchedTo({ territory: 'waterside', row: 1, col: 3 });

function renderOptions(state: GameState) {
  const onPick = vi.fn((_pick: Selection) => undefined);
  const territory = uiRules.territoryIndex[state.setup.edition][state.territory!]!;
  render(<TerrainOptions rules={uiRules} view={publicView(state)} territory={territory} picks={picksOf(state)} onPick={onPick} />);
  return { onPick, user: userEvent.setup() };
}

describe('terrainLimits: the caps left on a terrain (seed 000 terrain tables)', () => {
  it('counts the pieces chosen against each cap that names the terrain', () => {
    const state = atWaterside();
    expect(state.stepId).toBe('selectCompulsory');
    const cap = waterside.caps.find((c) => c.terrain.includes('fields') && c.terrain.includes('tilledFields'))!;
    expect(terrainLimits(uiRules, state, waterside, 'tilledFields')).toEqual([{ kind: 'cap', max: cap.max, left: cap.max, sharedWith: ['Fields'] }]);
    const after = apply(state, { type: 'selectTerrain', side: 'defender', terrain: 'fields', declare: null });
    expect(terrainLimits(uiRules, after, waterside, 'tilledFields')).toEqual([{ kind: 'cap', max: cap.max, left: cap.max - 1, sharedWith: ['Fields'] }]);
  });

  it('gives every cap of a terrain: a Town counts against "max 1" and "max 2 including Village"', () => {
    const limits = terrainLimits(uiRules, atWaterside(), waterside, 'town');
    expect(limits).toHaveLength(waterside.caps.filter((c) => c.terrain.includes('town')).length);
    expect(limits).toContainEqual({ kind: 'cap', max: 1, left: 1, sharedWith: [] });
  });

  it('a piece the opponent removed no longer counts', () => {
    const state = apply(atWaterside(), { type: 'selectTerrain', side: 'defender', terrain: 'woods', declare: null });
    const removed: GameState = { ...state, pieces: state.pieces.map((p) => ({ ...p, outcome: 'remove' as const })) };
    expect(terrainLimits(uiRules, state, waterside, 'woods')[0]).toMatchObject({ left: 0 });
    expect(terrainLimits(uiRules, removed, waterside, 'woods')[0]).toMatchObject({ left: 1 });
  });

  it('2020: boundaried fields are limited to 1 per town or village on the table (seed 002)', () => {
    const standard = uiRules.territoryIndex['2020'].standard!;
    const fields = standard.terrain.find((t) => t.maxPerPlaced)!;
    const anchors = fields.maxPerPlaced!;
    const none = terrainLimits(uiRules, { pieces: [] }, standard, fields.id);
    expect(none).toEqual([{ kind: 'perPlaced', left: 0, anchors: anchors.map((id) => standard.terrain.find((t) => t.id === id)!.name) }]);
    const village = { owner: 'defender', kind: 'compulsory', terrain: anchors[0]!, outcome: null } as unknown as GameState['pieces'][number];
    expect(terrainLimits(uiRules, { pieces: [village] }, standard, fields.id)[0]).toMatchObject({ left: 1 });
  });
});

describe('TerrainOptions: each choice says what it is (PBS 9.B-9.D)', () => {
  it('one item per terrain type, with its category, the caps left, its effects and its source', () => {
    const state = atWaterside();
    renderOptions(state);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(new Set(picksOf(state).map((p) => p.terrain)).size);
    const hills = waterside.terrain.find((t) => t.id === 'hills')!;
    const item = items.find((li) => within(li).queryByRole('button', { name: 'Hills' }))!;
    expect(item).toHaveTextContent(`${CATEGORY_WORDS[hills.category]} going · No limit of its own`);
    expect(item).toHaveTextContent(`Effects: ${sayScaled(uiRules, state.setup, hills.effects)}`);
    expect(within(item).getByRole('button', { name: `Sources: ${hills.source}` })).toBeInTheDocument();
    const button = within(item).getByRole('button', { name: 'Hills' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)).toHaveTextContent('Good going');
  });

  it('says how many of a capped terrain are left and with what it shares the cap', () => {
    const state = apply(atWaterside(), { type: 'selectTerrain', side: 'defender', terrain: 'fields', declare: null });
    renderOptions(state);
    const item = screen.getByRole('button', { name: 'Tilled Fields' }).closest('li')!;
    expect(item).toHaveTextContent('1 of 2 left, shared with Fields');
  });

  it('groups a terrain’s declared variants with it, and a press dispatches that choice', async () => {
    const state = marchedTo({ territory: 'desert', row: 2, col: 2 });
    const { onPick, user } = renderOptions(state);
    const item = screen.getByRole('button', { name: 'Sandy Ground, declared Dangerous' }).closest('li')!;
    expect(within(item).getByRole('button', { name: 'Sandy Ground' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Sandy Ground, declared Dangerous' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ type: 'selectTerrain', side: 'defender', terrain: 'sandyGround', declare: 'dangerous' });
    // The special rule that names the KaB test marks the abbreviation for the glossary.
    expect(within(item).getByRole('button', { name: /^KAB, Kill a base test/ })).toBeInTheDocument();
  });
});

describe('TerrainOptions in French (issue 36)', () => {
  it('names each terrain as French names it, in its buttons and its "more" line, not with the data’s English', async () => {
    await chooseLanguage('fr', false);
    try {
      renderOptions(atWaterside());
      expect(screen.getByRole('button', { name: 'Champs' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ville' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Fields' })).not.toBeInTheDocument();
    } finally {
      await chooseLanguage('en', false);
    }
  });
});
