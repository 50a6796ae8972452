import { Component, useEffect, useState, type ReactNode } from 'react';
import { isFinished, seedFingerprint, usesSeed } from '../../engine';
import { readShared, type ReadResult, type SharedBattle as Battle } from '../../share/link';
import { PbsMap } from '../components/PbsMap';
import { formatHash } from '../navigation';
import { rules, rulesFor } from '../store';
import { continueBlockedText, SHARED_OPENING_WORDS, SHARED_SHEET_WORDS, sharedStatusText, sharedTitle } from './words';
import { readFailureText } from './failureWords';
import { BattleSheet } from '../sheet';
import { ContinueCopy } from './ContinueCopy';
import { SharedExtras } from './SharedExtras';
import { SharedSummary } from './SharedSummary';
import './share.css';

/** Why a shared battle is not shown, with the way home; nothing on this device is changed. */
function CannotOpen({ message }: { message: string }) {
  return (
    <section className="error-box" role="alert" aria-labelledby="shared-problem-title">
      <h1 id="shared-problem-title">{SHARED_OPENING_WORDS.cannotOpen}</h1>
      <p>{message}</p>
      <p>{SHARED_OPENING_WORDS.nothingChanged}</p>
      <p>
        <a href={formatHash('home')}>{SHARED_OPENING_WORDS.home}</a>
      </p>
    </section>
  );
}

/** Whatever a strange link makes a screen throw, the player sees a message and the way home, never a blank page. */
class ShowGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <CannotOpen message={readFailureText(rules(), { reason: 'invalid' })} /> : this.props.children;
  }
}

/** A shared battle, read-only: players, status, the PBS map, the battle summary, then "Continue a copy" or why not. */
function SharedBattleView({ battle }: { battle: Battle }) {
  const view = battle.view;
  const r = rulesFor(view.setup);
  const done = isFinished(view);
  const game = battle.kind === 'game' ? battle : null;
  const drawsFromSeed = usesSeed(view.setup);
  const seed = game?.seedChecked ? (game.log.setup.seed ?? null) : null;
  const fingerprint = game ? (drawsFromSeed && seed !== null ? seedFingerprint(seed) : null) : battle.kind === 'view' ? battle.fingerprint : null;
  const blocked = continueBlockedText(battle.kind);
  // A battle sheet's QR code opens the sheet itself (link version 3 marks it, issue 38); any other link opens the summary.
  const [shown, setShown] = useState<'sheetFirst' | 'summary' | 'sheet'>(battle.fromSheet && done ? 'sheetFirst' : 'summary');
  const show = (next: 'summary' | 'sheet') => {
    setShown(next);
    // The other page opens at its top, not where the last was scrolled to ("Battle sheet" is at the summary's foot).
    if (window.scrollY > 0) window.scrollTo(0, 0);
  };
  if (shown !== 'summary') {
    // Shown on its own, so printing prints the sheet alone.
    const back = { label: shown === 'sheetFirst' ? SHARED_SHEET_WORDS.toShared : SHARED_SHEET_WORDS.backToShared, onBack: () => show('summary') };
    return <BattleSheet rules={r} view={view} seed={seed} codeLost={game !== null && drawsFromSeed && !game.seedChecked} shareUrl={window.location.href} back={back} />;
  }
  return (
    <article className="shared-battle" aria-labelledby="shared-title">
      <h1 id="shared-title">{sharedTitle(view.setup)}</h1>
      <p>{sharedStatusText({ done, kind: battle.kind, seedChecked: game?.seedChecked ?? false, setup: view.setup, battleTurns: view.battle.turns.length })}</p>
      <div className="shared-layout">
        <SharedSummary rules={r} view={view} seed={seed} fingerprint={fingerprint} />
        {view.territory && <PbsMap rules={r} view={view} />}
      </div>
      <SharedExtras rules={r} view={view} onOpenSheet={() => show('sheet')} />
      {game ? <ContinueCopy log={game.log} /> : blocked && <p className="hint">{blocked}</p>}
      <p>
        <a href={formatHash('home')}>{SHARED_OPENING_WORDS.home}</a>
      </p>
    </article>
  );
}

/** The screen of `#/shared/<payload>`: opens the link (never touching the saved game), then shows the battle or why it cannot. */
export function SharedBattle({ payload }: { payload: string }) {
  const [result, setResult] = useState<ReadResult | null>(null);
  useEffect(() => {
    let current = true;
    readShared(rules(), payload).then(
      (read) => current && setResult(read),
      () => current && setResult({ ok: false, reason: 'damaged' }),
    );
    return () => {
      current = false;
    };
  }, [payload]);
  if (!result) return <p role="status">{SHARED_OPENING_WORDS.opening}</p>;
  if (!result.ok) return <CannotOpen message={readFailureText(rules(), result)} />;
  return (
    <ShowGuard>
      <SharedBattleView battle={result.battle} />
    </ShowGuard>
  );
}
