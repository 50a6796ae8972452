import { defineAction, type StepDescriptor } from '../../core/step';
import { ChooseSeasonActionSchema } from '../../schema/actions';
import { chooseSeason } from '../opening';

/** Seed 002 Weather rules: the season is chosen by whom the weather data names. */
export const seasonStep: StepDescriptor = {
  id: 'season',
  actions: [defineAction({ linkCode: 3, schema: ChooseSeasonActionSchema, handle: chooseSeason })],
  events: { seasonChosen: 'room' },
  pending: (_rules, state) => state.season === null,
  source: (rules) => rules.weather.source,
  actor: (rules) => rules.weather.chooser,
  legal: (rules) => rules.weather.seasons.map((s) => ({ type: 'chooseSeason', season: s.id })),
};
