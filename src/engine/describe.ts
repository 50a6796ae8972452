import { deploymentPlan } from './deployment';
import type { Rules } from './rules';
import type { Action } from './schema/action';
import type { Colour } from './schema/vocab';
import { nameOf, type GameState, type Side } from './state';
import { terrainOf } from './terrain';

const LETTER: Record<Colour, string> = { black: 'B', white: 'W', green: 'G', yellow: 'Y', red: 'R' };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A card in words with its letter, e.g. "Red (R)"; a pass or decline in words. */
export function cardText(card: Colour | null, none: string): string {
  return card === null ? none : `${cap(card)} (${LETTER[card]})`;
}

function squareText(square: { row: number; col: number }): string {
  return `row ${square.row + 1}, column ${square.col + 1}`;
}

function who(state: GameState, side: Side): string {
  return `${nameOf(state, side)} (${side})`;
}

/**
 * One log line in words with player names. A face-down card is never named until both are revealed,
 * so the log may be shown to everyone (secrets stay secret).
 */
export function describeAction(rules: Rules, before: GameState, action: Action, after: GameState): string {
  switch (action.type) {
    case 'rollOff': {
      const [a, b] = action.faces;
      const last = after.rollOffs[after.rollOffs.length - 1];
      const result = last?.winner === null ? 'a tie: roll again' : `${nameOf(after, last?.winner ?? 0)} wins`;
      return `Roll-off: ${nameOf(before, 0)} rolled ${a}, ${nameOf(before, 1)} rolled ${b}; ${result}.`;
    }
    case 'chooseRole':
      return `${nameOf(before, before.rollOffWinner ?? 0)} chooses to be the ${action.role}.`;
    case 'declareIntercept':
      return action.intercept ? `${who(after, 'invader')} declares a strategic intercept.` : `${who(after, 'invader')} declares no strategic intercept.`;
    case 'chooseSeason':
      return `${who(after, 'invader')} chooses ${rules.weather.seasons.find((s) => s.id === action.season)?.name ?? action.season}.`;
    case 'shuffleDeck':
      return `The deck of ${action.order.length} cards is shuffled.`;
    case 'dealPbs':
      return `PBS cards dealt: ${action.invader.length} to ${who(after, 'invader')}, ${action.defender.length} to ${who(after, 'defender')}.`;
    case 'playTerritoryCard':
    case 'playDayCard': {
      const label = action.type === 'playTerritoryCard' ? 'Territory contest' : `Day ${after.days.length || before.days.length + 1}`;
      const done = action.type === 'playTerritoryCard' ? after.territoryCards : after.days.length > before.days.length ? after.days[after.days.length - 1]?.cards : null;
      if (!done) return `${label}: ${who(before, action.side)} has chosen a card, face down.`;
      const none = action.type === 'playTerritoryCard' ? 'no card' : 'a pass (Black)';
      const cards = `${who(after, 'invader')} ${cardText(done.invader, none)}, ${who(after, 'defender')} ${cardText(done.defender, none)}`;
      if (action.type === 'playTerritoryCard') return `${label}: ${cards}. ${nameOf(after, after.territoryChooser ?? 'defender')} picks the territory.`;
      const day = after.days[after.days.length - 1];
      const outcome = day?.winner ? `${nameOf(after, day.winner)} wins by ${day.difference} and moves the counter.` : 'Equal cards: the counter stays.';
      return `${label}: ${cards}. ${outcome}`;
    }
    case 'chooseTerritory':
      return `The battle will be in ${after.territory ? (rules.territories[after.setup.edition].find((t) => t.id === after.territory)?.name ?? action.territory) : action.territory} territory.`;
    case 'placeCounter':
      return `The army counter is placed at ${squareText(action)}.`;
    case 'moveCounter':
      return `${nameOf(before, before.pendingMove?.winner ?? 'defender')} moves the counter to ${squareText(action)}.`;
    case 'placeDeepWater':
      return `${who(after, 'defender')} places the deep-water flank along his ${action.edge} side edge.`;
    case 'placeFlankPiece':
      return `${who(after, action.side)} places ${terrainOf(rules, after, action.terrain)?.name ?? action.terrain} as a secure flank in the defender's ${action.sector} flank sector.`;
    case 'skipFlankPiece':
      return `${who(after, action.side)} has no secure-flank terrain left to place.`;
    case 'selectTerrain': {
      const name = terrainOf(rules, after, action.terrain)?.name ?? action.terrain;
      const kind = before.phase === 'selectCompulsory' ? 'compulsory' : 'optional';
      return `${who(after, action.side)} chooses ${name} (${kind})${action.declare ? `, declared ${action.declare}` : ''}.`;
    }
    case 'endSelection':
      return `${who(after, action.side)} takes no more optional terrain.`;
    case 'rollPlacement':
    case 'placeWithoutDice':
    case 'rollOpponent':
    case 'resolvePiece':
      return describePiece(rules, before, action, after);
    case 'confirmVitalSettlement':
      return 'The Vital Settlement or Fort is placed.';
    case 'rollWeather': {
      const w = after.weather;
      const name = rules.weather.types.find((t) => t.id === w?.weather)?.name ?? '';
      return `Weather: rolled ${action.dice[0]} and ${action.dice[1]}, score ${w?.score}: ${name}${w?.changeable ? ', changeable' : ''}.`;
    }
    case 'dealScouting':
    case 'reportScouting': {
      const s = after.scouting;
      if (!s) return 'Scouting cards counted.';
      const result = s.outscouted ? `${who(after, s.outscouted)} is outscouted by ${s.by}%.` : 'Nobody is outscouted.';
      return `Scouting: ${who(after, 'invader')} ${s.totals.invader}%, ${who(after, 'defender')} ${s.totals.defender}%. ${result}`;
    }
    case 'tickDeployment':
      return `Deployment done: ${deploymentPlan(rules, before)[action.item]?.text ?? ''}`;
    case 'confirmPreGameMoves':
      return 'Pre-game moves done. The battle can begin.';
  }
}

