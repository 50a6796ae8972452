import { Suspense, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazyNamed } from '../components/lazyNamed';
import { flushSaves, lastSaveFailed, onSaveStatus } from '../library/saveStatus';
import { SHELL_WORDS } from '../words/shell';
import { newVersionWaiting } from './newVersion';

/** The game file's download, loaded only when a save failed (it brings the game's code, which Home does not need). */
const SaveExportButton = lazyNamed(() => import('../library/SaveExportButton'), 'SaveExportButton');

/**
 * Offers a reload when a new version is ready: a worker waits while an older one controls the page,
 * never on a first visit (newVersion.ts). The offer takes its place in the page's flow under the
 * header, where it covers nothing a player may press (a note floating at the window's bottom once
 * covered the setup's Start on a phone). The game in progress is saved after every action: Reload
 * first waits for the pending save, and while the last save failed the note says so and offers the
 * game file instead (issue 28). "Ready to work offline" is news, not a question: it comes at the end
 * of the page (`pageEnd`), where appearing moves nothing a player is reading (layout shift 0).
 */
export function UpdatePrompt({ pageEnd }: { pageEnd: HTMLElement | null }) {
  const [waiting, setWaiting] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({ onNeedRefresh: () => void newVersionWaiting().then(setWaiting) });
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

  if (needRefresh && waiting) {
    return (
      <div className="banner update-banner" role="status">
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
  if (offlineReady && pageEnd) {
    return createPortal(
      <div className="banner page-end-note" role="status">
        <span>{SHELL_WORDS.offlineReady}</span>
        <button type="button" className="ghost" onClick={() => setOfflineReady(false)}>
          {SHELL_WORDS.ok}
        </button>
      </div>,
      pageEnd,
    );
  }
  return null;
}
