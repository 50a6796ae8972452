import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
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
 * nothing a player is reading (layout shift 0) and covers nothing they may press, and goes by itself.
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
  if (offlineReady) return <OfflineReadyNote setShown={setOfflineReady} />;
  return null;
}

/** How long "Ready to work offline" stays when nobody holds it: long enough to read twice. */
export const OFFLINE_NOTE_MS = 8000;

/**
 * "Ready to work offline" goes by itself after a few seconds (issue 38: it stayed at the foot of every page until
 * dismissed), unless a pointer rests on it or the focus is in it; OK still closes it at once. It leaves without any
 * animation, so reduced motion has nothing to turn off.
 */
function OfflineReadyNote({ setShown }: { setShown: (shown: boolean) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => setShown(false), OFFLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [held, setShown]);
  return (
    <div
      className="banner page-end-note"
      role="status"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => setFocused(e.currentTarget.contains(e.relatedTarget))}
    >
      <span>{SHELL_WORDS.offlineReady}</span>
      <button type="button" className="ghost" onClick={() => setShown(false)}>
        {SHELL_WORDS.ok}
      </button>
    </div>
  );
}
