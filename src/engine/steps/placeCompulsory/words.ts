import type { StepWords } from '../../messages';

/** What the opponent's die may do to a piece, as a verb (PBS 9.E). */
const OPPONENT_VERBS = { keep: 'leave it', move: 'move it', pivot: 'pivot it', remove: 'remove it' } as const;
const CHOSEN_VERBS = { keep: 'keep', move: 'move', pivot: 'pivot', remove: 'remove' } as const;

/** Placing terrain and the opponent's answer in English (PBS 9.D-9.E). */
export const placeCompulsoryWords: StepWords = {
  events: {
    placementRolled: (say, p) => {
      const head = `${say.who(p.side)} rolls ${p.die} for ${say.terrain(p.terrain)}`;
      if (p.lost) return `${head}: the centre sector, where it may not go, so it is lost.`;
      if (!('sector' in p.placement)) return `${head}.`;
      const where = say.pieceSector({ owner: p.side, placement: p.placement });
      const edge = p.placement.method === 'dice' && p.placement.touchTableEdge ? ', touching a table edge' : '';
      return `${head}: wholly in ${where}${edge}.`;
    },
    placedWithoutDice: (say, p) =>
      `${say.who(p.side)} places ${say.terrain(p.terrain)} without dicing (${p.method === 'contiguous' ? 'contiguous to a field or settlement' : 'touching water'}).`,
    opponentRolled: (say, p) => {
      const head = `${say.who(p.side)} rolls ${p.die} against ${say.terrain(p.terrain)}`;
      if (p.kept) return `${head}: too low to change it, it stays where placed.`;
      // Issue 29: what the die allows, as it happens (PBS 9.E: 4+ move, 5+ pivot, 6 remove, from the edition's rows).
      const allowed = say.rules.editions[say.edition].opponent.rows.filter((row) => p.die >= row.min).map((row) => OPPONENT_VERBS[row.outcome]);
      return `${head}: ${say.name(p.side)} may ${say.orList(['leave it', ...allowed])}.`;
    },
    pieceResolved: (say, p) => `${say.who(p.side)} chooses to ${CHOSEN_VERBS[p.outcome]} ${say.terrain(p.terrain)}.`,
  },
  refusals: {
    noDiceNotAllowed: () => 'This piece has no exception that lets it be placed without dicing here.',
    outcomeNotAllowed: (_say, p) => `A ${p.die} does not allow "${p.outcome}" for this piece.`,
  },
  chance: {
    rollPlacement: (_say, a) => `a placement die of ${a.die}`,
    rollOpponent: (_say, a) => `an opponent's die of ${a.die}`,
  },
};
