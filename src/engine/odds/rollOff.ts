import type { EditionId, Rules } from '../rules';
import { RATINGS, type Face, type Rating } from '../schema/vocab';
import { betterRoll } from '../steps/rollOff/rules';

/** A player's chances in the PBS 8.A roll-off against one opponent, from the die faces in the components data. */
export interface RollOffOdds {
  /** One roll: this player's face is better. */
  win: number;
  /** One roll: the opponent's face is better. */
  lose: number;
  /** One roll: the faces rank equal, so the roll is made again. */
  tie: number;
  /** Ties re-rolled until one face is better: P(win) / (1 - P(tie)); 0 when every roll ties. */
  winAfterRerolls: number;
  /** Ties re-rolled until one face is better: P(lose) / (1 - P(tie)); 0 when every roll ties. */
  loseAfterRerolls: number;
}

/** One pair of army commander ratings and the odds of the first against the second. */
export interface RollOffOddsRow extends RollOffOdds {
  rating: Rating;
  opponentRating: Rating;
}

/** Every pair of ratings with its roll-off odds, and the edition's source for the roll-off. */
export interface RollOffOddsTable {
  edition: EditionId;
  source: string;
  rows: readonly RollOffOddsRow[];
}

/** The faces of the die a commander of that rating rolls (PBS 8.A; faces are assumed data, RULES-NOTES 4). */
function facesFor(rules: Rules, rating: Rating): readonly Face[] {
  const colour = rules.components.ratingDie[rating];
  const die = rules.components.dice.find((d) => d.colour === colour);
  if (!die) throw new Error(`components: no ${colour} die for a ${rating} commander`);
  return die.faces;
}

/**
 * PBS 8.A odds for the commander rated `rating` against one rated `opponentRating`, counting every pair of faces
 * with the roll-off's own comparison; if every pair ties the re-rolls never end and both after-re-roll odds are 0.
 */
export function rollOffOdds(rules: Rules, rating: Rating, opponentRating: Rating): RollOffOdds {
  const mine = facesFor(rules, rating);
  const theirs = facesFor(rules, opponentRating);
  let won = 0;
  let lost = 0;
  for (const a of mine) {
    for (const b of theirs) {
      const winner = betterRoll(rules, [a, b]);
      if (winner === 0) won += 1;
      else if (winner === 1) lost += 1;
    }
  }
  const rolls = mine.length * theirs.length;
  // won / decided is P(win) / (1 - P(tie)) with both scaled by `rolls`: one division, so exact to the last bit.
  const decided = won + lost;
  return {
    win: won / rolls,
    lose: lost / rolls,
    tie: (rolls - decided) / rolls,
    winAfterRerolls: decided === 0 ? 0 : won / decided,
    loseAfterRerolls: decided === 0 ? 0 : lost / decided,
  };
}

/** PBS 8.A odds for all 16 pairs of commander ratings, best rating first, cited from the edition's roll-off. */
export function rollOffOddsTable(rules: Rules, edition: EditionId): RollOffOddsTable {
  const rows = RATINGS.flatMap((rating) =>
    RATINGS.map((opponentRating) => ({ rating, opponentRating, ...rollOffOdds(rules, rating, opponentRating) })),
  );
  return { edition, source: rules.editions[edition].rollOff.source, rows };
}
