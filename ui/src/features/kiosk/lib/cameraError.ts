import { kioskText } from '../messages';

/** A Spanish explanation of why react-webcam could not open the camera (its onUserMediaError argument). */
export function describeCameraError(error: string | DOMException | unknown): string {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return kioskText.cameraInsecure;
  if (typeof error === 'string') return kioskText.cameraInsecure; // "getUserMedia not supported": no camera API on this page
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return kioskText.cameraDenied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return kioskText.cameraNotFound;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return kioskText.cameraBusy;
    default:
      return kioskText.cameraUnknown;
  }
}
