import { useState } from 'react';
import { markIosHintSeen, shouldShowIosHint } from './installHints';

/** One-time hint for iOS Safari, which deletes site data after 7 days unless the app is on the Home Screen. */
export function IosInstallHint() {
  const [show, setShow] = useState(shouldShowIosHint);
  if (!show) return null;
  return (
    <div className="banner" role="note">
      <span>
        On iPhone and iPad, Safari deletes saved games after 7 days unless you add this app to the Home
        Screen: tap Share, then "Add to Home Screen".
      </span>
      <button
        type="button"
        className="ghost"
        onClick={() => {
          markIosHintSeen();
          setShow(false);
        }}
      >
        Got it
      </button>
    </div>
  );
}
