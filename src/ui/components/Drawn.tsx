import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Its children, and `onDrawn` once they are on the screen: after their code arrived, when they had to wait for it
 * (a step's screen on a reload), so what is laid out after them can wait for them and not move when they come.
 */
export function Drawn({ children, onDrawn }: { children: ReactNode; onDrawn: () => void }) {
  useLayoutEffect(onDrawn, [onDrawn]);
  return children;
}
