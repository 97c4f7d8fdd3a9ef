import { useCallback, useRef, useState } from 'react';
import type { FacePhoto } from '../types';
import type { CameraHandle, CameraStatus } from '../../../components/WebcamCapture';
import { CameraPreview } from './CameraPreview';
import { PhotoUploadButton } from './PhotoUploadButton';

type FacePhotoCaptureProps = {
  photo: FacePhoto | null;
  onChange: (photo: FacePhoto | null) => void;
  disabled?: boolean;
};

/**
 * The face photo of an employee, shared by 'Nuevo Empleado' and 'Agregar rostro': the live webcam with
 * 'Tomar Foto' / 'Repetir' (Repetir clears the photo), and 'Subir foto' for when the webcam cannot be used.
 * The photo taken or chosen is shown in place of the live video.
 */
export function FacePhotoCapture({ photo, onChange, disabled }: FacePhotoCaptureProps) {
  const camera = useRef<CameraHandle>(null);
  const [cameraStatus, setCameraStatus] = useState<CameraStatus>('opening');
  const [problem, setProblem] = useState('');

  const handleStatus = useCallback((status: CameraStatus) => setCameraStatus(status), []);

  function takePhoto() {
    const dataUrl = camera.current?.capture() ?? null;
    if (!dataUrl) {
      setProblem('No se pudo capturar la imagen. Intenta de nuevo.');
      return;
    }
    setProblem('');
    onChange({ dataUrl, source: 'camera' });
  }

  function retake() {
    setProblem('');
    onChange(null);
  }

  return (
    <div className="face-capture">
      <div className="face-capture__viewer">
        <CameraPreview ref={camera} hidden={photo !== null} onStatusChange={handleStatus} />
        {photo && (
          <img
            className={`face-capture__photo${photo.source === 'camera' ? ' face-capture__photo--mirrored' : ''}`}
            src={photo.dataUrl}
            alt="Foto capturada"
          />
        )}
      </div>
      <div className="face-capture__actions">
        {photo ? (
          <button type="button" className="button button--secondary" disabled={disabled} onClick={retake}>
            Repetir
          </button>
        ) : (
          <button type="button" className="button button--primary" disabled={disabled || cameraStatus !== 'ready'} onClick={takePhoto}>
            Tomar Foto
          </button>
        )}
        <PhotoUploadButton
          disabled={disabled}
          onStart={() => setProblem('')}
          onPhoto={(dataUrl) => onChange({ dataUrl, source: 'file' })}
          onProblem={setProblem}
        />
      </div>
      {problem ? (
        <p className="face-capture__problem" role="alert">
          {problem}
        </p>
      ) : (
        <p className="face-capture__hint">Una sola persona, de frente, con buena luz y sin lentes oscuros.</p>
      )}
    </div>
  );
}
