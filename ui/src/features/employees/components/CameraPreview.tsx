import type { Ref } from 'react';
import type { CameraProblem } from '../../../components/cameraError';
import { WebcamCapture, type CameraHandle, type CameraStatus } from '../../../components/WebcamCapture';
import { cameraProblemText } from '../messages';

type CameraPreviewProps = {
  ref?: Ref<CameraHandle>;
  /** Hidden (but kept open, so 'Repetir' shows it again at once) while a photo is shown in its place. */
  hidden: boolean;
  onStatusChange: (status: CameraStatus) => void;
};

/** Front camera, asked for a sharp picture; the photo is taken at the camera's own resolution. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } };

/** The live webcam of the face photo card; when it cannot be opened it says why, in Spanish, and offers to retry. */
export function CameraPreview({ ref, hidden, onStatusChange }: CameraPreviewProps) {
  return (
    <WebcamCapture
      ref={ref}
      classBase="camera-preview"
      hidden={hidden}
      videoConstraints={VIDEO_CONSTRAINTS}
      forceScreenshotSourceSize
      onStatusChange={onStatusChange}
      overlay={({ status, problem, retry }) => (
        <>
          {status === 'opening' && (
            <p className="overlay camera-preview__overlay" role="status">
              Abriendo la cámara…
            </p>
          )}
          {status === 'error' && (
            <div className="overlay camera-preview__overlay camera-preview__overlay--error" role="alert">
              <p className="camera-preview__problem-title">No se puede usar la cámara</p>
              <p>{cameraProblemText(problem ?? ('unknown' satisfies CameraProblem))}</p>
              {retry && (
                <button type="button" className="button button--small button--secondary" onClick={retry}>
                  Reintentar cámara
                </button>
              )}
            </div>
          )}
        </>
      )}
    />
  );
}
