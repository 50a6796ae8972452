import type { Readiness } from './decode';
import { SCAN_WORDS } from './words';

/** Says whether scanning is ready, and whether it works without a network. */
export function ScanReadiness({ readiness }: { readiness: Readiness }) {
  return (
    <p className={`scan-readiness scan-readiness-${readiness}`} role="status">
      {SCAN_WORDS.readiness[readiness]}
    </p>
  );
}
