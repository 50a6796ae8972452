import { Suspense, useState, useSyncExternalStore } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazyNamed } from '../components/lazyNamed';
import { flushSaves, lastSaveFailed, onSaveStatus } from '../library/saveStatus';
import { SHELL_WORDS } from '../words/shell';

/** The game file's download, loaded only when a save failed (it brings the game's code, which Home does not need). */
const SaveExportButton = lazyNamed(() => import('../library/SaveExportButton'), 'SaveExportButton');

/**
 * Offers a reload when a new version is ready (a note floating at the bottom of the window, so it is seen
 * and moves nothing). The game in progress is saved after every action: Reload first waits for the pending
 * save, and while the last save failed the note says so and offers the game file instead (issue 28).
 * "Ready to work offline" is news, not a question: it comes at the end of the page, where appearing moves
 * nothing a player is reading (layout shift 0) and covers nothing they may press.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();
  const failed = useSyncExternalStore(onSaveStatus, lastSaveFailed);
  const [saving, setSaving] = useState(false);

  const reload = async () => {
    // A player told of a failed save who still reloads has chosen to; otherwise a save that fails now stops the reload.
    const warned = failed;
    setSaving(true);
    await flushSaves();
    setSaving(false);
    if (lastSaveFailed() && !warned) return;
    await updateServiceWorker(true);
  };

  if (needRefresh) {
    return (
      <div className="banner toast" role="status">
        <span>{failed ? SHELL_WORDS.updateReadySaveFailed : SHELL_WORDS.updateReady}</span>
        {failed && (
          <Suspense fallback={null}>
            <SaveExportButton label={SHELL_WORDS.saveFile} />
          </Suspense>
        )}
        <button type="button" disabled={saving} onClick={() => void reload()}>
          {saving ? SHELL_WORDS.saving : failed ? SHELL_WORDS.reloadAnyway : SHELL_WORDS.reload}
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
