import { useId } from 'react';
import { useNavigation } from '../navigation';
import { SHEET_WORDS } from './words';

/** Opens the battle sheet (`#/sheet`) once the pre-battle is over; before that it says when it will be ready. */
export function SheetButton({ done }: { done: boolean }) {
  const go = useNavigation((s) => s.go);
  const hint = useId();
  return (
    <div className="actions sheet-open">
      <button type="button" disabled={!done} aria-describedby={hint} onClick={() => go('sheet')}>
        {SHEET_WORDS.openSheet}
      </button>
      <p id={hint} className="hint">
        {done ? SHEET_WORDS.openSheetHint : SHEET_WORDS.notDone}
      </p>
    </div>
  );
}
