import type { ErrorCode } from '@reloj/contract/errors';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import type { FieldErrors, UsuarioField, UsuarioFormValues } from './form';

const fields: readonly UsuarioField[] = ['usuario', 'password', 'rol', 'sucursalIds', 'activo', 'email', 'avisos'];
/** Refusals the daemon sends without naming a field, and the field they are about. */
const fieldOfCode: Partial<Record<ErrorCode, UsuarioField>> = { user_exists: 'usuario', last_admin: 'rol', gerente_sin_sucursal: 'sucursalIds' };

/** The daemon's refusal as an error beside the field it is about; undefined when it is about no field of the form. */
export function serverFieldError(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || !error.serverError) return undefined;
  const named = fields.find((f) => f === error.field);
  const field = named ?? (error.code ? fieldOfCode[error.code] : undefined);
  return field ? { [field]: error.serverError } : undefined;
}

/** The same for an edit: the last active administrador being switched off is about 'Cuenta activa', not the role. */
export function editFieldError(error: unknown, values: Pick<UsuarioFormValues, 'rol' | 'activo'>): FieldErrors | undefined {
  const errors = serverFieldError(error);
  return errors?.rol && values.rol === 'administrador' && !values.activo ? { activo: errors.rol } : errors;
}

/** A save's onError for the page's banner: a refusal about a field goes beside it instead (the form's own onError). */
export const notifyUnlessField = (notify: (text: string, tone: 'error') => void, failed: (reason: string) => string, unknown: string) => (error: Error) => {
  if (!serverFieldError(error)) notify(failed(errorMessage(error, unknown)), 'error');
};
