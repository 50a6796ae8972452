import { defineAction, type StepDescriptor } from '../../core/step';
import { findTerritory } from '../../rules';
import { ChooseTerritoryActionSchema } from '../../schema/actions';
import { playerOf } from '../../state';
import { chooseTerritory } from '../territory';

/** PBS 8.B: the contest's winner chooses one of the defender's territories. */
export const chooseTerritoryStep: StepDescriptor = {
  id: 'chooseTerritory',
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
