import { useEffect, useState } from 'react';
import { shareLink } from '../../share/link';
import { useNavigation } from '../navigation';
import { rules, rulesFor, useGame } from '../store';
import { SHEET_WORDS } from './words';
import { BattleSheet } from './BattleSheet';
import { battleSealOf } from '../battle/seal';

/** The share link of the game on screen, once made (null while it is made, or when no link can be made). */
function useShareUrl(done: boolean): string | null {
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const [url, setUrl] = useState<{ for: unknown; url: string } | null>(null);
  useEffect(() => {
    if (!done || !setup) return;
    let current = true;
    shareLink(rules(), { setup, actions: log }).then(
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
  const state = useGame((s) => s.state);
  const load = useGame((s) => s.load);
  const go = useNavigation((s) => s.go);
  useEffect(() => {
    if (!useGame.getState().state) load();
  }, [load]);
  const done = state?.phase === 'done';
  const shareUrl = useShareUrl(done);
  const back = { label: SHEET_WORDS.back, onBack: () => go('game') };
  if (!state || !done) {
    return (
      <section aria-labelledby="sheet-missing-title">
        <h1 id="sheet-missing-title">{SHEET_WORDS.heading}</h1>
        <p>{state ? SHEET_WORDS.notDone : SHEET_WORDS.noGame}</p>
        <button type="button" onClick={back.onBack}>
          {back.label}
        </button>
      </section>
    );
  }
  const usesSeed = state.setup.cards === 'digital' || state.setup.dice === 'digital';
  return <BattleSheet rules={rulesFor(state.setup)} view={state} seed={usesSeed ? state.setup.seed : null} battleSeal={battleSealOf(state)} shareUrl={shareUrl} back={back} />;
}
