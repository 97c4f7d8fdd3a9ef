/**
 * What every refusal of the API looks like: `{ error, code, field?, details? }` with an HTTP status 4xx/5xx.
 * `error` is a Spanish sentence for people; `code` is one of ERROR_CODES, stable for programs. The daemon builds
 * each one with a named factory (daemon/src/errors.ts). Sentences of one resource's fields live beside its schemas
 * (e.g. `employeeFieldText` in employees.ts).
 */
import { z } from 'zod';
import { UPDATE_ERROR_CODES } from './actualizaciones.js';

/** A face that could not be enrolled or recognised. */
export const FACE_ERROR_CODES = [
  'no_face',
  'multiple_faces',
  'face_too_small',
  'face_blurred',
  'face_too_dark',
  'face_too_close',
  'spoof_suspected',
  'not_recognised',
  'face_already_registered',
] as const;
export type FaceErrorCode = (typeof FACE_ERROR_CODES)[number];

export const ERROR_CODES = [
  // requests: a body or query that does not parse is 422 validation_failed, naming the `field`
  'validation_failed',
  'invalid_json',
  'bad_request',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'internal_error',
  // transport and access
  'unauthorized',
  'cross_origin',
  'https_required',
  'host_not_allowed',
  // accounts
  'invalid_user',
  'weak_password',
  'invalid_password',
  'user_exists',
  'user_not_found',
  'wrong_credentials',
  'too_many_attempts',
  'setup_closed',
  'setup_code_required',
  // catalogues
  'puesto_not_found',
  'sucursal_not_found',
  'bono_not_found',
  'puesto_duplicate',
  'sucursal_duplicate',
  'bono_duplicate',
  'puesto_in_use',
  'sucursal_in_use',
  'bono_in_use',
  'puesto_in_history',
  'sucursal_in_history',
  'bono_in_history',
  // employees
  'employee_not_found',
  'sucursal_unknown',
  'puesto_unknown',
  'bono_unknown',
  'bono_mismatch',
  'salario_mismatch',
  'numero_empleado_duplicate',
  // issue 40: 'Importar' empleados from a workbook
  'importacion_con_problemas',
  'archivo_no_valido',
  'archivo_demasiadas_filas',
  // issue 31: bajas, vacaciones, finiquito
  'empleado_ya_de_baja',
  'vacaciones_sin_saldo',
  'finiquito_sin_baja',
  // devices and punches
  'device_not_found',
  'device_missing',
  'device_unknown',
  'device_pending',
  'device_rejected',
  'device_rate_limited',
  'device_pending_full',
  'device_has_punches',
  'photo_not_found',
  'forbidden',
  'last_admin',
  'gerente_sin_sucursal',
  'usuario_not_found',
  'pin_incorrect',
  'pin_locked',
  'numero_empleado_required',
  'salida_muy_pronto',
  'confirmacion_expirada',
  // updates (issue 32)
  ...UPDATE_ERROR_CODES,
  // faces and images
  ...FACE_ERROR_CODES,
  'face_engine_unavailable',
  'face_engine_loading',
  'framing_busy',
  'challenge_required',
  'challenge_expired',
  'different_people',
  // privacy
  'privacy_notice_missing',
  'consent_required',
  'consent_mismatch',
  'consent_not_found',
  'invalid_data_url',
  'invalid_image',
  'unsupported_image_format',
  'image_too_large',
  // backups
  'backup_not_found',
  'backup_busy',
  'backup_no_space',
  'respaldo_rechazado',
  'restauracion_no_preparada',
  // the box itself: its disk and its database file
  'sin_espacio',
  'base_danada',
  // pre-nómina
  'periodo_cerrado',
  'periodo_not_found',
  'periodo_overlap',
  'periodo_already_closed',
  'periodo_no_termina',
  'periodo_abierto',
  'periodo_version_not_found',
  'festivo_not_found',
  'festivo_duplicate',
  'festivo_de_ley',
  'incidencia_not_found',
  'incidencia_duplicate',
  'punch_in_future',
  'punch_duplicate',
  'punch_not_found',
  'checada_ya_anulada',
  'employee_unknown',
  'perfil_not_found',
  'perfil_duplicate',
  'perfil_incompleto',
  'limite_legal_duplicate',
  // turnos (issue 41)
  'turno_not_found',
  'turno_duplicate',
  'turno_in_use',
  'rol_not_found',
  'rol_duplicate',
  'rol_in_use',
  'cambio_turno_not_found',
  'cambio_turno_duplicate',
  // the expediente (issue 39): one at a time, one per account
  'expediente_en_curso',
  'expedientes_en_espera',
  // issue 43: 'Mi asistencia' at the kiosk and the requests sent from it
  'mi_asistencia_sin_acceso',
  'solicitud_not_found',
  'solicitudes_abiertas',
  'solicitud_respondida',
  // issue 44: 'Avisos'
  'aviso_not_found',
  'aviso_no_fallido',
  'avisos_sin_canal',
  'aviso_no_enviado',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error the API answers: a Spanish sentence for people, a stable code for programs. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  /** The request field at fault, for validation errors ('images.2' for the third photo). */
  field: z.string().optional(),
  /** Anything else a client may use (retryAfter, the conflicting row...). */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
