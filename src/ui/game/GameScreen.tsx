import { useCallback, useEffect, useRef, useState } from 'react';
import { cardRound } from '../../engine';
import { eventText, stepNameText, refusalText, turnText, wordContext } from '../words';
import { StepRules } from '../rules/StepRules';
import { ErrorNotice } from '../components/ErrorNotice';
import { lastPublicEvent, rulesFor, useGame } from '../store';
import { useGameViews } from '../store/views';
import { NoGameOpen } from '../library/NoGameOpen';
import { ProfileDeadEndWarning } from '../profiles/ProfileDeadEndWarning';
import { LogPanel } from './LogPanel';
import { nextResult } from './results';
import { RESULT_WORDS } from '../words/results';
import { useWindowSync } from '../sync/useWindowSync';
import { STEPS } from '../steps/registry';
import { lazyNamed, preloadWhenIdle } from '../components/lazyNamed';
import { CitationCards } from '../rules/panels';
import { LoadGuard } from '../components/LoadGuard';
import { PbsMap, ScoutingOddsPanel, TableDiagram } from '../steps/pictures';
import { GAME_SCREEN_WORDS as W } from './words';
import { GameBar } from './GameBar';
import { focusFirstControl } from './stepFocus';

/** The result of a roll or a reveal, shown on its own screen: never at a game's first step, so it loads with the later steps' screens. */
const ResultScreen = lazyNamed(() => import('./ResultScreen'), 'ResultScreen');

/** A stored game that cannot be resumed is never a game's first step either: its screen comes with the words that say why. */
const UnreadableGame = lazyNamed(() => import('../library/UnreadableGame'), 'UnreadableGame');

/** Loads the later steps' screens, their pictures and the rule panels when the browser is idle, so no step waits on its code; returns how to stop. */
export function preloadGameParts(): () => void {
  return preloadWhenIdle([PbsMap, TableDiagram, ResultScreen, ...Object.values(STEPS).map((entry) => entry.Screen), CitationCards]);
}

/**
 * The wizard: the game bar, then the current step's decision with whose turn it is and the rule it applies, then the
 * picture it needs (the PBS map until the march ends, the table diagram from the secure flanks on: beside the step on a
 * laptop, under it on a phone), and the log; the step registry (`STEPS`) says what each step shows.
 */
