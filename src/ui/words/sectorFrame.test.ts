import { describe, expect, it } from 'vitest';
import { applyAction, publicView, summary, table, type Action, type GameState } from '../../engine';
import { applyAll, marchedTo, playUntil, uiRules } from '../../../tests/support/uiState';
import { eventText } from './events';
import { wordContext } from './context';
import { placementWords } from './summary';
import { sectorName } from './vocab';
import { pieceText as sheetPieceText } from '../sheet/words';
import { drawnItems, itemText, tableContext } from '../table/model';
import { PLACE_TERRAIN_WORDS } from '../steps/placeTerrain/words';

/**
 * Waterside row 5, column 1 (seed 000): deep water on the defender's left, Normal density, two compulsory pieces.
 * Anna (defender) picks a Marsh, Bruno (invader) Hills; Anna's Marsh is placed touching the water, then
 * Bruno rolls `die` for his Hills. The die is read from Bruno's own base edge (PBS 9.E "from the players
 * base-edge perspective"), so his left is the defender's right.
 */
function invaderRolls(die: number): ReturnType<typeof eventsOf> {
  const chosen = applyAll(marchedTo({ territory: 'waterside', row: 4, col: 0 }), [
    { type: 'placeDeepWater', edge: 'left' },
    { type: 'selectTerrain', side: 'defender', terrain: 'marsh', declare: null },
    { type: 'selectTerrain', side: 'invader', terrain: 'hills', declare: null },
  ]);
  const placing = applyAll(playUntil(chosen, 'placeCompulsory'), [{ type: 'placeWithoutDice', method: 'touching' }]);
  return eventsOf(placing, { type: 'rollPlacement', die });
}

function eventsOf(state: GameState, action: Action) {
  const result = applyAction(uiRules, state, action);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.error.code}`);
  return { state: result.state, events: result.events };
}

describe('one frame of reference: the same piece reads the same in every view (issue 29)', () => {
  it.each([
    // [die, the sector on the table seen from the defender's edge]
    [1, 'right'],
    [6, 'left'],
  ] as const)('the invader rolls %i for his Hills: every view says the defender\'s %s flank sector', (die, tableSide) => {
    const { state, events } = invaderRolls(die);
    const view = publicView(state);
    const ctx = wordContext(uiRules, view, view.setup);
    const hills = state.pieces.find((p) => p.owner === 'invader' && p.terrain === 'hills')!;
    expect(hills.placement).toMatchObject({ sector: tableSide === 'right' ? 'left' : 'right' });
    const name = sectorName(tableSide);
    expect(name).toBe(`the defender's ${tableSide} flank sector (the invader's ${tableSide === 'right' ? 'left' : 'right'})`);

    const summed = summary(uiRules, view).terrain.find((t) => t.side === 'invader' && t.terrain === ctx.territory?.terrain.find((x) => x.id === 'hills')?.name)!;
    const layout = table.tableLayout(uiRules, view);
    const drawn = drawnItems(tableContext(uiRules, view), view, layout).find((d) => d.item.pieceId === hills.id)!;
    const texts = {
      summary: placementWords(summed),
      sheet: sheetPieceText(summed, 'Bruno'),
      log: eventText(ctx, events.find((e) => e.code === 'placementRolled')!),
      diagram: itemText(ctx, table.tableGeometry(uiRules, view.setup), drawn),
      // The projector draws the table diagram, whose words are the diagram's; its key names no sector.
      step: PLACE_TERRAIN_WORDS.wholly({ owner: 'Bruno', sector: name, touchEdge: false, die }),
    };
    for (const [where, text] of Object.entries(texts)) expect({ where, text }).toEqual({ where, text: expect.stringContaining(name) });
    // No view names the other side's frame for it, or a bare "left/right flank sector".
    for (const text of Object.values(texts)) expect(text).not.toMatch(/(?<!defender's )(?<!invader's )\b(left|right) flank sector/);
  });
});
