import type { BattleSummary, Density, Side, SideSummary, TerrainSummary } from '../../engine';
import { densityName, OUTCOME_WORDS, pieceSectorName, sectorName, sideEdgeName } from './vocab';
import { catalogue } from './catalogue';
import { isolateName } from './names';
import { sayParts } from './scaledText';
import { realText } from './table';

/** Where a piece of terrain went, in words. */
export const placementWords = catalogue(function placementWords(piece: Pick<TerrainSummary, 'placement' | 'side'>): string {
  const placement = piece.placement;
  if (placement === null) return 'Not placed yet';
  const where = pieceSectorName({ owner: piece.side, placement });
  switch (placement.method) {
    case 'dice':
      return `Die ${placement.die}: ${where}${placement.touchTableEdge ? ', touching a table edge' : ''}`;
    case 'flankSectorOnly':
      return `Die ${placement.die}: ${where}`;
    case 'secureFlank':
      return `Secure flank, ${where}`;
    default:
      return placement.method === 'contiguous' ? 'Without dicing, contiguous' : 'Without dicing, touching';
  }
});

/** What the opponent's die did to a piece, in words. */
export const opponentWords = catalogue(function opponentWords(piece: Pick<TerrainSummary, 'kind' | 'opponentDie' | 'outcome'>): string {
  if (piece.opponentDie === null) return piece.kind === 'flank' ? 'Cannot be moved' : 'Not rolled yet';
  return `Die ${piece.opponentDie}${piece.outcome ? `: ${OUTCOME_WORDS[piece.outcome]}` : ''}`;
});

/** The secure flank as decided, in words, with the deep water's depth where the game recorded one (PBS 9.A, app rules 5). */
export const flankWords = catalogue(function flankWords({ flank, deepWaterDepth: depth }: Pick<BattleSummary, 'flank' | 'deepWaterDepth'>): string {
  if (flank?.kind === 'deepWater') {
    const deep = depth ? `, ${realText(depth, depth.value)} deep` : '';
    return flank.edge ? `Deep water along ${sideEdgeName(flank.edge)}${deep}` : `Deep water${deep}, edge not chosen yet`;
  }
  if (flank?.kind === 'pieces') return flank.sector ? `Pieces in ${sectorName(flank.sector)}` : 'Pieces, sector not chosen yet';
  return flank ? 'None' : 'Not decided yet';
});


/** A player with his army and rating, e.g. "Anna: Later Romans (competent, 12 TuGs)"; `unit` is the edition's (UG in 2020). */
export const sideWords = catalogue(function sideWords(side: SideSummary, unit: string): string {
  return `${isolateName(side.player)}: ${isolateName(side.army)} (${side.rating}, ${side.tugs} ${unit}s)`;
});


/** The territory and the final square, e.g. "Waterside, row 4 column 1, Open". */
export const squareWords = catalogue(function squareWords(s: Pick<BattleSummary, 'territory' | 'square'>): string {
  if (!s.territory) return 'Not chosen yet';
  return s.square ? `${s.territory.name}, row ${s.square.row + 1} column ${s.square.col + 1}, ${densityName(s.square.density as Density)}` : s.territory.name;
});

/** The season and the weather rolled, with its effects. */
export const weatherWords = catalogue(function weatherWords(s: Pick<BattleSummary, 'season' | 'weather'>): string {
  if (!s.season) return 'Not chosen yet';
  const w = s.weather;
  const modifier = w ? w.score - w.dice[0] - w.dice[1] : 0;
  // The season's modifier is said with the dice, so the sum adds up (issue 29).
  const plus = modifier === 0 ? '' : `, ${modifier > 0 ? '+' : '-'}${Math.abs(modifier)} for ${s.season}`;
  if (!w) return s.season;
  // The effects are quoted as printed (lower case, issue 38), after "Effects:", never as a sentence of their own.
  const effects = sayParts(w.effects);
  return `${s.season}: ${w.name} (rolled ${w.dice.join(' and ')}${plus}: score ${w.score}${w.changeable ? ', changeable' : ''})${effects ? `. Effects: “${effects}”.` : '.'}`;
});

/** The scouting totals and who was outscouted, by how much. */
export const scoutingWords = catalogue(function scoutingWords(s: Pick<BattleSummary, 'scouting' | 'sides'>): string {
  if (!s.scouting || !s.sides) return 'Not yet';
  const { totals, outscouted, by } = s.scouting;
  const who = (side: Side) => isolateName(s.sides![side].player);
  return `${who('invader')} ${totals.invader}%, ${who('defender')} ${totals.defender}%; ${outscouted ? `${who(outscouted)} outscouted by ${by}%` : 'nobody outscouted'}`;
});
