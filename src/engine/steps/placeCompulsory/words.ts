import type { StepWords } from '../../messages';

/** Placing terrain and the opponent's answer in English (PBS 9.D-9.E). */
export const placeCompulsoryWords = {
  events: {
    placementRolled: {
      text: '{side, who} rolls {die} for {terrain, terrain}{lost, select, true {: the centre sector, where it may not go, so it is lost} other {{inSector, select, true {: wholly in {piece, pieceSector}{edge, select, true {, touching a table edge} other {}}} other {}}}}.',
      values: (p) => ({
        inSector: 'sector' in p.placement,
        piece: { owner: p.side, placement: p.placement },
        edge: p.placement.method === 'dice' && p.placement.touchTableEdge,
      }),
    },
    placedWithoutDice: '{side, who} places {terrain, terrain} without dicing ({method, select, contiguous {contiguous to a field or settlement} other {touching water}}).',
    opponentRolled: {
      text: '{side, who} rolls {die} against {terrain, terrain}{kept, select, true {: too low to change it, it stays where placed} other {: {side, name} may {choices, opponentChoice, or}}}.',
      // Issue 29: what the die allows, as it happens (PBS 9.E: 4+ move, 5+ pivot, 6 remove, from the edition's rows).
      values: (p, game) => ({ choices: ['keep', ...game.rules.editions[game.edition].opponent.rows.filter((row) => p.die >= row.min).map((row) => row.outcome)] }),
    },
    pieceResolved: '{side, who} chooses to {outcome, opponentChose} {terrain, terrain}.',
  },
  refusals: {
    noDiceNotAllowed: 'This piece has no exception that lets it be placed without dicing here.',
    outcomeNotAllowed: 'A {die} does not allow "{outcome}" for this piece.',
  },
  chance: {
    rollPlacement: 'a placement die of {die}',
    rollOpponent: "an opponent's die of {die}",
  },
} satisfies StepWords;
