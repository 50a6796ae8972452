import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import { findTerritory, type Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { ChooseTerritoryActionSchema } from './slice';
import { playerOf, type GameState } from '../../state';
import { chooseTerritoryWords } from './words';

/** PBS 8.B: the winner of the contest picks a territory from the defender's list. */
export function chooseTerritory(rules: Rules, state: GameState, action: ActionOf<'chooseTerritory'>): StepResult {
  const offered = state.setup.players[playerOf(state, 'defender')].army.territories;
  if (!offered.includes(action.territory) || !findTerritory(rules, state.setup.edition, action.territory)) {
    return refuse('territoryNotOffered', { territory: action.territory });
  }
  const side = state.territoryChooser ?? 'defender';
  return accept({ ...state, territory: action.territory }, [publicEvent('territoryChosen', { side, territory: action.territory })]);
}

/** PBS 8.B: the contest's winner chooses one of the defender's territories. */
export const chooseTerritoryStep: StepDescriptor = {
  id: 'chooseTerritory',
  words: chooseTerritoryWords,
  actions: [defineAction({ linkCode: 7, schema: ChooseTerritoryActionSchema, handle: chooseTerritory })],
  events: { territoryChosen: 'room' },
  pending: (_rules, state) => state.territory === null,
  source: (rules, state) => rules.editions[state.setup.edition].territoryContest.source,
  actor: (_rules, state) => state.territoryChooser,
  legal: (rules, state) =>
    state.setup.players[playerOf(state, 'defender')].army.territories
      .filter((id) => findTerritory(rules, state.setup.edition, id))
      .map((territory) => ({ type: 'chooseTerritory', territory })),
};
