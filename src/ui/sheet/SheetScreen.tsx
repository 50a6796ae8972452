import { useEffect, useState } from 'react';
import { isFinished, usesSeed } from '../../engine';
import { shareBase } from '../../share/base';
import { shareLink } from '../../share/link';
import { PublicAddressField } from '../share/ShareLinkControl';
import { useNavigation } from '../navigation';
import { rules, rulesFor, useGame } from '../store';
import { SHEET_WORDS } from './words';
import { BattleSheet } from './BattleSheet';
import { useGameViews } from '../store/views';
import { battleSealed } from '../store/seals';
import { exportGameFile } from '../gameFile';
import { ExportButton } from '../library/ExportButton';
import { LIBRARY_WORDS } from '../words/library';

/**
 * The share link of the game on screen, once made (null while it is made, or when no link can be made), with where
 * it points (`shareBase`): made again by `remake`, after the public address was saved.
 */
function useShareLink(done: boolean): { link: { url: string; source: ReturnType<typeof shareBase>['source'] } | null; remake: () => void } {
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const [made, setMade] = useState<{ for: unknown; url: string; source: ReturnType<typeof shareBase>['source'] } | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!done || !setup) return;
    let current = true;
    // The sheet's link and QR code open the sheet (link version 3 marks them).
    const { base, source } = shareBase();
    shareLink(rules(), { setup, actions: log }, { base, sheet: true }).then(
      (result) => current && result.ok && setMade({ for: log, url: result.url, source }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [done, setup, log, asked]);
  return { link: made && made.for === log ? made : null, remake: () => setAsked((n) => n + 1) };
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
  const done = game ? isFinished(game.room) : false;
  const { link, remake } = useShareLink(done);
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
      shareUrl={link?.url ?? null}
      back={back}
      gameFile={gameFile}
      address={
        // As the menu's share link does (issue 38): a link to this computer opens on no phone, so the sheet says so and asks for the public address.
        link && (link.source === 'local' || link.source === 'saved') ? (
          <div className="sheet-address">
            {link.source === 'local' && <p className="hint">{SHEET_WORDS.qrLocal}</p>}
            <PublicAddressField onSaved={remake} />
          </div>
        ) : undefined
      }
    />
  );
}
