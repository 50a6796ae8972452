import { useRegisterSW } from 'virtual:pwa-register/react';

/** Offers a reload when a new version is ready; the game in progress is saved after every action, so reloading loses nothing. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();

  if (needRefresh) {
    return (
      <div className="banner" role="status">
        <span>A new version is ready. Your game is saved; reload when you are between steps.</span>
        <button type="button" onClick={() => void updateServiceWorker(true)}>
          Reload
        </button>
        <button type="button" className="ghost" onClick={() => setNeedRefresh(false)}>
          Later
        </button>
      </div>
    );
  }
  if (offlineReady) {
    return (
      <div className="banner" role="status">
        <span>Ready to work offline.</span>
        <button type="button" className="ghost" onClick={() => setOfflineReady(false)}>
          OK
        </button>
      </div>
    );
  }
  return null;
}
