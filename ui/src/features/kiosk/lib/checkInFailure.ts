import { ApiError } from '../../../lib/api';
import { kioskText } from '../messages';

export type CheckInFailure = {
  message: string;
  hint?: string;
  /** The daemon refused this device (403): its approval must be checked again. */
  deviceRefused: boolean;
};

/** What to tell the person at the kiosk when a check-in call fails. */
export function describeCheckInFailure(error: unknown): CheckInFailure {
  if (!(error instanceof ApiError)) return { message: kioskText.checkInFailed, deviceRefused: false };
  const { status, code, serverError } = error;
  if (status === 0) return { message: kioskText.connectionError, deviceRefused: false };
  if (status === 422) {
    if (code === 'no_face') return { message: kioskText.notRecognised, hint: kioskText.noFaceHint, deviceRefused: false };
    if (code === 'not_recognised' || !serverError) return { message: kioskText.notRecognised, deviceRefused: false };
    return { message: serverError, deviceRefused: false }; // e.g. spoof_suspected: the daemon's sentence says what to do
  }
  if (status === 403) return { message: serverError ?? kioskText.checkInFailed, deviceRefused: true };
  if (status === 413) return { message: kioskText.imageTooLarge, deviceRefused: false };
  return { message: serverError ?? kioskText.checkInFailed, deviceRefused: false };
}
