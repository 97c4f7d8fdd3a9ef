/** Why a webcam could not be opened, for each screen to explain in its own words. */
export type CameraProblem = 'insecure' | 'denied' | 'notFound' | 'busy' | 'unknown';

/**
 * Sorts react-webcam's onUserMediaError argument (a DOMException, or a string when the page has no camera API).
 * A browser opens a webcam only on a secure origin (localhost or HTTPS): on http://192.168.x.x it has no camera API at all.
 */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return 'insecure';
  if (typeof error === 'string') return 'insecure'; // "getUserMedia not supported"
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unknown';
  }
}

/** Whether this page can ask for a camera at all (only on localhost or HTTPS). */
export const hasCameraApi = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
