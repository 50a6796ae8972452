import { useEffect, useRef, useState } from 'react';
import { Question } from '../components/Question';
import { CCN_SIGHT_WORDS } from './sightWords';

const w = CCN_SIGHT_WORDS;

interface Props {
  uid: string;
  large: boolean;
  onLarge: (large: boolean) => void;
  /** Nothing to clear: the button is off. */
  empty: boolean;
  onClear: () => void;
}

/** Under the board: the size of the hexes, and "Clear board", which asks first (the board cannot be got back). */
export function SightBoardControls({ uid, large, onLarge, empty, onClear }: Props) {
  const [asking, setAsking] = useState(false);
  const [kept, setKept] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // "Keep it" puts the keyboard back on the button that asked.
  useEffect(() => {
    if (kept) button.current?.focus();
  }, [kept]);
  return (
    <div className="sight-board-controls">
      <fieldset>
        <legend>{w.zoom.legend}</legend>
        <div className="sight-radios">
          {([false, true] as const).map((big) => (
            <label key={String(big)} className="check">
              <input type="radio" name={`${uid}-zoom`} checked={large === big} onChange={() => onLarge(big)} />
              {big ? w.zoom.large : w.zoom.fit}
            </label>
          ))}
        </div>
      </fieldset>
      {asking ? (
        <Question
          title={w.clearBoard.question}
          text={w.clearBoard.text}
          cancelLabel={w.clearBoard.cancel}
          onCancel={() => {
            setAsking(false);
            setKept(true);
          }}
          confirm={
            <button
              type="button"
              onClick={() => {
                onClear();
                setAsking(false);
              }}
            >
              {w.clearBoard.confirm}
            </button>
          }
        />
      ) : (
        <button
          type="button"
          className="ghost"
          ref={button}
          disabled={empty}
          onClick={() => {
            setKept(false);
            setAsking(true);
          }}
        >
          {w.clearBoard.button}
        </button>
      )}
    </div>
  );
}
