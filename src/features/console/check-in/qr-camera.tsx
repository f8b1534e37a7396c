import type { BrowserQRCodeReader } from '@zxing/browser';
import { useEffect, useId, useRef, useState, type Ref } from 'react';

interface QrCameraProps {
  /** The text the QR code holds: the check-in code itself (server/mail/templates/confirmed.ts). */
  onCode: (code: string) => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/** No camera for this page: an old browser, or a page not served over HTTPS (browsers give cameras to secure pages only). */
export const cameraAvailable = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** getUserMedia's refusals in the door volunteer's words. */
function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera is not allowed. Allow the camera for this site in the browser\u2019s settings, or type the code.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No camera was found on this device. Type the code or find the person by name.';
  }
  if (name === 'NotReadableError' || name === 'AbortError') {
    return 'The camera is in use by another app. Close it and try again, or type the code.';
  }
  return 'The camera could not start. Try again, or type the code.';
}

/**
 * Reads a QR code with the device camera. @zxing/browser is imported when scanning starts, so it is
 * a chunk of its own; the camera stops after a read, on Stop, when the page is hidden and when leaving.
 */
export function QrCamera({ onCode, buttonRef }: QrCameraProps) {
  const noteId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string>();
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    const fail = (message: string) => {
      setProblem(message);
      setScanning(false);
    };
    const start = async () => {
      let reader: BrowserQRCodeReader;
      try {
        reader = new (await import('@zxing/browser')).BrowserQRCodeReader();
      } catch {
        if (!stopped) fail('The scanner could not be loaded. Check the connection, or type the code.');
        return;
      }
      if (stopped || !video.current) return;
      try {
        const controls = await reader.decodeFromVideoDevice(undefined, video.current, (result, _error, readerControls) => {
          if (!result || stopped) return;
          stopped = true;
          readerControls.stop();
          setScanning(false);
          onCodeRef.current(result.getText().trim());
        });
        if (stopped) controls.stop();
        else stop = () => controls.stop();
      } catch (error) {
        if (!stopped) fail(cameraProblem(error));
      }
    };
    void start();
    // A hidden page (phone locked, another app) lets the camera go.
    const onHidden = () => document.visibilityState === 'hidden' && setScanning(false);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      stopped = true;
      stop?.();
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [scanning]);

  if (!cameraAvailable()) {
    return (
      <div className="qr-camera">
        <button type="button" className="check-in-button check-in-scan" disabled aria-describedby={noteId}>
          Scan QR code
        </button>
        <p id={noteId} className="check-in-hint">
          This browser gives the page no camera (it needs HTTPS and a browser with camera access). Type the code or find the person by name.
        </p>
      </div>
    );
  }

  return (
    <div className="qr-camera">
      <button
        type="button"
        ref={buttonRef}
        className="check-in-button check-in-scan"
        aria-describedby={problem ? noteId : undefined}
        onClick={() => {
          setProblem(undefined);
          setScanning(!scanning);
        }}
      >
        {scanning ? 'Stop the camera' : 'Scan QR code'}
      </button>
      {problem ? (
        <p id={noteId} className="check-in-error" role="alert">
          {problem}
        </p>
      ) : null}
      {scanning ? (
        <>
          <p className="check-in-hint" role="status">
            Point the camera at the QR code in the confirmation e-mail.
          </p>
          <video ref={video} className="qr-video" muted playsInline aria-label="Camera picture" />
        </>
      ) : null}
    </div>
  );
}
