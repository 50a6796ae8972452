import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { actor, stepSource, type Phase } from '../../engine';
import { eventText, phaseText, refusalText, turnText, wordContext } from '../words';
import { PbsMap } from '../components/PbsMap';
import { StepRules } from '../rules';
import { ErrorNotice } from '../components/ErrorNotice';
import { lastPublicEvent, rulesFor, useGame } from '../store';
import { DeploymentStep, PreGameMovesStep, ScoutingStep, VitalSettlementStep, WeatherStep } from '../steps/ClosingSteps';
import { ChooseTerritoryStep, MoveCounterStep, PlaceCounterStep } from '../steps/MapSteps';
import { ChooseRoleStep, DealStep, InterceptStep, RollOffStep, SeasonStep } from '../steps/OpeningSteps';
import { SecretCardStep } from '../steps/SecretCardStep';
import { SecureFlanksStep } from '../steps/SecureFlanksStep';
import { PlaceTerrainStep, SelectTerrainStep } from '../steps/TerrainSteps';
import type { StepProps } from '../steps/types';
import { NoGameOpen } from '../library/NoGameOpen';
import { SaveProblem } from '../library/SaveProblem';
import { UnreadableGame } from '../library/UnreadableGame';
import { ProjectorControls } from '../projector/ProjectorControls';
import { SeedSeal } from './SeedSeal';
import { OddsSetting } from '../odds/OddsSetting';
import { LogPanel } from './LogPanel';
import { nextResult, RESULT_PHASE } from './results';
import { ResultScreen } from './ResultScreen';
import { RESULT_WORDS } from '../words/results';
import { useWindowSync } from '../sync/useWindowSync';
import { WhichGame } from '../sync/WhichGame';
import { RulesInUse } from './RulesInUse';
import { GAME_PARTS, preloadGameParts, tableShown } from './gameParts';
import { ODDS_PARTS } from '../odds/oddsParts';
import { Loading } from '../components/Loading';
import { afterNextPaint } from '../shell/firstPaint';

const GameFileButtons = GAME_PARTS.GameFileButtons.Component;
const ShareLinkControl = GAME_PARTS.ShareLinkControl.Component;
const ScoutingOddsPanel = ODDS_PARTS.ScoutingOddsPanel.Component;
const SummaryStep = GAME_PARTS.SummaryStep.Component;
const TableDiagram = GAME_PARTS.TableDiagram.Component;
const WeatherTracker = GAME_PARTS.WeatherTracker.Component;

const STEPS: Record<Exclude<Phase, 'done'>, ComponentType<StepProps>> = {
  rollOff: RollOffStep,
  chooseRole: ChooseRoleStep,
  intercept: InterceptStep,
  season: SeasonStep,
  shuffle: DealStep,
  dealPbs: DealStep,
  territoryCards: SecretCardStep,
  chooseTerritory: ChooseTerritoryStep,
  placeCounter: PlaceCounterStep,
  march: SecretCardStep,
  moveCounter: MoveCounterStep,
  secureFlanks: SecureFlanksStep,
  selectCompulsory: SelectTerrainStep,
  placeCompulsory: PlaceTerrainStep,
  selectOptional: SelectTerrainStep,
  placeOptional: PlaceTerrainStep,
  vitalSettlement: VitalSettlementStep,
  weather: WeatherStep,
  scouting: ScoutingStep,
  deployment: DeploymentStep,
  preGameMoves: PreGameMovesStep,
};

/** Actions after which the focus stays where the player is rather than going to the step's title. */
const STAY_FOCUSED = new Set<string | undefined>(['recordPosition', 'rollBattleWeather', 'endBattle']);


