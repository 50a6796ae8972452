import { startTransition, useEffect, useState } from 'react';
import type { Phase } from '../../engine';
import { partsReadyFor, preloadPartsFor } from './gameParts';

/**
 * Whether the game screen can show a game at `phase`: the parts that step shows at once have arrived, or their
 * loading has failed (each part then says so where it would be: components/LazyPart), or the game has been on
 * this screen already (a later step whose part is still on its way shows "Loading…" in its place alone). Yes
 * with no game. Starts the loading and renders again once it is over, as a transition: the whole game screen
 * then renders in slices that leave the page free to answer between them, not in one long task (issue 14).
 */
export function usePartsFor(phase: Phase | null): boolean {
  const ready = phase === null || partsReadyFor(phase);
  const [shown, setShown] = useState(false);
  const [tried, setTried] = useState<Phase | null>(null);
  const canShow = ready || shown || tried === phase;
  // Remembered as the render happens (React's pattern for state from earlier renders), not one render later.
  if (phase !== null && canShow && !shown) setShown(true);
  useEffect(() => {
    if (canShow || phase === null) return;
    let current = true;
    void preloadPartsFor(phase).then(() => current && startTransition(() => setTried(phase)));
    return () => {
      current = false;
    };
  }, [canShow, phase]);
  return canShow;
}
