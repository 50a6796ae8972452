import { useGame } from '../store';

/** "HH:MM" in the device's local time. */
export function clockTime(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * Which game this window shows (players, armies, start time: nothing secret, no seed), so that two
 * windows can be told apart; and, after a change refused because another window moved the game on, why.
 */
export function WhichGame() {
  const setup = useGame((s) => s.setup);
  const startedAt = useGame((s) => s.startedAt);
  const movedOn = useGame((s) => s.movedOn);
  const dismiss = useGame((s) => s.dismissRefusal);
  if (!setup) return null;
  const [a, b] = setup.players;
  const time = startedAt ? clockTime(startedAt) : null;
  return (
    <>
      <p className="which-game">
        Game: {a.name} ({a.army.name}) v {b.name} ({b.army.name}){time ? `, started ${time}` : ''}
      </p>
      {movedOn && (
        <div className="error-box" role="alert">
          <p>This game moved on in another window. Nothing was changed here; this window now shows where the game stands.</p>
          <button type="button" className="ghost small" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
