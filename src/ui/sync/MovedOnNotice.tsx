import { useGame } from '../store';
import { COMMON_WORDS } from '../components/commonWords';
import { WHICH_GAME_WORDS } from './words';

/** After a change refused because another window moved the game on: why, until dismissed (shown outside the game menu). */
export function MovedOnNotice() {
  const movedOn = useGame((s) => s.movedOn);
  const dismiss = useGame((s) => s.dismissRefusal);
  if (!movedOn) return null;
  return (
    <div className="error-box" role="alert">
      <p>{WHICH_GAME_WORDS.movedOn}</p>
      <button type="button" className="ghost small" onClick={dismiss}>
        {COMMON_WORDS.dismiss}
      </button>
    </div>
  );
}
