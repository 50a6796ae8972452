import { useEffect } from 'react';
import { useGame } from '../store';
import { watchOtherWindows } from './channel';

/** Keeps this window on the same game as the others: catches up now, then whenever another window may have changed it. */
export function useWindowSync(store: typeof useGame = useGame): void {
  useEffect(() => {
    store.getState().sync();
    return watchOtherWindows(() => store.getState().sync());
  }, [store]);
}
