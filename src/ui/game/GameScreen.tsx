import { useEffect, useRef } from 'react';
import { actor, stepSource } from '../../engine';
import { eventText, phaseText, refusalText, turnText, wordContext } from '../words';
import { StepRules } from '../rules/StepRules';
import { ErrorNotice } from '../components/ErrorNotice';
import { lastPublicEvent, rulesFor, useGame } from '../store';
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
import { STEPS } from '../steps/registry';
import { preloadWhenIdle } from '../components/lazyNamed';
import { CitationCards } from '../rules/panels';
import { LoadGuard } from '../components/LoadGuard';
import { GameFileButtons } from './GameFileButtons';
import { ShareLinkControl } from '../share/ShareLinkControl';
import { PbsMap, ScoutingOddsPanel, TableDiagram } from '../steps/pictures';
import { GAME_SCREEN_WORDS as W } from './words';

/** Actions after which the focus stays where the player is rather than going to the step's title. */
const STAY_FOCUSED = new Set<string | undefined>(['recordPosition', 'rollBattleWeather', 'endBattle']);

/** Loads the later steps' screens, their pictures and the rule panels when the browser is idle, so no step waits on its code; returns how to stop. */
export function preloadGameParts(): () => void {
  return preloadWhenIdle([PbsMap, TableDiagram, ...Object.values(STEPS).map((entry) => entry.Screen), CitationCards]);
}

/** The wizard: the current step with whose turn it is and the rule it applies, the PBS map, and the log. */
export function GameScreen() {
  const { setup, log, events, undoneEvents, holder, state, refusal, storageProblem, resultsFrom, dispatch, undoTo, redo, seeResults, dismissRefusal, load } =
    useGame();
  useEffect(() => {
    if (!useGame.getState().state) load();
  }, [load]);
  useWindowSync();
  useEffect(preloadGameParts, []);
  const heading = useRef<HTMLHeadingElement>(null);
  const showsGame = !storageProblem && Boolean(setup && state);
  const actions = log.length;
  useEffect(() => {
    if (!showsGame) return;
    // A recorded table position or a battle turn's weather is not a new step: the focus stays on the piece being recorded, or the weather tracker.
    if (STAY_FOCUSED.has(useGame.getState().log.at(-1)?.type)) return;
    heading.current?.focus();
  }, [actions, resultsFrom, showsGame]);
  if (storageProblem) return <UnreadableGame problem={storageProblem} />;
  if (!setup || !state) return <NoGameOpen />;
  const r = rulesFor(setup);
  const step = STEPS[state.phase];
  const result = resultsFrom === null ? null : nextResult(setup, events, resultsFrom);
  const stepTitle = state.phase === 'march' ? W.marchDay(state.days.length + 1, r.editions[state.setup.edition].march.days) : phaseText(state.phase);
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
            <strong>{W.turn}</strong> {turnText(words, actor(r, state))}
          </p>
        )}
        {/* A result screen cites the rule of the step it ends; the last event would get ahead of it. */}
        <StepRules rules={r} source={stepSource(r, result ? { ...state, phase: RESULT_PHASE[result.kind] } : state)} edition={state.setup.edition} />
        {last && !result && (
          <p className="last-event" role="status">
            <strong>{W.last}</strong> {last}
          </p>
        )}
        <SaveProblem />
        {result ? (
          <ResultScreen rules={r} setup={setup} state={state} result={result} onGoOn={() => seeResults(nextResult(setup, events, result.end) ? result.end : null)} />
        ) : (
          <LoadGuard key={state.phase}>
            <step.Screen rules={r} state={state} dispatch={dispatch} />
          </LoadGuard>
        )}
        {step.odds && setup.odds && !result && (
          <LoadGuard>
            <ScoutingOddsPanel key={log.length} rules={r} state={state} />
          </LoadGuard>
        )}
        {refusal && <ErrorNotice key={JSON.stringify(refusal)} message={refusalText(words, refusal)} details={`refusal: ${refusal.code}`} onDismiss={dismissRefusal} />}
        <GameFileButtons />
        {state.phase !== 'done' && <ShareLinkControl />}
        <ProjectorControls />
        {step.table && (
          <LoadGuard>
            <TableDiagram rules={r} view={state} onRecord={dispatch} />
          </LoadGuard>
        )}
      </section>
      <aside aria-label={W.mapAndLog}>
        {step.map && state.territory && (
          <LoadGuard>
            <PbsMap rules={r} view={state} />
          </LoadGuard>
        )}
        <LogPanel rules={r} setup={setup} state={state} events={events} undoneEvents={undoneEvents} holder={holder} onUndo={undoTo} onRedo={redo} />
      </aside>
    </div>
  );
}
