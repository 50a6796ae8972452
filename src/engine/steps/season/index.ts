import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { ChooseSeasonActionSchema } from './slice';
import type { GameState } from '../../state';
import { seasonWords } from './words';

/** Seed 002 Weather rules: the invader chooses the season before terrain. */
export function chooseSeason(rules: Rules, state: GameState, action: ActionOf<'chooseSeason'>): StepResult {
  if (!rules.weather.seasons.some((s) => s.id === action.season)) return refuse('seasonNotOffered', { season: action.season });
  return accept({ ...state, season: action.season }, [publicEvent('seasonChosen', { season: action.season })]);
}

/** Seed 002 Weather rules: the season is chosen by whom the weather data names. */
export const seasonStep: StepDescriptor = {
  id: 'season',
  words: seasonWords,
  actions: [defineAction({ linkCode: 3, schema: ChooseSeasonActionSchema, handle: chooseSeason })],
  events: { seasonChosen: 'room' },
  pending: (_rules, state) => state.season === null,
  source: (rules) => rules.weather.source,
  actor: (rules) => rules.weather.chooser,
  legal: (rules) => rules.weather.seasons.map((s) => ({ type: 'chooseSeason', season: s.id })),
};