function describePiece(rules: Rules, before: GameState, action: Action, after: GameState): string {
  const changed = after.pieces.find((p, i) => p !== before.pieces[i]);
  if (!changed) return 'Terrain placement.';
  const name = terrainOf(rules, after, changed.terrain)?.name ?? changed.terrain;
  const owner = who(after, changed.owner);
  const other = who(after, changed.owner === 'invader' ? 'defender' : 'invader');
  const p = changed.placement;
  if (action.type === 'placeWithoutDice') return `${owner} places ${name} without dicing (${action.method === 'contiguous' ? 'contiguous to a field or settlement' : 'touching water'}).`;
  if (action.type === 'rollPlacement' && p && 'sector' in p) {
    if (changed.outcome === 'remove') return `${owner} rolls ${action.die} for ${name}: the centre sector, where it may not go, so it is lost.`;
    const edge = p.method === 'dice' && p.touchTableEdge ? ', touching a table edge' : '';
    return `${owner} rolls ${action.die} for ${name}: wholly in his ${p.sector === 'centre' ? 'centre sector' : `${p.sector} flank sector`}${edge}.`;
  }
  if (action.type === 'rollOpponent') {
    return `${other} rolls ${action.die} against ${name}${changed.outcome === 'keep' ? ': it stays where placed.' : '.'}`;
  }
  if (action.type === 'resolvePiece') return `${other} chooses to ${action.outcome} ${name}.`;
  return `${name} placed.`;
}

/** The rule the current step applies, as a citation of the edition's data (seed file and section). */
export function stepSource(rules: Rules, state: GameState): string {
  const e = rules.editions[state.setup.edition];
  switch (state.phase) {
    case 'rollOff':
    case 'chooseRole':
    case 'intercept':
      return e.rollOff.source;
    case 'season':
    case 'weather':
      return rules.weather.source;
    case 'shuffle':
    case 'dealPbs':
    case 'territoryCards':
    case 'chooseTerritory':
      return e.territoryContest.source;
    case 'placeCounter':
    case 'march':
    case 'moveCounter':
      return e.march.source;
    case 'secureFlanks':
      return e.secureFlanks.source;
    case 'selectCompulsory':
    case 'selectOptional':
      return e.selection.source;
    case 'placeCompulsory':
    case 'placeOptional':
      return e.placement.source;
    case 'vitalSettlement':
      return e.vitalSettlement?.source ?? e.source;
    case 'scouting':
      return e.scouting.source;
    case 'deployment':
      return e.deployment.source;
    case 'preGameMoves':
      return e.preGameMoves?.source ?? e.source;
    case 'done':
      return e.source;
  }
}

/** Who acts now, in words with names and sides (never "you"). */
export function turnText(state: GameState, who: Side | 0 | 1 | 'both' | null): string {
  if (who === null) return 'Nobody: the pre-battle is complete.';
  if (who === 'both') {
    return state.roles ? `${nameOf(state, 'invader')} (invader) and ${nameOf(state, 'defender')} (defender)` : `${nameOf(state, 0)} and ${nameOf(state, 1)}`;
  }
  if (typeof who === 'number') return nameOf(state, who);
  return `${nameOf(state, who)} (${who})`;
}
