import type { BrowserQRCodeReader } from '@zxing/browser';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useT, type MessageId } from '../../../lib/i18n/translate';

interface QrCameraProps {
  /** The text the QR code holds: the check-in code itself (server/mail/templates/confirmed.ts). */
  onCode: (code: string) => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/** No camera for this page: an old browser, or a page not served over HTTPS (browsers give cameras to secure pages only). */
export const cameraAvailable = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** getUserMedia's refusals in the door volunteer's words. */
function cameraProblem(error: unknown): MessageId {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'console.camera.notAllowed';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'console.camera.notFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'console.camera.inUse';
  return 'console.camera.failed';
}

/**
 * Reads a QR code with the device camera. @zxing/browser is imported when scanning starts, so it is
 * a chunk of its own; the camera stops after a read, on Stop, when the page is hidden and when leaving.
 */
export function QrCamera({ onCode, buttonRef }: QrCameraProps) {
  const noteId = useId();
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<MessageId>();
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    const fail = (message: MessageId) => {
      setProblem(message);
      setScanning(false);
    };
    const start = async () => {
      let reader: BrowserQRCodeReader;
      try {
        reader = new (await import('@zxing/browser')).BrowserQRCodeReader();
      } catch {
        if (!stopped) fail('console.camera.notLoaded');
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
          {t('console.camera.scan')}
        </button>
        <p id={noteId} className="check-in-hint">
          {t('console.camera.none')}
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
        {scanning ? t('console.camera.stop') : t('console.camera.scan')}
      </button>
      {problem ? (
        <p id={noteId} className="check-in-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
      {scanning ? (
        <>
          <p className="check-in-hint" role="status">
            {t('console.camera.point')}
          </p>
          <video ref={video} className="qr-video" muted playsInline aria-label={t('console.camera.picture')} />
        </>
      ) : null}
    </div>
  );
}
