import { useEffect, useState } from 'react';
import { usesSeed } from '../../engine';
import { shareLink } from '../../share/link';
import { useNavigation } from '../navigation';
import { rules, rulesFor, useGame } from '../store';
import { SHEET_WORDS } from './words';
import { BattleSheet } from './BattleSheet';
import { useGameViews } from '../store/views';
import { battleSealed } from '../store/seals';
import { exportGameFile } from '../gameFile';
import { ExportButton } from '../library/ExportButton';
import { LIBRARY_WORDS } from '../words/library';

/** The share link of the game on screen, once made (null while it is made, or when no link can be made). */
function useShareUrl(done: boolean): string | null {
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const [url, setUrl] = useState<{ for: unknown; url: string } | null>(null);
  useEffect(() => {
    if (!done || !setup) return;
    let current = true;
    // The sheet's link and QR code open the sheet (link version 3 marks them).
    shareLink(rules(), { setup, actions: log }, { sheet: true }).then(
      (result) => current && result.ok && setUrl({ for: log, url: result.url }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [done, setup, log]);
  return url && url.for === log ? url.url : null;
}

/** The screen of `#/sheet`: the battle sheet of the game in progress, once its pre-battle is over. */
export function SheetScreen() {
  const setup = useGame((s) => s.setup);
  const game = useGameViews(setup && rulesFor(setup));
  const load = useGame((s) => s.load);
  const go = useNavigation((s) => s.go);
  useEffect(() => {
    if (!useGame.getState().setup) load();
  }, [load]);
  const log = useGame((s) => s.log);
  const startedAt = useGame((s) => s.startedAt);
  const sealed = useGame((s) => (s.state ? battleSealed(s.state) : false));
  const done = game?.room.stepId === 'done';
  const shareUrl = useShareUrl(done);
  const back = { label: SHEET_WORDS.back, onBack: () => go('game') };
  if (!setup || !game || !done) {
    return (
      <section aria-labelledby="sheet-missing-title">
        <h1 id="sheet-missing-title">{SHEET_WORDS.heading}</h1>
        <p>{game ? SHEET_WORDS.notDone : SHEET_WORDS.noGame}</p>
        <button type="button" onClick={back.onBack}>
          {back.label}
        </button>
      </section>
    );
  }
  // Done: the pre-battle's code is revealed when the app rolled or dealt, and the battle's once the battle is over.
  const gameFile = <ExportButton label={LIBRARY_WORDS.exportNow} modes={setup} stepId={game.room.stepId} battleSealed={sealed} onExport={() => exportGameFile(setup, log, startedAt)} />;
  return (
    <BattleSheet
      rules={rulesFor(setup)}
      view={game.room}
      seed={game.answers.seal?.seed ?? null}
      codeLost={game.answers.seal === null && usesSeed(setup)}
      battleSeal={game.answers.battleSeal}
      shareUrl={shareUrl}
      back={back}
      gameFile={gameFile}
    />
  );
}
