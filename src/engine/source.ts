import type { Rules } from './rules';
import type { GameState } from './state';

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
      return e.counterPlacement.source;
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
