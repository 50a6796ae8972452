import { deploymentPlan, type DeploymentItem } from './deployment';
import { findTerritory, squareAt, type Rules } from './rules';
import { scaledText, type SaidPart } from './scaledText';
import type { Outcome } from './schema/edition';
import type { PublicView } from './schema/view';
import { isFinished } from './isFinished';
import type { DayResult, FlankState, GameState, PiecePlacement, Side, Square } from './state';
import { tableGeometry } from './table/geometry';
import type { TableGeometry } from './table/types';

export interface SideSummary {
  player: string;
  army: string;
  rating: string;
  tugs: number;
}

export interface TerrainSummary {
  owner: string;
  /** The side that owns it: its placement die is read from that side's base edge (PBS 9.E). */
  side: Side;
  kind: 'flank' | 'compulsory' | 'optional';
  terrain: string;
  /** The terrain's id, so a language can name it. */
  terrainId: string;
  category: string;
  declared: string | null;
  placement: PiecePlacement | null;
  opponentDie: number | null;
  outcome: Outcome | null;
}

/** The battle as data: everything the pre-battle decided, for the summary screen and the battle sheet. */
export interface BattleSummary {
  edition: string;
  /** The edition's id (data/meg/editions), so a language can name it. */
  editionId: string;
  scale: string;
  complete: boolean;
  sides: Record<Side, SideSummary> | null;
  intercept: boolean | null;
  season: string | null;
  /** The season's id (data/meg/weather.json), so a language can name it. */
  seasonId: string | null;
  territory: { id: string; name: string } | null;
  square: (Square & { density: string }) | null;
  march: DayResult[];
  flank: FlankState | null;
  /**
   * The deep water's depth as the defender recorded it (seed 000 PBS 9.A "no more than 6BW"; app rules 5), in the game's
   * unit (BW, HBW for Pacto) with that unit's millimetres on the table; null where none was recorded (the full depth).
   */
  deepWaterDepth: { value: number; unit: TableGeometry['unit']; mmPerUnit: number } | null;
  terrain: TerrainSummary[];
  /** The weather's effects (seed 002 Weather Affects), each distance in the game's scale. */
  weather: { id: string; name: string; score: number; dice: [number, number]; changeable: boolean; effects: SaidPart[] } | null;
  scouting: GameState['scouting'];
  /** The Vital Settlement or Fort (seed 000 PBS 9.E): placed, none in this battle (app rules 5), not yet answered; null in an edition without one. */
  vitalSettlement: 'placed' | 'none' | 'open' | null;
  deployment: DeploymentItem[];
}

/** The public fields a summary reads, so a game state or the room's public view can be summarised. */
export type SummaryInput = Pick<PublicView, 'setup' | 'stepId' | 'roles' | 'intercept' | 'season' | 'territory' | 'counter' | 'days' | 'flank' | 'pieces' | 'weather' | 'scouting' | 'conditions' | 'vitalSettlementDone' | 'vitalSettlementNone'>;

/** The deep water's depth where the game recorded one, with the unit it is in (PBS 9.A, app rules 5). */
function recordedDepth(rules: Rules, state: SummaryInput): BattleSummary['deepWaterDepth'] {
  if (state.flank?.kind !== 'deepWater' || state.flank.depth === undefined) return null;
  const { unit, mmPerUnit } = tableGeometry(rules, state.setup);
  return { value: state.flank.depth, unit, mmPerUnit };
}

/** Summarises a game at any point; unset parts are null. */
export function summary(rules: Rules, state: SummaryInput): BattleSummary {
  const player = (s: Side) => {
    if (!state.roles) throw new Error('roles are not decided yet');
    return state.setup.players[state.roles[s]];
  };
  const side = (s: Side): SideSummary => {
    const { name, army } = player(s);
    return { player: name, army: army.name, rating: army.rating, tugs: army.tugs };
  };
  const territory = state.territory ? findTerritory(rules, state.setup.edition, state.territory) : null;
  if (territory === undefined) throw new Error('no territory chosen');
  const square = state.counter && state.territory ? squareAt(rules, state.setup.edition, state.territory, state.counter.row, state.counter.col) : undefined;
  const weatherType = state.weather && rules.weather.types.find((t) => t.id === state.weather?.weather);
  return {
    edition: rules.editions[state.setup.edition].name,
    editionId: state.setup.edition,
    scale: rules.scales.scales.find((s) => s.id === state.setup.scale)?.name ?? state.setup.scale,
    complete: isFinished(state),
    sides: state.roles ? { invader: side('invader'), defender: side('defender') } : null,
    intercept: state.intercept,
    season: rules.weather.seasons.find((s) => s.id === state.season)?.name ?? null,
    seasonId: state.season ?? null,
    territory: territory && { id: territory.id, name: territory.name },
    square: state.counter && square ? { ...state.counter, density: square.density } : null,
    march: state.days,
    flank: state.flank,
    deepWaterDepth: recordedDepth(rules, state),
    terrain: state.pieces.map((p) => {
      const terrain = territory?.terrain.find((t) => t.id === p.terrain);
      return {
        owner: player(p.owner).name,
        side: p.owner,
        kind: p.kind,
        terrain: terrain?.name ?? p.terrain,
        terrainId: p.terrain,
        category: terrain?.category ?? '',
        declared: p.declared,
        placement: p.placement,
        opponentDie: p.opponentDie,
        outcome: p.outcome,
      };
    }),
    weather:
      state.weather && weatherType
        ? { id: weatherType.id, name: weatherType.name, score: state.weather.score, dice: state.weather.dice, changeable: state.weather.changeable, effects: scaledText(rules, state.setup, weatherType.effects) }
        : null,
    scouting: state.scouting,
    vitalSettlement: rules.editions[state.setup.edition].vitalSettlement === null ? null : state.vitalSettlementNone ? 'none' : state.vitalSettlementDone ? 'placed' : 'open',
    deployment: deploymentPlan(rules, state),
  };
}
