import { useEffect, useState } from 'react';

/** Whether the app's first frame has been painted: set once, for the life of the page. */
let painted = false;

/**
 * False until the page's first frame is on screen, then true (at once on every later mount). What only
 * waits on it (the saved games' code, the service worker) starts after the first paint, so a first visit
 * paints without waiting on it (issue 14: Lighthouse counts requests started before that paint). A tab opened
 * in the background paints nothing, so it waits until it is shown.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    return afterNextPaint(() => {
      painted = true;
      setDone(true);
    });
  }, [done]);
  return done;
}

/** Runs `work` in a task of its own once the next frame is on screen; returns how to cancel it. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs before that frame is painted; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
