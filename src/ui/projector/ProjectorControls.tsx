import { useId, useState, useSyncExternalStore } from 'react';
import { formatHash } from '../navigation';
import { useGame } from '../store';
import { readHidden, subscribeHidden, writeHidden } from './hidden';
import './projector.css';
import { PROJECTOR_CONTROL_WORDS } from './words';

/** The window name of the projector: opening it again reuses the same window. */
export const PROJECTOR_WINDOW = 'pbw-projector';

/** The projector's address for this game, as a link within the app and in full to type on another screen. */
export function projectorAddress(gameId: string | null): { hash: string; url: string } {
  const hash = formatHash('projector', gameId ? { game: gameId } : {});
  return { hash, url: `${window.location.origin}${window.location.pathname}${hash}` };
}

/** Opens the projector window (or reuses it); null when the browser blocks pop-ups or cannot open windows. */
function openProjector(hash: string): Window | null {
  try {
    return window.open(hash, PROJECTOR_WINDOW, 'popup,width=1280,height=800');
  } catch {
    return null;
  }
}

/**
 * The game window's controls for the room: open the projector in a second window (or say how to open it
 * when pop-ups are blocked), and hide the game from the room or show it again. The game bar runs the room's
 * publisher (a projector that says hello is told about every change); these controls load when its menu opens.
 */
export function ProjectorControls() {
  const gameId = useGame((s) => s.id);
  const hidden = useSyncExternalStore(subscribeHidden, readHidden, () => false);
  const [blocked, setBlocked] = useState(false);
  const id = useId();
  const { hash, url } = projectorAddress(gameId);
  const open = () => {
    const opened = openProjector(hash);
    setBlocked(opened === null);
    opened?.focus();
  };
  return (
    <section className="projector-controls" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{PROJECTOR_CONTROL_WORDS.title}</h2>
      <p>{PROJECTOR_CONTROL_WORDS.intro}</p>
      <div className="actions">
        <button type="button" className="ghost" onClick={open}>
          {PROJECTOR_CONTROL_WORDS.open}
        </button>
        <button type="button" className="ghost" onClick={() => writeHidden(!hidden)}>
          {hidden ? PROJECTOR_CONTROL_WORDS.show : PROJECTOR_CONTROL_WORDS.hide}
        </button>
      </div>
      <p className={hidden ? 'room-state room-state-hidden' : 'room-state'} role="status">
        {hidden ? PROJECTOR_CONTROL_WORDS.hidden : PROJECTOR_CONTROL_WORDS.shown}
      </p>
      {blocked && (
        <div className="projector-blocked" role="alert">
          <p>{PROJECTOR_CONTROL_WORDS.blocked}</p>
          <p className="projector-url">
            <code translate="no">{url}</code>
          </p>
          <p>
            <a href={hash} target="_blank" rel="noopener">
              {PROJECTOR_CONTROL_WORDS.openInTab}
            </a>
          </p>
        </div>
      )}
    </section>
  );
}
