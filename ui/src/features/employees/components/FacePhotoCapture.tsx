import { useCallback, useEffect, useRef, useState } from 'react';
import type { FacePhotos } from '../types';
import type { CameraHandle, CameraStatus } from '../../../components/WebcamCapture';
import { sleep } from '../../../lib/sleep';
import { useMountedRef } from '../../../lib/useMountedRef';
import { CameraPreview } from './CameraPreview';
import { PhotoUploadButton } from './PhotoUploadButton';

type FacePhotoCaptureProps = {
  photo: FacePhotos | null;
  onChange: (photo: FacePhotos | null) => void;
  disabled?: boolean;
  /** Told when a burst starts and ends: the form is not sent with half a burst. */
  onCapturingChange?: (capturing: boolean) => void;
  /** Takes one frame in place of the webcam's, as the kiosk's does: tests (jsdom has no video frames). */
  capture?: () => string | null;
};

/**
 * A short burst for 'Tomar Foto': the daemon keeps the best two or three frames that differ (a blink, a slight turn),
 * so the employee gets more than one reference photo from one press. About a second in all: no one holds a pose longer.
 */
const BURST_FRAMES = 4;
const BURST_GAP_MS = 250;

/**
 * The face photos of an employee, shared by 'Nuevo Empleado' and 'Agregar rostro': the live webcam with
 * 'Tomar Foto' (a burst) / 'Repetir' (clears the photos), and 'Subir foto' (up to five files) for when the webcam
 * cannot be used. What was taken or chosen is shown in place of the live video; several files also as thumbnails.
 */
export function FacePhotoCapture({ photo, onChange, disabled, onCapturingChange, capture }: FacePhotoCaptureProps) {
  const camera = useRef<CameraHandle>(null);
  const mounted = useMountedRef();
  const [cameraStatus, setCameraStatus] = useState<CameraStatus>('opening');
  const [capturing, setCapturing] = useState(false);
  const [problem, setProblem] = useState('');

  const handleStatus = useCallback((status: CameraStatus) => setCameraStatus(status), []);

  useEffect(() => {
    onCapturingChange?.(capturing);
  }, [capturing, onCapturingChange]);

  async function takePhoto() {
    setCapturing(true);
    const frames: string[] = [];
    for (let i = 0; i < BURST_FRAMES && mounted.current; i++) {
      if (i > 0) await sleep(BURST_GAP_MS);
      const frame = capture ? capture() : (camera.current?.capture() ?? null);
      if (frame) frames.push(frame);
    }
    if (!mounted.current) return;
    setCapturing(false);
    if (frames.length === 0) {
      setProblem('No se pudo capturar la imagen. Intenta de nuevo.');
      return;
    }
    setProblem('');
    onChange({ dataUrls: frames, source: 'camera' });
  }

  function retake() {
    setProblem('');
    onChange(null);
  }

  const shown = photo ? (photo.source === 'camera' ? photo.dataUrls[photo.dataUrls.length - 1] : photo.dataUrls[0]) : undefined;
  const files = photo?.source === 'file' && photo.dataUrls.length > 1 ? photo.dataUrls : [];

  return (
    <div className="face-capture">
      <div className="face-capture__viewer">
        <CameraPreview ref={camera} hidden={photo !== null} onStatusChange={handleStatus} />
        {photo && shown && (
          <img className={`face-capture__photo${photo.source === 'camera' ? ' face-capture__photo--mirrored' : ''}`} src={shown} alt="Foto capturada" />
        )}
      </div>
      {files.length > 0 && (
        <ul className="face-capture__thumbs" aria-label={`${files.length} fotos elegidas`}>
          {files.map((url, i) => (
            <li key={i}>
              <img className="face-capture__thumb" src={url} alt={`Foto ${i + 1} de ${files.length}`} />
            </li>
          ))}
        </ul>
      )}
      <div className="face-capture__actions">
        {photo ? (
          <button type="button" className="button button--secondary" disabled={disabled} onClick={retake}>
            Repetir
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={disabled || capturing || cameraStatus !== 'ready'}
            aria-busy={capturing}
            onClick={() => void takePhoto()}
          >
            {capturing ? 'Tomando fotos…' : 'Tomar Foto'}
          </button>
        )}
        <PhotoUploadButton
          disabled={disabled || capturing}
          onStart={() => setProblem('')}
          onPhotos={(dataUrls) => onChange({ dataUrls, source: 'file' })}
          onProblem={setProblem}
        />
      </div>
      {problem ? (
        <p className="face-capture__problem" role="alert">
          {problem}
        </p>
      ) : (
        <p className="face-capture__hint">Una sola persona, de frente, con buena luz y sin lentes oscuros. Puedes subir hasta 5 fotos de la misma persona.</p>
      )}
    </div>
  );
}
