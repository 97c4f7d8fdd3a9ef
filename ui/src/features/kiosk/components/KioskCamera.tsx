import type { ReactNode, Ref } from 'react';
import { KIOSK_FRAME_WIDTH } from '@reloj/contract/attendance';
import { WebcamCapture, type CameraHandle, type CameraStatus } from '../../../components/WebcamCapture';
import { cameraProblemText, kioskText } from '../messages';

type Props = {
  ref?: Ref<CameraHandle>;
  onStatusChange?: (status: CameraStatus) => void;
  /** A camera that failed to open is tried again after this long. */
  retryMs: number;
  /** Drawn over the running picture (the guidance's face frames and instruction). */
  decoration?: ReactNode;
};

/**
 * The product's requirements: width 720, front camera, JPEG capture (quality 0.92, WebcamCapture's). The daemon counts on
 * this width: in RELOJ_LIVENESS=block a burst of another width is never punched at once (issue 39).
 */
const KIOSK_WIDTH = KIOSK_FRAME_WIDTH;
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: 'user' };

/**
 * The kiosk's live webcam: the shared WebcamCapture with the kiosk's size and words. When the camera cannot be
 * opened it explains why instead of showing a black box, and tries again every few seconds.
 */
export function KioskCamera({ ref, onStatusChange, retryMs, decoration }: Props) {
  return (
    <WebcamCapture
      ref={ref}
      classBase="kiosk-camera"
      videoConstraints={VIDEO_CONSTRAINTS}
      width={KIOSK_WIDTH}
      minScreenshotWidth={KIOSK_WIDTH}
      retryMs={retryMs}
      onStatusChange={onStatusChange}
      overlay={({ status, problem, retry }) => (
        <>
          {status === 'ready' && decoration}
          {status === 'opening' && (
            <div className="overlay kiosk-camera__overlay" role="status">
              <span className="kiosk-spinner" aria-hidden="true" />
              <p>{kioskText.cameraOpening}</p>
            </div>
          )}
          {status === 'error' && (
            <div className="overlay kiosk-camera__overlay kiosk-camera__overlay--error" role="alert">
              <p className="kiosk-camera__problem-title">{kioskText.cameraErrorTitle}</p>
              <p>{cameraProblemText[problem ?? 'unknown']}</p>
              {/* A page without a camera API (http:// from the LAN) gets none by waiting: no promise to retry there. */}
              {retry && <p className="kiosk-camera__retry">{kioskText.cameraRetrying}</p>}
            </div>
          )}
        </>
      )}
    />
  );
}
