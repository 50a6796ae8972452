import { defineAction, type StepDescriptor } from '../../core/step';
import { EndBattleActionSchema, RollBattleWeatherActionSchema } from './slice';
import { battleActions, battleWeatherChance, endBattle, rollBattleWeather } from './battle';
import { doneWords } from './words';

/** The pre-battle is over; the weather through the battle is rolled turn by turn until the players end it (seed 002 Weather rules). */
export const doneStep: StepDescriptor = {
  id: 'done',
  words: doneWords,
  actions: [
    defineAction({ linkCode: 28, schema: RollBattleWeatherActionSchema, handle: rollBattleWeather, chance: 'battleDice' }),
    defineAction({ linkCode: 29, schema: EndBattleActionSchema, handle: endBattle }),
  ],
  events: { preBattleEnded: 'room', battleWeatherRolled: 'room', battleEnded: 'room' },
  pending: () => true,
  source: (rules, state) => rules.editions[state.setup.edition].source,
  actor: () => null,
  legal: (rules, state) => battleActions(rules, state),
  battleChance: (rules, state) => battleWeatherChance(rules, state),
};
