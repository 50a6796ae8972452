import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CameraScanner } from '../../src/ui/round/scan/CameraScanner';
import { PhotoReader } from '../../src/ui/round/scan/PhotoReader';
import { prepareScanning } from '../../src/ui/round/scan/decode';
import '../../src/ui/styles.css';

/**
 * Test-only: hosts the scanners as the round screen will, lists each code read (test-only text, no player sees it),
 * registers the app's service worker, and lets the bench time one read of the camera's frame.
 */
function Harness() {
  const [codes, setCodes] = useState<string[]>([]);
  const add = (text: string) => setCodes((before) => [...before, text]);
  return (
    <main>
      <CameraScanner onCode={add} />
      <PhotoReader onCode={add} />
      <ol aria-label="codes">
        {codes.map((code, index) => (
          <li key={index}>{code}</li>
        ))}
      </ol>
    </main>
  );
}

void navigator.serviceWorker?.register('/sw.js', { scope: '/' });
Object.assign(window, { scanHarness: { prepareScanning } });
createRoot(document.getElementById('root')!).render(<Harness />);
