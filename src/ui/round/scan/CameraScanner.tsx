import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import type { Reader } from './decode';
import { ScanConfirmation } from './ScanConfirmation';
import { ScanReadiness } from './ScanReadiness';
import { useScanner } from './useScanner';
import { SCAN_WORDS } from './words';
import './scan.css';

/** Why the camera gave no picture, from the error `getUserMedia` threw. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return SCAN_WORDS.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return SCAN_WORDS.absent;
  return SCAN_WORDS.cameraFailed;
}

/** Reads frames from the video until stopped, calling `onText` with each code read (the same code once in a row). */
function readFrames(video: HTMLVideoElement, reader: Reader, onText: (text: string) => void): () => void {
  let stopped = false;
  let last: string | null = null;
  let frame = 0;
  const tick = async () => {
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      const text = await reader(video).catch(() => null);
      if (stopped) return;
      if (text && text !== last) onText(text);
      last = text ?? last;
    }
    if (!stopped) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
  };
}

/**
 * The device's camera reading battle sheets' QR codes (issue 37): started and stopped by a button, the back camera
 * preferred. Each new code read is given to `onCode` and confirmed on screen; a camera refused or missing is said in
 * words that name the other ways in (a photo, a pasted link, a game file), which the round screen shows beside it.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { reader, readiness } = useScanner();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [read, setRead] = useState<{ text: string | null; count: number }>({ text: null, count: 0 });
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  useEffect(() => {
    const element = video.current;
    if (!stream || !element || !reader) return;
    element.srcObject = stream;
    element.play().catch(() => setProblem(SCAN_WORDS.cameraFailed));
    return readFrames(element, reader, (text) => {
      setRead((before) => ({ text, count: before.count + 1 }));
      latest.current(text);
    });
  }, [stream, reader]);

  const start = async () => {
    setProblem(null);
    setStarting(true);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }));
    } catch (error) {
      setProblem(cameraProblem(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className="scan-camera" aria-labelledby="scan-camera-title">
      <h2 id="scan-camera-title">{SCAN_WORDS.camera}</h2>
      <ScanReadiness readiness={readiness} />
      {stream ? (
        <button type="button" onClick={() => setStream(null)}>
          {SCAN_WORDS.stop}
        </button>
      ) : (
        <button type="button" onClick={() => void start()} disabled={starting || !reader}>
          {SCAN_WORDS.start}
        </button>
      )}
      {problem && <ErrorNotice message={problem} />}
      {starting && <p>{SCAN_WORDS.starting}</p>}
      {stream && (
        <div className={`scan-frame${read.count > 0 ? ' scan-frame-read' : ''}`}>
          <video ref={video} aria-label={SCAN_WORDS.video} muted playsInline />
          <p className="scan-looking">{SCAN_WORDS.looking}</p>
        </div>
      )}
      <ScanConfirmation text={read.text} count={read.count} />
    </section>
  );
}
