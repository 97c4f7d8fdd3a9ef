import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Webcam from 'react-webcam';
import { describeCameraError } from '../lib/cameraError';
import { kioskText } from '../messages';

export type CameraHandle = {
  /** A JPEG data URL of the current frame, or null when there is none (camera not open yet). */
  capture: () => string | null;
};

export type CameraStatus = 'opening' | 'ready' | 'error';

type Props = {
  ref?: Ref<CameraHandle>;
  onStatusChange?: (status: CameraStatus) => void;
  /** A camera that failed to open is tried again after this long. */
  retryMs: number;
};

/** SPEC.md sections 2 and 9: width 720, front camera, JPEG capture at quality 0.92. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: 'user' };

/**
 * The live webcam. Shows a Spanish explanation instead of a black box when the camera cannot be
 * opened (permission, no camera, insecure page) and tries again every few seconds. The preview is
 * mirrored like a mirror; the photo sent to the server is not.
 */
export function KioskCamera({ ref, onStatusChange, retryMs }: Props) {
  const webcam = useRef<Webcam>(null);
  const [status, setStatus] = useState<CameraStatus>('opening');
  const [problem, setProblem] = useState('');
  const [attempt, setAttempt] = useState(0);

  useImperativeHandle(ref, () => ({ capture: () => webcam.current?.getScreenshot() ?? null }), []);

  useEffect(() => {
    onStatusChange?.(status);
  }, [status, onStatusChange]);

  useEffect(() => {
    if (status !== 'error') return;
    const timer = setTimeout(() => {
      setStatus('opening');
      setAttempt((n) => n + 1);
    }, retryMs);
    return () => clearTimeout(timer);
  }, [status, retryMs]);

  const handleOpen = useCallback(() => setStatus('ready'), []);
  const handleError = useCallback((error: string | DOMException) => {
    setProblem(describeCameraError(error));
    setStatus('error');
  }, []);

  return (
    <div className={`kiosk-camera kiosk-camera--${status}`}>
      <Webcam
        key={attempt}
        ref={webcam}
        className="kiosk-camera__video"
        audio={false}
        width={720}
        videoConstraints={VIDEO_CONSTRAINTS}
        screenshotFormat="image/jpeg"
        screenshotQuality={0.92}
        minScreenshotWidth={720}
        onUserMedia={handleOpen}
        onUserMediaError={handleError}
        aria-label="Vista de la cámara"
      />
      {status === 'opening' && (
        <div className="kiosk-camera__overlay" role="status">
          <span className="kiosk-spinner" aria-hidden="true" />
          <p>{kioskText.cameraOpening}</p>
        </div>
      )}
      {status === 'error' && (
        <div className="kiosk-camera__overlay kiosk-camera__overlay--error" role="alert">
          <p className="kiosk-camera__problem-title">{kioskText.cameraErrorTitle}</p>
          <p>{problem}</p>
          <p className="kiosk-camera__retry">{kioskText.cameraRetrying}</p>
        </div>
      )}
    </div>
  );
}
