import { ApiError } from '../../../lib/api';

/**
 * The daemon's sentence when it refused the photo itself (no face, several, too small, blurred, not an image, too big,
 * already another employee's), or null when the photo was never judged (no connection, no face engine, no session).
 */
export function photoRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.serverError) return null;
  return [400, 409, 413, 422].includes(error.status) ? error.serverError : null;
}
