import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Webcam from 'react-webcam';
import { describeCameraError } from '../lib/cameraError';

export type CameraHandle = {
  /** A JPEG data URL of the current frame, or null when the camera is not open. */
  capture: () => string | null;
};

export type CameraStatus = 'opening' | 'ready' | 'error';

type CameraPreviewProps = {
  ref?: Ref<CameraHandle>;
  /** Hidden (but kept open, so 'Repetir' shows it again at once) while a photo is shown in its place. */
  hidden: boolean;
  onStatusChange: (status: CameraStatus) => void;
};

/** Front camera, asked for a sharp picture; the photo is taken at the camera's own resolution. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } };

const hasCameraApi = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The live webcam of the facial-registration card. The preview is mirrored (like a mirror), the photo is not.
 * When the camera cannot be opened (insecure page, permission, no camera) it says why, in Spanish, and offers to retry.
 */
export function CameraPreview({ ref, hidden, onStatusChange }: CameraPreviewProps) {
  const webcam = useRef<Webcam>(null);
  const [status, setStatus] = useState<CameraStatus>(() => (hasCameraApi() ? 'opening' : 'error'));
  const [problem, setProblem] = useState(() => (hasCameraApi() ? '' : describeCameraError('getUserMedia not supported')));
  const [attempt, setAttempt] = useState(0);

  useImperativeHandle(ref, () => ({ capture: () => webcam.current?.getScreenshot() ?? null }), []);

  const report = useCallback(
    (next: CameraStatus) => {
      setStatus(next);
      onStatusChange(next);
    },
    [onStatusChange],
  );

  const handleOpen = useCallback(() => report('ready'), [report]);
  const handleError = useCallback(
    (error: string | DOMException) => {
      setProblem(describeCameraError(error));
      report('error');
    },
    [report],
  );

  const retry = () => {
    if (!hasCameraApi()) return;
    setAttempt((n) => n + 1);
    report('opening');
  };

  return (
    <div className={`camera-preview camera-preview--${status}`} hidden={hidden}>
      {hasCameraApi() && (
        <Webcam
          key={attempt}
          ref={webcam}
          className="camera-preview__video"
          audio={false}
          videoConstraints={VIDEO_CONSTRAINTS}
          screenshotFormat="image/jpeg"
          screenshotQuality={0.92}
          forceScreenshotSourceSize
          onUserMedia={handleOpen}
          onUserMediaError={handleError}
          aria-label="Vista de la cámara"
        />
      )}
      {status === 'opening' && (
        <p className="camera-preview__overlay" role="status">
          Abriendo la cámara…
        </p>
      )}
      {status === 'error' && (
        <div className="camera-preview__overlay camera-preview__overlay--error" role="alert">
          <p className="camera-preview__problem-title">No se puede usar la cámara</p>
          <p>{problem}</p>
          {hasCameraApi() && (
            <button type="button" className="button button--small button--secondary" onClick={retry}>
              Reintentar cámara
            </button>
          )}
        </div>
      )}
    </div>
  );
}