export function GameScreen() {
  const { setup, log, events, undoneEvents, holder, refusal, storageProblem, resultsFrom, dispatch, undoTo, redo, seeResults, dismissRefusal, load } = useGame();
  const r = setup && rulesFor(setup);
  const game = useGameViews(r);
  useEffect(() => {
    if (!useGame.getState().setup) load();
  }, [load]);
  useWindowSync();
  useEffect(preloadGameParts, []);
  const heading = useRef<HTMLHeadingElement>(null);
  const decision = useRef<HTMLDivElement>(null);
  // On a reload the step's own screen may come after the rest: the rule and the side wait for it, so nothing moves
  // when it comes (Lighthouse's layout shift, the bench's mid-game figure).
  const [screenDrawn, setScreenDrawn] = useState(false);
  const drawn = useCallback(() => setScreenDrawn(true), []);
  const opened = useRef(false);
  // The step the page was last brought to: a new one (a new title, each day of the march too) scrolls its heading to the top.
  const shownStep = useRef<string | null>(null);
  const showsGame = !storageProblem && Boolean(setup && game);
  const actions = log.length;
  const shownResult = setup && game && resultsFrom !== null ? nextResult(setup, events, resultsFrom, STEPS) : null;
  const stepKey = game ? `${game.room.stepId}:${game.room.days.length}:${shownResult ? `${shownResult.kind}@${shownResult.end}` : ''}` : null;
  useEffect(() => {
    if (!showsGame) return;
    // A game just opened is a new page: its title takes the focus, the decision is the next stop.
    if (!opened.current) {
      opened.current = true;
      shownStep.current = stepKey;
      heading.current?.focus();
      return;
    }
    const newStep = stepKey !== shownStep.current;
    shownStep.current = stepKey;
    // A recorded table position or a battle turn's weather is not a new step: the focus stays on the piece being recorded, or the weather tracker.
    const stayed = useGame.getState().state?.stepId;
    const lastType = useGame.getState().log.at(-1)?.type;
    if (stayed && lastType && STEPS[stayed]?.keepsFocus?.includes(lastType)) return;
    if (decision.current) return focusFirstControl(decision.current, heading.current, newStep ? heading.current : null);
  }, [actions, resultsFrom, showsGame, stepKey]);
  if (storageProblem) {
    return (
      <LoadGuard>
        <UnreadableGame problem={storageProblem} />
      </LoadGuard>
    );
  }
  if (!setup || !r || !game) return <NoGameOpen />;
  const { room, view, answers } = game;
  const step = STEPS[room.stepId]!;
  const result = resultsFrom === null ? null : nextResult(setup, events, resultsFrom, STEPS);
  const stepTitle = cardRound(room) === 'day' ? W.marchDay({ day: room.days.length + 1, days: r.editions[room.setup.edition].march.days }) : stepNameText(room.stepId);
  const title = result ? RESULT_WORDS[result.kind].title : stepTitle;
  const words = wordContext(r, room, setup);
  const lastEvent = lastPublicEvent(events);
  const last = lastEvent && eventText(words, lastEvent);
  const picture = step.table ? 'table' : step.map === true && room.territory ? 'map' : null;
  const map = step.map && room.territory && (
    <LoadGuard>
      <PbsMap rules={r} view={room} />
    </LoadGuard>
  );
  const heading1 = title.charAt(0).toUpperCase() + title.slice(1);
  return (
    <div className="game-layout">
      <GameBar rules={r} setup={setup} stepId={room.stepId} seal={answers.seal} />
      <section aria-labelledby="step-title" className="game-step">
        <h1 id="step-title" ref={heading} tabIndex={-1} className="step-title">
          {heading1}
        </h1>
        {/* The focus goes to the step's first control, not its title: the new step is said here. */}
        <p className="visually-hidden" aria-live="polite">
          {W.nowAt({ title: heading1 })}
        </p>
        {!result && (
          <p className="turn">
            <strong>{W.turn}</strong> {turnText(words, game.turn)}
          </p>
        )}
        {last && !result && (
          <p className="last-event" role="status">
            <strong>{W.last}</strong> {last}
          </p>
        )}
        <ProfileDeadEndWarning rules={r} setup={setup} />
        {/* The step's own screen: its decisions, each with its one-line explanation (issue 29). */}
        <div ref={decision} className="step-decision step-screen" data-step-screen="">
          {result ? (
            <LoadGuard key="result" onSettled={drawn}>
              <ResultScreen rules={r} setup={setup} view={room} result={result} onGoOn={() => seeResults(nextResult(setup, events, result.end, STEPS) ? result.end : null)} />
            </LoadGuard>
          ) : (
            <LoadGuard key={room.stepId} onSettled={drawn}>
              <step.Screen rules={r} view={view} answers={answers} dispatch={dispatch} variant={step.variant} />
            </LoadGuard>
          )}
        </div>
        {refusal && <ErrorNotice key={JSON.stringify(refusal)} message={refusalText(words, refusal)} details={`refusal: ${refusal.code}`} onDismiss={dismissRefusal} />}
        {step.odds && setup.odds && !result && (
          <LoadGuard>
            <ScoutingOddsPanel key={log.length} rules={r} view={view} />
          </LoadGuard>
        )}
        {/* A result screen cites the rule of the step it ends; the last event would get ahead of it. */}
        {screenDrawn && <StepRules rules={r} source={game.sourceOf(result ? result.step : room.stepId)} edition={room.setup.edition} />}
      </section>
      {screenDrawn && (
        <div className="game-side">
          {picture === 'table' && (
            <div className="game-picture">
              <LoadGuard>
                <TableDiagram rules={r} view={room} onRecord={dispatch} />
              </LoadGuard>
            </div>
          )}
          {picture === 'map' && <div className="game-picture">{map}</div>}
          <aside aria-label={W.mapAndLog}>
            <LogPanel rules={r} setup={setup} view={room} events={events} undoneEvents={undoneEvents} holder={holder} onUndo={undoTo} onRedo={redo} />
            {/* Once the table is the picture (or the step shows its own), the finished march stays at hand below the log. */}
            {(picture === 'table' || step.map === 'underLog') && map}
          </aside>
        </div>
      )}
    </div>
  );
}
