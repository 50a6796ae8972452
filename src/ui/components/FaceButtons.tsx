import { useRef, type KeyboardEvent } from 'react';
import type { Colour } from '../../engine';
import { colourLetter } from '../words/vocab';
import './FaceButtons.css';

/** One value a player can tap: its words, and the colour it is (a card or a die), always shown with its letter. */
export interface TapOption<T extends string> {
  value: T;
  label: string;
  colour?: Colour;
}

const NEXT: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Physical entry by taps: the legal values of one die or card as a radio group of buttons. Only the
 * values offered can be chosen; the arrow keys move the choice (Home and End to the ends), and only
 * the chosen button (or the first) is a tab stop, as in any radio group. Nothing is recorded here:
 * the form's one confirm button records the whole entry.
 */
export function FaceButtons<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  legendClass,
}: {
  id: string;
  legend: string;
  /** A class for the legend (a die's colour swatch beside its name). */
  legendClass?: string;
  options: readonly TapOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null;
}) {
  const group = useRef<HTMLDivElement>(null);
  const chosen = options.findIndex((o) => o.value === value);
  const move = (e: KeyboardEvent, index: number) => {
    const step = NEXT[e.key];
    const to = step !== undefined ? (index + step + options.length) % options.length : e.key === 'Home' ? 0 : e.key === 'End' ? options.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    onChange(options[to]!.value);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[to]?.focus();
  };
  return (
    <div className="field face-field">
      <div id={`${id}-legend`} className={legendClass ? `face-legend ${legendClass}` : 'face-legend'}>
        {legend}
      </div>
      <div
        ref={group}
        role="radiogroup"
        className="face-buttons"
        aria-labelledby={`${id}-legend`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((o, i) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            className="face-button"
            aria-checked={i === chosen}
            tabIndex={i === (chosen < 0 ? 0 : chosen) ? 0 : -1}
            onClick={() => onChange(o.value)}
            onKeyDown={(e) => move(e, i)}
          >
            {o.colour && (
              <span className={`chip chip-${o.colour}`} aria-hidden="true">
                {colourLetter(o.colour)}
              </span>
            )}
            {o.label}
          </button>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      )}
    </div>
  );
}
