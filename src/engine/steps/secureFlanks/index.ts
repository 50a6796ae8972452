import { defineAction, type StepDescriptor } from '../../core/step';
import type { Action } from '../../schema/action';
import { PlaceDeepWaterActionSchema, PlaceFlankPieceActionSchema, SkipFlankPieceActionSchema } from './slice';
import type { GameState } from '../../state';
import { flankOptions, flankTurn } from '../../terrain';
import { placeDeepWater, placeFlankPiece, skipFlankPiece } from './rules';
import { secureFlanksWords } from './words';

function flankPending(state: GameState): boolean {
  const flank = state.flank;
  if (!flank) return false;
  if (flank.kind === 'deepWater') return flank.edge === null;
  if (flank.kind === 'pieces') {
    return (['defender', 'invader'] as const).some(
      (side) => !flank.skipped.includes(side) && !state.pieces.some((p) => p.kind === 'flank' && p.owner === side),
    );
  }
  return false;
}

/** PBS 9.A: the final square's secure flank: the defender places deep water, or each side a flank piece. */
export const secureFlanksStep: StepDescriptor = {
  id: 'secureFlanks',
  words: secureFlanksWords,
  laysTable: true,
  actions: [
    defineAction({ linkCode: 11, schema: PlaceDeepWaterActionSchema, handle: placeDeepWater }),
    defineAction({ linkCode: 12, schema: PlaceFlankPieceActionSchema, handle: placeFlankPiece }),
    defineAction({ linkCode: 13, schema: SkipFlankPieceActionSchema, handle: skipFlankPiece }),
  ],
  events: { deepWaterPlaced: 'room', flankPiecePlaced: 'room', flankPieceSkipped: 'room' },
  pending: (_rules, state) => state.flank === null || flankPending(state),
  source: (rules, state) => rules.editions[state.setup.edition].secureFlanks.source,
  actor: (_rules, state) => (state.flank?.kind === 'pieces' ? flankTurn(state) : 'defender'),
  legal: (rules, state) => {
    const flank = state.flank;
    if (flank?.kind === 'deepWater') return [{ type: 'placeDeepWater', edge: 'left' }, { type: 'placeDeepWater', edge: 'right' }];
    if (flank?.kind !== 'pieces') return [];
    const side = flankTurn(state);
    const options = flankOptions(rules, state);
    if (options.length === 0) return [{ type: 'skipFlankPiece', side }];
    const sectors = flank.sector ? [flank.sector] : (['left', 'right'] as const);
    return options.flatMap((terrain) => sectors.map((sector): Action => ({ type: 'placeFlankPiece', side, terrain, sector })));
  },
};
