import { useMemo, useRef, useState, type ReactNode } from 'react';
import { opponent, reveals, stepOfEvent, type GameEvent, type PublicView, type Rules, type Setup, type Side } from '../../engine';
import { undoNeeds } from '../store';
import { Question } from '../components/Question';
import { actionText, nameOf, rollOffTiesText, takeBackText, UNDO_WORDS, undoWarningText, wordContext, type WordContext } from '../words';
import { COMMON_WORDS } from '../components/commonWords';
import { LOG_WORDS } from './words';

type Events = readonly (readonly GameEvent[])[];

/** One line of the log: the actions from `start` to `end` (exclusive); a run of repeated events is one line. */
export interface LogLine {
  start: number;
  end: number;
  run: boolean;
}

/** Most lines the panel shows at once; "Show earlier" adds as many again. */
export const PAGE = 200;
/** The shortest run of roll-off ties that is told as one line. */
const SHORTEST_RUN = 3;

const publicOnly = (events: readonly GameEvent[]) => events.filter((e) => e.audience === 'public');

/** Whether an action's public events are a single tied roll-off (PBS 8.A: ties are re-rolled, possibly thousands of times with physical dice). */
function isTie(events: readonly GameEvent[] | undefined): boolean {
  const seen = events ? publicOnly(events) : [];
  return seen.length === 1 && seen[0]!.code === 'rolledOff' && seen[0]!.params.winner === null;
}

/** The log's lines: one per action, except that a run of roll-off ties becomes one line. Linear in the log, no replay. */
export function logLines(events: Events): LogLine[] {
  const lines: LogLine[] = [];
  let i = 0;
  while (i < events.length) {
    let end = i + 1;
    if (isTie(events[i])) while (end < events.length && isTie(events[end])) end++;
    if (end - i >= SHORTEST_RUN) lines.push({ start: i, end, run: true });
    else for (let k = i; k < end; k++) lines.push({ start: k, end: k + 1, run: false });
    i = end;
  }
  return lines;
}

function lineText(ctx: WordContext, events: Events, line: LogLine): string {
  if (line.run) return rollOffTiesText(line.end - line.start);
  return actionText(ctx, events[line.start] ?? [], reveals) || 'A step with nothing to show.';
}

type Confirming = { count: number; step: 'many' | 'reveal' | 'takeBack'; owner: Side | null; reveal: boolean };

export interface LogPanelProps {
  rules: Rules;
  setup: Setup;
  /** What the room sees: the log tells only public events. */
  view: PublicView;
  /** The events of each action in the log, from the store. */
  events: Events;
  /** The events of each undone action that can be redone, next first. */
  undoneEvents: Events;
  /** Whose hand this window shows now, or nobody. */
  holder: Side | null;
  onUndo: (count: number) => boolean;
  onRedo: () => boolean;
}

/**
 * Every public event in words with player names; undo back to any point (both players agree to undo a
 * reveal; only its owner takes back a face-down card, behind the curtain) and redo of what was undone.
 */
