/** Where to turn when the webcam cannot be used: the upload button of the photo card. */
const USE_UPLOAD = 'Puedes usar “Subir foto” en su lugar.';

/**
 * A Spanish explanation of why react-webcam could not open the camera (its onUserMediaError argument).
 * A browser opens a webcam only on a secure origin (localhost or HTTPS): on http://192.168.x.x it has no camera API at all.
 */
export function describeCameraError(error: unknown): string {
  const insecure = typeof window !== 'undefined' && window.isSecureContext === false;
  if (insecure || typeof error === 'string')
    return `El navegador no permite usar la cámara en esta conexión (se necesita HTTPS o localhost). ${USE_UPLOAD}`;
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return `No se dio permiso para usar la cámara. Permítelo en el navegador o ${lowerFirst(USE_UPLOAD)}`;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return `No se encontró ninguna cámara conectada. ${USE_UPLOAD}`;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return `La cámara está ocupada por otra aplicación. Ciérrala y reintenta, o ${lowerFirst(USE_UPLOAD)}`;
    default:
      return `No se pudo abrir la cámara. ${USE_UPLOAD}`;
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es-MX') + text.slice(1);
