import type { ComponentType } from 'react';
import type { ActionType, EventCode, StepId } from '../../engine';
import { RollOffStep } from './rollOff/RollOffStep';
import type { ResultKind, StepProps, StepVariant } from './types';
import { lazyNamed } from '../components/lazyNamed';

/** What the game screen shows at one step: the step's screen and the parts around it. */
export interface StepEntry {
  /** The step's screen; a later step's loads with its code (`preload` starts it early). */
  Screen: ComponentType<StepProps> & { preload?: () => Promise<unknown> };
  /** What a screen several steps share is told of this one (`StepProps.variant`), so it never asks the step's name. */
  variant?: StepVariant;
  /**
   * The PBS map beside the step, once a territory is chosen (the steps that move the counter show their own); `'underLog'`:
   * the finished march kept at hand under the log, where the step's own pictures come first.
   */
  map: boolean | 'underLog';
  /** The table diagram below the step (the summary shows its own). */
  table: boolean;
  /** The scouting odds below the step, in a game played with the odds on (PBS 10.A: from the end of the march to the scouting deal). */
  odds: boolean;
  /** The result screen the step's events open, and the events that tell it (`appDrawn`: only when the app rolled those dice or dealt those cards). */
  result?: { kind: ResultKind; events: readonly EventCode[]; appDrawn?: 'dice' | 'cards' };
  /** The actions after which the focus stays where the player is (a table position, a battle turn), not on the step's first control. */
  keepsFocus?: readonly ActionType[];
}

const deal = lazyNamed(() => import('./deal/DealStep'), 'DealStep');
const secretCard = lazyNamed(() => import('./secretCard/SecretCardStep'), 'SecretCardStep');
const selectTerrain = lazyNamed(() => import('./selectTerrain/SelectTerrainStep'), 'SelectTerrainStep');
const placeTerrain = lazyNamed(() => import('./placeTerrain/PlaceTerrainStep'), 'PlaceTerrainStep');

/** A step alone: before a territory is chosen, or moving the counter on its own map. */
const alone = { map: false, table: false, odds: false } as const;
/** A step beside the PBS map. */
const besideMap = { map: true, table: false, odds: false } as const;
/** A step beside the map, above the table diagram (where a position is recorded), with the scouting odds until the scouting deal. */
const aboveTable = { map: true, table: true, odds: true, keepsFocus: ['recordPosition'] } as const;
/** Terrain placed by the dice: the app's own rolls are shown on their result screen. */
const placement = { result: { kind: 'placement', events: ['placementRolled', 'opponentRolled'], appDrawn: 'dice' } } as const;

/** Every step of the pre-battle and what the game screen shows there; a game begins with the roll-off, whose screen comes with the game screen; every other step's screen loads with its own code (preloaded when the browser is idle). */
export const STEPS: Readonly<Record<StepId, StepEntry>> = {
  rollOff: { Screen: RollOffStep, ...alone },
  chooseRole: { Screen: lazyNamed(() => import('./chooseRole/ChooseRoleStep'), 'ChooseRoleStep'), ...alone },
  intercept: { Screen: lazyNamed(() => import('./intercept/InterceptStep'), 'InterceptStep'), ...alone },
  season: { Screen: lazyNamed(() => import('./season/SeasonStep'), 'SeasonStep'), ...alone },
  shuffle: { Screen: deal, variant: 'shuffle', ...alone },
  dealPbs: { Screen: deal, variant: 'deal', ...alone },
  territoryCards: { Screen: secretCard, ...alone, result: { kind: 'territory', events: ['territoryContestRevealed'], appDrawn: 'cards' } },
  chooseTerritory: { Screen: lazyNamed(() => import('./chooseTerritory/ChooseTerritoryStep'), 'ChooseTerritoryStep'), ...besideMap },
  placeCounter: { Screen: lazyNamed(() => import('./placeCounter/PlaceCounterStep'), 'PlaceCounterStep'), ...alone },
  march: { Screen: secretCard, ...besideMap, odds: true },
  moveCounter: { Screen: lazyNamed(() => import('./moveCounter/MoveCounterStep'), 'MoveCounterStep'), ...alone, odds: true },
  secureFlanks: { Screen: lazyNamed(() => import('./secureFlanks/SecureFlanksStep'), 'SecureFlanksStep'), ...aboveTable },
  selectCompulsory: { Screen: selectTerrain, variant: 'compulsory', ...aboveTable },
  placeCompulsory: { Screen: placeTerrain, variant: 'compulsory', ...aboveTable, ...placement },
  selectOptional: { Screen: selectTerrain, variant: 'optional', ...aboveTable },
  placeOptional: { Screen: placeTerrain, variant: 'optional', ...aboveTable, ...placement },
  vitalSettlement: { Screen: lazyNamed(() => import('./vitalSettlement/VitalSettlementStep'), 'VitalSettlementStep'), ...aboveTable },
  weather: { Screen: lazyNamed(() => import('./weather/WeatherStep'), 'WeatherStep'), ...aboveTable, result: { kind: 'weather', events: ['weatherRolled'] } },
  scouting: { Screen: lazyNamed(() => import('./scouting/ScoutingStep'), 'ScoutingStep'), ...aboveTable, result: { kind: 'scouting', events: ['scoutingCounted'], appDrawn: 'cards' } },
  deployment: { Screen: lazyNamed(() => import('./deployment/DeploymentStep'), 'DeploymentStep'), ...aboveTable, odds: false },
  preGameMoves: { Screen: lazyNamed(() => import('./preGameMoves/PreGameMovesStep'), 'PreGameMovesStep'), ...aboveTable, odds: false },
  done: {
    Screen: lazyNamed(() => import('./done/DoneStep'), 'DoneStep'),
    ...alone,
    map: 'underLog',
    keepsFocus: ['recordPosition', 'rollBattleWeather', 'endBattle'],
  },
};

/** What the entries say of an event that opens a result screen: its kind, and the step whose rule it ends (the first entry to name it). */
export interface ResultOpened {
  kind: ResultKind;
  step: StepId;
  appDrawn: 'dice' | 'cards' | null;
}

const openedByEntries = new WeakMap<object, ReadonlyMap<EventCode, ResultOpened>>();

/** The events that open a result screen, as the entries name them (`StepEntry.result`), read once per registry. */
export function resultsOpened(steps: Readonly<Record<string, StepEntry>>): ReadonlyMap<EventCode, ResultOpened> {
  const known = openedByEntries.get(steps);
  if (known) return known;
  const opened = new Map<EventCode, ResultOpened>();
  for (const [step, entry] of Object.entries(steps) as [StepId, StepEntry][]) {
    for (const code of entry.result?.events ?? []) if (!opened.has(code)) opened.set(code, { kind: entry.result!.kind, step, appDrawn: entry.result!.appDrawn ?? null });
  }
  openedByEntries.set(steps, opened);
  return opened;
}