export function LogPanel({ rules, setup, view, events, undoneEvents, holder, onUndo, onRedo }: LogPanelProps) {
  const ctx = useMemo(() => wordContext(rules, view, setup), [rules, view, setup]);
  const lines = useMemo(() => logLines(events), [events]);
  const undoneLines = useMemo(() => logLines(undoneEvents), [undoneEvents]);
  const [limit, setLimit] = useState(PAGE);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [blocked, setBlocked] = useState<{ owner: Side; holder: Side } | null>(null);
  // The undo button that opened a confirmation gets the focus back when the players decline.
  const opener = useRef<HTMLButtonElement | null>(null);
  // A confirmation or a message about an older log (another window moved the game on) no longer applies.
  const [askedAbout, setAskedAbout] = useState(events);
  if (askedAbout !== events) {
    setAskedAbout(events);
    setConfirming(null);
    setBlocked(null);
  }

  const finish = (count: number, owner: Side | null) => {
    setConfirming(null);
    if (!onUndo(count) && owner && holder === opponent(owner)) setBlocked({ owner, holder });
  };
  const undo = (count: number, from: HTMLButtonElement) => {
    const needs = undoNeeds(view, events, count);
    setBlocked(null);
    if (needs.takeBack && holder === opponent(needs.takeBack)) {
      setConfirming(null);
      setBlocked({ owner: needs.takeBack, holder });
      return;
    }
    opener.current = from;
    const asking = { count, owner: needs.takeBack, reveal: needs.reveal };
    if (events.length - count > 1) setConfirming({ ...asking, step: 'many' });
    else next(asking);
  };
  /** After the warning about how much is taken back: the reveal both must agree to, then the owner's take-back. */
  const next = (asking: Omit<Confirming, 'step'>, after: Confirming['step'] | null = null) => {
    if (asking.reveal && after !== 'reveal') setConfirming({ ...asking, step: 'reveal' });
    else if (asking.owner) setConfirming({ ...asking, step: 'takeBack' });
    else finish(asking.count, null);
  };
  const decline = () => {
    setConfirming(null);
    opener.current?.focus();
  };

  const shown = lines.slice(Math.max(0, lines.length - limit));
  const hidden = lines.length - shown.length;
  const undoButton = (count: number, text: string): ReactNode => (
    <button type="button" className="ghost small" onClick={(e) => undo(count, e.currentTarget)} aria-label={LOG_WORDS.undoLabel({ event: count + 1 })}>
      {text}
    </button>
  );
  return (
    <section className="log" aria-labelledby="log-title">
      <h2 id="log-title">{LOG_WORDS.title}</h2>
      {blocked && (
        <div className="error-box" role="alert">
          <p>{UNDO_WORDS.blocked({ holder: nameOf(ctx, blocked.holder), owner: nameOf(ctx, blocked.owner) })}</p>
          <button type="button" className="ghost small" onClick={() => setBlocked(null)}>
            {COMMON_WORDS.dismiss}
          </button>
        </div>
      )}
      {confirming?.step === 'many' && (
        <Question
          title={undoWarningText(events.slice(confirming.count), stepOfEvent)}
          confirm={
            <button type="button" onClick={() => next(confirming)}>
              {UNDO_WORDS.takeThemBack}
            </button>
          }
          cancelLabel={UNDO_WORDS.cancel}
          onCancel={decline}
        />
      )}
      {confirming?.step === 'reveal' && (
        <Question
          title={UNDO_WORDS.reveal}
          confirm={
            <button type="button" onClick={() => next(confirming, 'reveal')}>
              {UNDO_WORDS.bothAgree}
            </button>
          }
          cancelLabel={UNDO_WORDS.cancel}
          onCancel={decline}
        />
      )}
      {confirming?.step === 'takeBack' && confirming.owner && (
        <Question
          title={takeBackText(ctx, confirming.owner)}
          confirm={
            <button type="button" onClick={() => finish(confirming.count, confirming.owner)}>
              {UNDO_WORDS.takeBackYes({ player: nameOf(ctx, confirming.owner) })}
            </button>
          }
          cancelLabel={UNDO_WORDS.keepIt}
          onCancel={decline}
        />
      )}
      {lines.length === 0 ? (
        <p>{LOG_WORDS.nothingYet}</p>
      ) : (
        <>
          {hidden > 0 && (
            <button type="button" className="ghost small" onClick={() => setLimit(limit + PAGE)}>
              {LOG_WORDS.showEarlier({ more: hidden })}
            </button>
          )}
          <ol className="log-list">
            {shown.map((line) => (
              <li key={line.start}>
                <span>{lineText(ctx, events, line)}</span>{' '}
                {line.run ? (
                  <>
                    {undoButton(line.start, LOG_WORDS.undoBeforeTies)} {undoButton(line.end - 1, LOG_WORDS.undoLastTie)}
                  </>
                ) : (
                  undoButton(line.start, LOG_WORDS.undoHere)
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {undoneLines.length > 0 && (
        <>
          <h3 id="undone-title">{LOG_WORDS.undone}</h3>
          <ol className="log-undone" aria-labelledby="undone-title" style={{ color: 'var(--muted)' }}>
            {undoneLines.slice(0, PAGE).map((line, i) => (
              <li key={line.start}>
                <span>{lineText(ctx, undoneEvents, line)}</span>{' '}
                {i === 0 && (
                  <button type="button" className="ghost small" onClick={onRedo}>
                    {LOG_WORDS.redo}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {undoneLines.length > PAGE && <p>{LOG_WORDS.moreUndone({ more: undoneLines.length - PAGE })}</p>}
        </>
      )}
    </section>
  );
}
