import { useGame } from '../store';
import { persistenceText } from '../words/library';
import { COMMON_WORDS } from '../components/words';
import { WHICH_GAME_WORDS } from './words';

/** "HH:MM" in the device's local time. */
export function clockTime(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * Which game this window shows (players, armies, start time: nothing secret, no seed), so that two
 * windows can be told apart; after a change refused because another window moved the game on, why; and,
 * quietly, once the first game is stored, whether the browser agreed to keep the games.
 */
export function WhichGame() {
  const setup = useGame((s) => s.setup);
  const startedAt = useGame((s) => s.startedAt);
  const movedOn = useGame((s) => s.movedOn);
  const dismiss = useGame((s) => s.dismissRefusal);
  const persistence = useGame((s) => s.persistence);
  if (!setup) return null;
  const [a, b] = setup.players;
  const time = startedAt ? clockTime(startedAt) : null;
  return (
    <>
      <p className="which-game">
        {WHICH_GAME_WORDS.game(a.name, a.army.name, b.name, b.army.name, time)}
      </p>
      {persistence && (
        <p className="hint" role="status">
          {persistenceText(persistence)}
        </p>
      )}
      {movedOn && (
        <div className="error-box" role="alert">
          <p>{WHICH_GAME_WORDS.movedOn}</p>
          <button type="button" className="ghost small" onClick={dismiss}>
            {COMMON_WORDS.dismiss}
          </button>
        </div>
      )}
    </>
  );
}