/** The wizard: the current step with whose turn it is and the rule it applies, the PBS map, and the log. */
export function GameScreen() {
  const { setup, log, events, undoneEvents, holder, state, refusal, storageProblem, resultsFrom, dispatch, undoTo, redo, seeResults, dismissRefusal, load } =
    useGame();
  useEffect(() => {
    if (!useGame.getState().state) load();
  }, [load]);
  useWindowSync();
  const odds = setup?.odds === true;
  useEffect(() => preloadGameParts(odds), [odds]);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  const actions = log.length;
  useEffect(() => {
    // A recorded table position or a battle turn's weather is not a new step: the focus stays on the piece being recorded, or the weather tracker.
    if (STAY_FOCUSED.has(useGame.getState().log.at(-1)?.type)) return;
    const focus = () => {
      opened.current = true;
      heading.current?.focus();
    };
    if (opened.current) return focus();
    // A game opening (Resume, a reload) takes the focus once it is on screen: taken during the first render,
    // it laid the whole page out in that task, the longest of a reload (issue 14).
    return afterNextPaint(focus);
  }, [actions, resultsFrom]);
  if (storageProblem) return <UnreadableGame problem={storageProblem} />;
  if (!setup || !state) return <NoGameOpen />;
  const r = rulesFor(setup);
  const Step = state.phase === 'done' ? null : STEPS[state.phase];
  const result = resultsFrom === null ? null : nextResult(setup, events, resultsFrom);
  const stepTitle = state.phase === 'march' ? `The march: day ${state.days.length + 1} of ${r.editions[state.setup.edition].march.days}` : phaseText(state.phase);
  const title = result ? RESULT_WORDS[result.kind].title : stepTitle;
  const words = wordContext(r, state, setup);
  const lastEvent = lastPublicEvent(events);
  const last = lastEvent && eventText(words, lastEvent);
  return (
    <div className="game-layout">
      <section aria-labelledby="step-title">
        <h1 id="step-title" ref={heading} tabIndex={-1} className="step-title">
          {title.charAt(0).toUpperCase() + title.slice(1)}
        </h1>
        <WhichGame />
        <RulesInUse rules={r} edition={setup.edition} />
        {state.phase !== 'done' && <SeedSeal state={state} />}
        <OddsSetting on={setup.odds === true} />
        {!result && (
          <p className="turn">
            <strong>Turn:</strong> {turnText(words, actor(r, state))}
          </p>
        )}
        {/* A result screen cites the rule of the step it ends; the last event would get ahead of it. */}
        <StepRules rules={r} source={stepSource(r, result ? { ...state, phase: RESULT_PHASE[result.kind] } : state)} edition={state.setup.edition} />
        {last && !result && (
          <p className="last-event" role="status">
            <strong>Last:</strong> {last}
          </p>
        )}
        <SaveProblem />
        {result ? (
          <ResultScreen rules={r} setup={setup} state={state} result={result} onGoOn={() => seeResults(nextResult(setup, events, result.end) ? result.end : null)} />
        ) : Step ? (
          <Step rules={r} state={state} dispatch={dispatch} />
        ) : (
          <Suspense fallback={<Loading />}>
            <WeatherTracker rules={r} state={state} dispatch={dispatch} />
            <SummaryStep rules={r} state={state} dispatch={dispatch} />
          </Suspense>
        )}
        <Suspense fallback={null}>{setup.odds && !result && <ScoutingOddsPanel key={log.length} rules={r} state={state} />}</Suspense>
        {refusal && <ErrorNotice key={JSON.stringify(refusal)} message={refusalText(words, refusal)} details={`refusal: ${refusal.code}`} onDismiss={dismissRefusal} />}
        <Suspense fallback={null}>
          <GameFileButtons />
          {state.phase !== 'done' && <ShareLinkControl />}
        </Suspense>
        <ProjectorControls />
        <Suspense fallback={<Loading />}>{tableShown(state.phase) && <TableDiagram rules={r} view={state} onRecord={dispatch} />}</Suspense>
      </section>
      <aside aria-label="Map and log">
        {state.territory && state.phase !== 'placeCounter' && state.phase !== 'moveCounter' && <PbsMap rules={r} view={state} />}
        <LogPanel rules={r} setup={setup} state={state} events={events} undoneEvents={undoneEvents} holder={holder} onUndo={undoTo} onRedo={redo} />
      </aside>
    </div>
  );
}
