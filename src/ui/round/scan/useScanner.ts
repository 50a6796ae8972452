import { useEffect, useState } from 'react';
import { prepareScanning, type Reader, type Readiness } from './decode';

/** Prepares scanning as a scanner mounts and says how ready it is; `reader` is null until it is. */
export function useScanner(): { reader: Reader | null; readiness: Readiness } {
  const [state, setState] = useState<{ reader: Reader | null; readiness: Readiness }>({ reader: null, readiness: 'preparing' });
  useEffect(() => {
    let live = true;
    prepareScanning().then(
      (ready) => live && setState(ready),
      () => live && setState({ reader: null, readiness: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
