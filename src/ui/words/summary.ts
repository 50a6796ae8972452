import type { BattleSummary, Density, Side, SideSummary, TerrainSummary } from '../../engine';
import { dataName, densityName, OUTCOME_WORDS, pieceSectorName, RATING_WORDS, sectorName, sideEdgeName } from './vocab';
import { catalogue, msg } from './catalogue';
import { isolateName } from './names';
import { sayParts } from './sayScaled';
import { realText } from '../table/measureWords';

/** The words of the battle's summary (the sheet and the summary screen); `where` is a sector as `pieceSectorName` names it. */
export const SUMMARY_WORDS = catalogue({
  notPlaced: 'Not placed yet',
  /** A piece placed by its die (`die`), in a sector, maybe touching a table edge. */
  byDie: msg<{ die: number; where: string; touchesEdge: boolean }>('Die {die}: {where}{touchesEdge, select, true {, touching a table edge} other {}}'),
  secureFlank: msg<{ where: string }>('Secure flank, {where}'),
  contiguous: 'Without dicing, contiguous',
  touching: 'Without dicing, touching',
  cannotBeMoved: 'Cannot be moved',
  notRolled: 'Not rolled yet',
  /** The opponent's die (`die`) and what it did (`outcome`, from `OUTCOME_WORDS`), if anything yet. */
  opponentDie: msg<{ die: number }>('Die {die}'),
  opponentOutcome: msg<{ die: number; outcome: string }>('Die {die}: {outcome}'),
  /** `edge`: a side edge as `sideEdgeName` names it. */
  /** `deep`: the depth the game recorded (app rules 5), `given` false at the full depth. */
  deepWaterAlong: msg<{ edge: string; given: boolean; deep: string }>('Deep water along {edge}{given, select, true {, {deep} deep} other {}}'),
  deepWaterNoEdge: msg<{ given: boolean; deep: string }>('Deep water{given, select, true {, {deep} deep} other {}}, edge not chosen yet'),
  /** `sector`: a sector as `sectorName` names it. */
  piecesIn: msg<{ sector: string }>('Pieces in {sector}'),
  piecesNoSector: 'Pieces, sector not chosen yet',
  none: 'None',
  notDecided: 'Not decided yet',
  /** A player with his army and rating, e.g. "Anna: Later Romans (competent, 12 TuGs)"; `unit` is the edition's (UG in 2020). */
  side: msg<{ player: string; army: string; rating: string; count: number; unit: string }>('{player}: {army} ({rating}, {count} {unit}s)'),
  notChosen: 'Not chosen yet',
  /** The territory and the final square, e.g. "Waterside, row 4 column 1, Open". */
  square: msg<{ territory: string; row: number; column: number; density: string }>('{territory}, row {row} column {column}, {density}'),
  /**
   * The season and the weather rolled, e.g. "Summer: Hot (rolled 3 and 4, +2 for Summer: score 9)": `sign` is `zero`, `plus` or
   * `minus`, `by` the season's modifier without its sign, said with the dice so the sum adds up (issue 29); the effects are quoted
   * as printed (lower case, issue 38), after "Effects:", never as a sentence of their own.
   */
  weather: msg<{
    season: string;
    weather: string;
    die1: number;
    die2: number;
    sign: 'zero' | 'plus' | 'minus';
    by: number;
    score: number;
    changeable: boolean;
    effects: string;
    hasEffects: boolean;
  }>(
    '{season}: {weather} (rolled {die1} and {die2}{sign, select, zero {} plus {, +{by} for {season}} other {, -{by} for {season}}}: score {score}{changeable, select, true {, changeable} other {}}){hasEffects, select, true {. Effects: “{effects}”.} other {.}}',
  ),
  notYet: 'Not yet',
  /** The scouting totals (`invaderTotal`, `defenderTotal`, in %) and who was outscouted (`outscouted`, none when `nobody`), by how much (`by`, in %). */
  scouting: msg<{ invader: string; invaderTotal: number; defender: string; defenderTotal: number; nobody: boolean; outscouted: string; by: number }>(
    '{invader} {invaderTotal}%, {defender} {defenderTotal}%; {nobody, select, true {nobody outscouted} other {{outscouted} outscouted by {by}%}}',
  ),
} as const);

const S = SUMMARY_WORDS;

