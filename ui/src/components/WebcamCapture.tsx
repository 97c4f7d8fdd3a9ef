import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import Webcam from 'react-webcam';
import { cameraProblemOf, hasCameraApi, type CameraProblem } from './cameraError';

export type CameraHandle = {
  /** A JPEG data URL of the current frame, or null when the camera is not open. */
  capture: () => string | null;
};

export type CameraStatus = 'opening' | 'ready' | 'error';

/** What the overlay of a screen needs to draw itself over the video. */
export type CameraState = {
  status: CameraStatus;
  /** Why the camera could not be opened, when status is 'error'. */
  problem: CameraProblem | null;
  /** Asks the browser for the camera again (nothing to do on a page without a camera API). */
  retry: (() => void) | null;
};

type WebcamCaptureProps = {
  ref?: Ref<CameraHandle>;
  /** Class of the box; `<base>--<status>` and `<base>__video` are derived from it. */
  classBase: string;
  /** Hidden but kept open (so it shows again at once), e.g. while a photo is shown in its place. */
  hidden?: boolean;
  videoConstraints: MediaTrackConstraints;
  /** Width of the video element, in pixels. */
  width?: number;
  /** The photo is at least this wide. */
  minScreenshotWidth?: number;
  /** The photo is taken at the camera's own resolution, not the element's. */
  forceScreenshotSourceSize?: boolean;
  /** A camera that failed to open is tried again after this long; without it, only `retry` tries again. */
  retryMs?: number;
  onStatusChange?: (status: CameraStatus) => void;
  /** Drawn over the video: 'opening' and the error with its explanation, in each screen's words and style. */
  overlay: (camera: CameraState) => ReactNode;
};

/**
 * The live webcam of the kiosk and of the face photo card ('Nuevo Empleado', 'Agregar rostro'): front camera,
 * JPEG photos at quality 0.92, the preview mirrored by CSS (the photo is not). When the camera cannot be opened
 * (insecure page, permission, no camera, busy) it says why through `overlay` instead of showing a black box.
 */
export function WebcamCapture(props: WebcamCaptureProps) {
  const { ref, classBase, hidden, videoConstraints, width, minScreenshotWidth, forceScreenshotSourceSize, retryMs, onStatusChange, overlay } = props;
  const canOpen = hasCameraApi();
  const webcam = useRef<Webcam>(null);
  const [status, setStatus] = useState<CameraStatus>(canOpen ? 'opening' : 'error');
  const [problem, setProblem] = useState<CameraProblem | null>(canOpen ? null : 'insecure');
  const [attempt, setAttempt] = useState(0);

  useImperativeHandle(ref, () => ({ capture: () => webcam.current?.getScreenshot() ?? null }), []);

  useEffect(() => {
    onStatusChange?.(status);
  }, [status, onStatusChange]);

  const retry = useCallback(() => {
    setProblem(null);
    setStatus('opening');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (status !== 'error' || retryMs === undefined || !canOpen) return;
    const timer = setTimeout(retry, retryMs);
    return () => clearTimeout(timer);
  }, [status, retryMs, canOpen, retry]);

  const handleOpen = useCallback(() => setStatus('ready'), []);
  const handleError = useCallback((error: string | DOMException) => {
    setProblem(cameraProblemOf(error));
    setStatus('error');
  }, []);

  return (
    <div className={`${classBase} ${classBase}--${status}`} hidden={hidden}>
      {canOpen && (
        <Webcam
          key={attempt}
          ref={webcam}
          className={`${classBase}__video`}
          audio={false}
          width={width}
          videoConstraints={videoConstraints}
          screenshotFormat="image/jpeg"
          screenshotQuality={0.92}
          minScreenshotWidth={minScreenshotWidth}
          forceScreenshotSourceSize={forceScreenshotSourceSize}
          onUserMedia={handleOpen}
          onUserMediaError={handleError}
          aria-label="Vista de la cámara"
        />
      )}
      {overlay({ status, problem, retry: canOpen ? retry : null })}
    </div>
  );
}
