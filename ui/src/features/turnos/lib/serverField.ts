import { ApiError } from '../../../lib/api';
import { fieldKey } from './turnoForm';

/** A refusal of the daemon (422, or 409 for a name already taken) beside the field it names, by the form's key; null when it names none of them. */
export function serverFieldError(error: unknown, known: (key: string) => boolean): { key: string; message: string } | null {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409) || !error.field || !error.serverError) return null;
  const key = fieldKey(error.field);
  return known(key) ? { key, message: error.serverError } : null;
}