/** Where a piece of terrain went, in words. */
export function placementWords(piece: Pick<TerrainSummary, 'placement' | 'side'>): string {
  const placement = piece.placement;
  if (placement === null) return S.notPlaced;
  const where = pieceSectorName({ owner: piece.side, placement }) ?? '';
  switch (placement.method) {
    case 'dice':
      return S.byDie({ die: placement.die, where, touchesEdge: placement.touchTableEdge });
    case 'flankSectorOnly':
      return S.byDie({ die: placement.die, where, touchesEdge: false });
    case 'secureFlank':
      return S.secureFlank({ where });
    default:
      return placement.method === 'contiguous' ? S.contiguous : S.touching;
  }
}

/** What the opponent's die did to a piece, in words. */
export function opponentWords(piece: Pick<TerrainSummary, 'kind' | 'opponentDie' | 'outcome'>): string {
  if (piece.opponentDie === null) return piece.kind === 'flank' ? S.cannotBeMoved : S.notRolled;
  return piece.outcome ? S.opponentOutcome({ die: piece.opponentDie, outcome: OUTCOME_WORDS[piece.outcome] }) : S.opponentDie({ die: piece.opponentDie });
}

/** The secure flank as decided, in words, with the deep water's depth where the game recorded one (PBS 9.A, app rules 5). */
export function flankWords({ flank, deepWaterDepth: depth }: Pick<BattleSummary, 'flank' | 'deepWaterDepth'>): string {
  if (flank?.kind === 'deepWater') {
    const deep = { given: Boolean(depth), deep: depth ? realText(depth, depth.value) : '' };
    return flank.edge ? S.deepWaterAlong({ edge: sideEdgeName(flank.edge), ...deep }) : S.deepWaterNoEdge(deep);
  }
  if (flank?.kind === 'pieces') return flank.sector ? S.piecesIn({ sector: sectorName(flank.sector) }) : S.piecesNoSector;
  return flank ? S.none : S.notDecided;
}

/** A player with his army and rating, e.g. "Anna: Later Romans (competent, 12 TuGs)"; `unit` is the edition's (UG in 2020). */
export function sideWords(side: SideSummary, unit: string): string {
  const rating = RATING_WORDS[side.rating as keyof typeof RATING_WORDS] ?? side.rating;
  return S.side({ player: isolateName(side.player), army: isolateName(side.army), rating, count: side.tugs, unit });
}

/** The territory and the final square, e.g. "Waterside, row 4 column 1, Open". */
export function squareWords(s: Pick<BattleSummary, 'territory' | 'square'>): string {
  if (!s.territory) return S.notChosen;
  const territory = dataName('territory', s.territory.id, s.territory.name);
  if (!s.square) return territory;
  return S.square({ territory, row: s.square.row + 1, column: s.square.col + 1, density: densityName(s.square.density as Density) });
}

/** The season and the weather rolled, with its effects. */
export function weatherWords(s: Pick<BattleSummary, 'season' | 'seasonId' | 'weather'>): string {
  if (!s.season) return S.notChosen;
  const w = s.weather;
  const season = s.seasonId ? dataName('season', s.seasonId, s.season) : s.season;
  if (!w) return season;
  const modifier = w.score - w.dice[0] - w.dice[1];
  const effects = sayParts(w.effects);
  return S.weather({
    season,
    weather: dataName('weather', w.id, w.name),
    die1: w.dice[0],
    die2: w.dice[1],
    sign: modifier === 0 ? 'zero' : modifier > 0 ? 'plus' : 'minus',
    by: Math.abs(modifier),
    score: w.score,
    changeable: w.changeable,
    effects,
    hasEffects: effects !== '',
  });
}

/** The scouting totals and who was outscouted, by how much. */
export function scoutingWords(s: Pick<BattleSummary, 'scouting' | 'sides'>): string {
  if (!s.scouting || !s.sides) return S.notYet;
  const { totals, outscouted, by } = s.scouting;
  const who = (side: Side) => isolateName(s.sides![side].player);
  return S.scouting({
    invader: who('invader'),
    invaderTotal: totals.invader,
    defender: who('defender'),
    defenderTotal: totals.defender,
    nobody: !outscouted,
    outscouted: outscouted ? who(outscouted) : '',
    by,
  });
}
