import { useEffect, useState } from 'react';
import { keepsGames, type Persistence } from '../library/persistence';
import { SETUP_SCREEN_WORDS as W } from './words';

/**
 * Says, before a game starts, that this browser may not keep it (a private window, or a browser that
 * cannot be asked or refused to keep the site's storage), with the game file as the way to keep it.
 * Nothing while it asks, and nothing when the browser agreed.
 */
export function KeepNotice() {
  const [keeps, setKeeps] = useState<Persistence | null>(null);
  useEffect(() => {
    let live = true;
    void keepsGames().then((answer) => live && setKeeps(answer));
    return () => {
      live = false;
    };
  }, []);
  if (keeps !== 'denied' && keeps !== 'unsupported') return null;
  return (
    <p className="hint keep-notice">
      <strong>{W.mayNotKeepTitle}</strong> {W.mayNotKeep}
    </p>
  );
}
