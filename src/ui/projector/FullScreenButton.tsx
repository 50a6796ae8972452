import { useEffect, useState } from 'react';
import { ROOM_WORDS } from './words';

const isFull = () => typeof document !== 'undefined' && document.fullscreenElement != null;

/** Fills the screen with the projector or leaves full screen (Fullscreen API); absent where the browser has none. */
export function FullScreenButton() {
  const [full, setFull] = useState(isFull);
  useEffect(() => {
    const onChange = () => setFull(isFull());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const toggle = () => {
    const request = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A refusal (no user gesture, a policy) leaves the window as it was; the label follows the real state.
    void request?.catch(() => setFull(isFull()));
  };
  return (
    <button type="button" className="ghost projector-fullscreen" onClick={toggle}>
      {full ? ROOM_WORDS.leaveFullScreen : ROOM_WORDS.fullScreen}
    </button>
  );
}
