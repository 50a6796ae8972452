import { useState } from 'react';
import { SHELL_WORDS } from '../words/shell';
import { markIosHintSeen, shouldShowIosHint } from './installHints';

/** One-time hint for iOS Safari, which deletes site data after 7 days unless the app is on the Home Screen. */
export function IosInstallHint() {
  const [show, setShow] = useState(shouldShowIosHint);
  if (!show) return null;
  return (
    <div className="banner" role="note">
      <span>{SHELL_WORDS.iosHint}</span>
      <button
        type="button"
        className="ghost"
        onClick={() => {
          markIosHintSeen();
          setShow(false);
        }}
      >
        {SHELL_WORDS.iosHintSeen}
      </button>
    </div>
  );
}
