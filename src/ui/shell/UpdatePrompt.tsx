import { useRegisterSW } from 'virtual:pwa-register/react';
import { SHELL_WORDS } from '../words/shell';

/**
 * Offers a reload when a new version is ready (a note floating at the bottom of the window, so it is seen
 * and moves nothing); the game in progress is saved after every action, so reloading loses nothing. "Ready
 * to work offline" is news, not a question: it comes at the end of the page, where appearing moves nothing
 * a player is reading (layout shift 0) and covers nothing they may press.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();

  if (needRefresh) {
    return (
      <div className="banner toast" role="status">
        <span>{SHELL_WORDS.updateReady}</span>
        <button type="button" onClick={() => void updateServiceWorker(true)}>
          {SHELL_WORDS.reload}
        </button>
        <button type="button" className="ghost" onClick={() => setNeedRefresh(false)}>
          {SHELL_WORDS.later}
        </button>
      </div>
    );
  }
  if (offlineReady) {
    return (
      <div className="banner page-end-note" role="status">
        <span>{SHELL_WORDS.offlineReady}</span>
        <button type="button" className="ghost" onClick={() => setOfflineReady(false)}>
          {SHELL_WORDS.ok}
        </button>
      </div>
    );
  }
  return null;
}
