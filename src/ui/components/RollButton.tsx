import { useEffect, useRef, useState } from 'react';
import { COMMON_WORDS } from './commonWords';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A roll button that shakes briefly before rolling, unless the player asked for reduced motion. */
export function RollButton({ label, onRoll }: { label: string; onRoll: () => void }) {
  const [rolling, setRolling] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const roll = () => {
    if (prefersReducedMotion()) {
      onRoll();
      return;
    }
    setRolling(true);
    timer.current = window.setTimeout(() => {
      setRolling(false);
      onRoll();
    }, 350);
  };
  return (
    <button type="button" className={rolling ? 'rolling' : undefined} disabled={rolling} onClick={roll}>
      {rolling ? COMMON_WORDS.rolling : label}
    </button>
  );
}
