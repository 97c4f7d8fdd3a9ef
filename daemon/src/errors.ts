/**
 * Every error a client may see: HTTP status, a stable machine code and a Spanish sentence for people.
 * The codes are one union in the contract (@reloj/contract/errors); each has one named factory below, and nothing
 * else constructs an AppError. The body is `{ error, code, field?, details? }` (middlewares/errors.ts).
 */
import { authText, type CredentialsProblem } from '@reloj/contract/auth';
import { formatCentavos } from '@reloj/contract/money';
import { privacidadText } from '@reloj/contract/privacidad';
import { usuariosText } from '@reloj/contract/usuarios';
import type { UpdateErrorCode } from '@reloj/contract/actualizaciones';
import type { ErrorCode, FaceErrorCode } from '@reloj/contract/errors';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** The request field at fault, for validation errors. */
    readonly field?: string,
    /** Anything else a client may use, answered under `details`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const fail = (status: number, code: ErrorCode) => (message: string, field?: string, details?: Record<string, unknown>) =>
  new AppError(status, code, message, field, details);

// ---------------------------------------------------------------- requests
/** A request value refused: 422 with the field. 400 only for a backup's name in a path (docs/api-table.md promises it). */
export const validationFailed = (message: string, field?: string, status: 400 | 422 = 422) => new AppError(status, 'validation_failed', message, field);
export const invalidJson = () => new AppError(400, 'invalid_json', 'El cuerpo de la petición no es un JSON válido.');
export const badRequestGeneric = () => new AppError(400, 'bad_request', 'La petición no es válida.');
export const unsupportedMediaType = () => new AppError(415, 'unsupported_media_type', 'Tipo de contenido no soportado: envía JSON.');
export const payloadTooLarge = () => new AppError(413, 'payload_too_large', 'La petición es demasiado grande.');
export const routeNotFound = () => new AppError(404, 'not_found', 'Ruta no encontrada.');

// ---------------------------------------------------------------- transport and access
export const forbiddenForRole = () => new AppError(403, 'forbidden', usuariosText.forbidden);
export const lastAdmin = () => new AppError(409, 'last_admin', usuariosText.lastAdmin, 'rol');
export const gerenteWithoutBranch = () => new AppError(422, 'gerente_sin_sucursal', usuariosText.gerenteSinSucursal, 'sucursalIds');
export const branchChoiceUnknown = () => new AppError(422, 'sucursal_not_found', usuariosText.sucursalInexistente, 'sucursalIds');
export const accountNotFound = () => new AppError(404, 'usuario_not_found', usuariosText.usuarioNoExiste);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Inicia sesión para continuar.');
export const crossOrigin = () => new AppError(403, 'cross_origin', 'Petición rechazada: no viene de esta aplicación.');
export const httpsRequired = (where: string) =>
  new AppError(403, 'https_required', `Por seguridad, el panel de administración solo se abre por HTTPS desde otra computadora.${where}`);
export const hostNotAllowed = () =>
  new AppError(421, 'host_not_allowed', 'Este equipo no atiende peticiones dirigidas a ese nombre. Usa la dirección del reloj checador.');

// ---------------------------------------------------------------- accounts
/** A new account's name or password breaks the contract's rules (invalid_user, weak_password, invalid_password). */
export const credentialsRefused = (problem: CredentialsProblem) => new AppError(422, problem.code, problem.message, problem.field);
export const userExists = (usuario: string) => new AppError(409, 'user_exists', `El usuario "${usuario}" ya existe.`);
export const userNotFound = (usuario: string) => new AppError(404, 'user_not_found', `El usuario "${usuario}" no existe.`);
export const wrongCredentials = () => new AppError(401, 'wrong_credentials', authText.wrongCredentials);
export const tooManyAttempts = (seconds: number) =>
  new AppError(429, 'too_many_attempts', `Demasiados intentos fallidos. Espera ${seconds} segundos e inténtalo de nuevo.`, undefined, { retryAfter: seconds });
export const setupClosed = () => new AppError(403, 'setup_closed', 'La configuración inicial ya se hizo: ya existe un administrador.');
export const setupCodeRequired = (message: string) => new AppError(403, 'setup_code_required', message);

// ---------------------------------------------------------------- catalogues
export type CatalogueNoun = 'puesto' | 'sucursal' | 'bono';
const catalogueCodes = {
  puesto: { notFound: 'puesto_not_found', duplicate: 'puesto_duplicate', inUse: 'puesto_in_use', inHistory: 'puesto_in_history' },
  sucursal: { notFound: 'sucursal_not_found', duplicate: 'sucursal_duplicate', inUse: 'sucursal_in_use', inHistory: 'sucursal_in_history' },
  bono: { notFound: 'bono_not_found', duplicate: 'bono_duplicate', inUse: 'bono_in_use', inHistory: 'bono_in_history' },
} as const satisfies Record<CatalogueNoun, Record<string, ErrorCode>>;
/** 'El puesto no existe.', 'La sucursal no existe.' (also for a sucursalId sent by a form: `field`). */
export const catalogueNotFound = (noun: CatalogueNoun, field?: string) =>
  new AppError(404, catalogueCodes[noun].notFound, `${noun === 'sucursal' ? 'La' : 'El'} ${noun} no existe.`, field);
/** A form chose a sucursal (by id) that no longer exists. */
export const sucursalChoiceNotFound = () => new AppError(422, 'sucursal_not_found', 'La sucursal elegida no existe.', 'sucursalId');
export const catalogueDuplicate = (noun: CatalogueNoun, message: string) => fail(409, catalogueCodes[noun].duplicate)(message, 'nombre');
/** `details`: what holds the row (e.g. `{cuentas}`, the accounts limited to a sucursal). */
export const catalogueInUse = (noun: CatalogueNoun, message: string, details?: Record<string, unknown>) =>
  fail(409, catalogueCodes[noun].inUse)(message, undefined, details);
export const catalogueInHistory = (noun: CatalogueNoun, message: string) => fail(409, catalogueCodes[noun].inHistory)(message);

// ---------------------------------------------------------------- employees
export const employeeNotFound = (field?: string) => new AppError(404, 'employee_not_found', 'El empleado no existe.', field);
/** Issue 39: the expedientes are built one at a time, and an account waits for its own before asking another. */
export const expedienteEnCurso = () => new AppError(429, 'expediente_en_curso', 'Ya se está generando un expediente; espera a que termine.');
export const expedientesEnEspera = () =>
  new AppError(429, 'expedientes_en_espera', 'Hay varios expedientes generándose en este momento; inténtalo de nuevo en unos minutos.');
export const sucursalUnknown = (nombre: string) => new AppError(422, 'sucursal_unknown', `La sucursal "${nombre}" no existe.`, 'sucursal');
export const puestoUnknown = (nombre: string) => new AppError(422, 'puesto_unknown', `El puesto "${nombre}" no existe.`, 'puesto');
export const bonoUnknown = (message: string, field = 'bono') => new AppError(422, 'bono_unknown', message, field);
export const bonoMismatch = (message: string) => new AppError(422, 'bono_mismatch', message, 'bonoId');
export const salarioMismatch = (puesto: string, puestoCentavos: number, sentCentavos: number) =>
  new AppError(
    400,
    'salario_mismatch',
    `El salario diario lo define el puesto "${puesto}" (${formatCentavos(puestoCentavos)}), no puede ser ${formatCentavos(sentCentavos)}. Vuelve a cargar los puestos e inténtalo de nuevo.`,
    'salario',
  );
/** `known`: the holder is of a branch the caller sees; otherwise only that the número cannot be used (issue 26). */
export const numeroEmpleadoDuplicate = (numero: string, known = true) =>
  new AppError(
    409,
    'numero_empleado_duplicate',
    known ? `Ya existe un empleado con el número "${numero}".` : `El número de empleado "${numero}" no se puede usar. Elige otro.`,
    'numeroEmpleado',
  );
/** Issue 40: a file for 'Importar' empleados that cannot be read as the staff template (a renamed image, garbage...). */
export const importFileRefused = (message: string) => new AppError(422, 'archivo_no_valido', message, 'archivo');
export const importTooManyRows = (max: string) =>
  new AppError(422, 'archivo_demasiadas_filas', `El archivo tiene más de ${max} filas: divídelo en varios archivos e impórtalos uno por uno.`, 'archivo');
export const importFileTooLarge = (megabytes: number) =>
  new AppError(
    413,
    'payload_too_large',
    `El archivo pesa más de ${megabytes} MB: una plantilla de empleados pesa mucho menos. Revisa que sea el archivo correcto.`,
    'archivo',
  );
/** Issue 31: a baja of an employee who is already de baja (reactivate first). */
export const empleadoYaDeBaja = (nombre: string, fechaBaja: string) =>
  new AppError(409, 'empleado_ya_de_baja', `${nombre} ya está de baja desde el ${fechaBaja}. Para registrar otra baja, primero reactiva al empleado.`);
/** Issue 31: a 'vacaciones' incidencia beyond the balance, without `adelantadas: true`. */
export const vacacionesSinSaldo = (message: string, details: Record<string, unknown>) =>
  new AppError(422, 'vacaciones_sin_saldo', message, 'adelantadas', details);
/** Issue 31: a finiquito asked for an employee who is active. */
export const finiquitoSinBaja = (nombre: string) =>
  new AppError(409, 'finiquito_sin_baja', `${nombre} está activo: registra primero su baja (fecha y motivo) para calcular su finiquito.`);

// ---------------------------------------------------------------- devices and punches
export const deviceNotFound = () => new AppError(404, 'device_not_found', 'El dispositivo no existe.');
export const deviceMissing = () => new AppError(403, 'device_missing', 'Este dispositivo no está identificado. Recarga la página del reloj checador.');
export const deviceUnknown = () => new AppError(403, 'device_unknown', 'Este dispositivo no está registrado. Recarga la página del reloj checador.');
export const devicePending = () => new AppError(403, 'device_pending', 'Este dispositivo aún no ha sido autorizado por un administrador.');
export const deviceRejected = () => new AppError(403, 'device_rejected', 'Este dispositivo ha sido rechazado.');
export const deviceRateLimited = () =>
  new AppError(429, 'device_rate_limited', 'Se registraron demasiados dispositivos nuevos desde esta dirección. Espera un minuto y vuelve a intentarlo.');
export const devicePendingFull = () =>
  new AppError(
    503,
    'device_pending_full',
    "Hay demasiados dispositivos pendientes de aprobación. Pide al administrador que revise 'Dispositivos' y apruebe, rechace o borre los que no reconozca.",
  );
export const deviceHasPunches = () =>
  new AppError(409, 'device_has_punches', "Este dispositivo tiene checadas registradas y no se puede borrar. Usa 'Rechazar' para que deje de checar.");
export const photoNotFound = () => new AppError(404, 'photo_not_found', 'La foto de esta checada no existe.');
/** Issue 45: the frame of a refused spoof attempt (deleted with the punch photos' retention, or another branch's). */
export const spoofPhotoNotFound = () => new AppError(404, 'photo_not_found', 'La foto de este intento no existe o ya se borró.');

// ---------------------------------------------------------------- faces and images
/** A face that could not be enrolled or recognised: status and sentence from services/faceOutcomes.ts. */
export const faceRefused = (status: number, code: FaceErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(status, code, message, undefined, details);
/** Issue 14: the passive evidence was uncertain; the kiosk shows `message` large and sends the frames that follow with `reto`. */
export const challengeRequired = (message: string, details: Record<string, unknown>) => new AppError(428, 'challenge_required', message, undefined, details);
export const challengeExpired = () =>
  new AppError(409, 'challenge_expired', 'Se acabó el tiempo para hacer el movimiento. Presiona el botón para checar de nuevo.', 'reto');
/** Issue 29: a salida sooner than the rule's minutes after the day's entrada waits for the person to confirm it. */
export const salidaMuyPronto = (details: { entrada: string; empleadoId: number; nombre: string }) =>
  new AppError(409, 'salida_muy_pronto', `Ya registraste tu ENTRADA a las ${details.entrada}.`, undefined, details);
export const confirmacionExpirada = () => new AppError(409, 'confirmacion_expirada', 'Se acabó el tiempo para confirmar. Vuelve a checar.');
/** Issue 14: one of several photos of an enrolment was refused: the same answer, naming the photo ('La foto 3: …'). */
export const inPhoto = (photo: number, error: AppError) =>
  new AppError(
    error.status,
    error.code,
    `La foto ${photo}: ${error.message.charAt(0).toLocaleLowerCase('es-MX')}${error.message.slice(1)}`,
    `images.${photo - 1}`,
    {
      ...error.details,
      foto: photo,
    },
  );
/** Uploaded photos of an enrolment that are not all of one person: `photo` is the first one apart from the rest. */
export const differentPeople = (photo: number) =>
  new AppError(
    422,
    'different_people',
    `La foto ${photo} no parece ser de la misma persona que las demás. Sube solo fotos del mismo empleado.`,
    `images.${photo - 1}`,
    {
      foto: photo,
    },
  );
/** The frames of an enrolment's webcam burst show more than one person. */
export const burstOfSeveralPeople = () =>
  new AppError(422, 'different_people', 'Las fotos de la cámara muestran a más de una persona. Tómalas con solo el empleado frente a la cámara.', 'images');
// ---------------------------------------------------------------- privacy (issue 15)
export const privacyNoticeMissing = () => new AppError(409, 'privacy_notice_missing', privacidadText.sinAviso);
export const consentRequired = () => new AppError(409, 'consent_required', privacidadText.consentimientoRequerido);
export const consentMismatch = () => new AppError(422, 'consent_mismatch', privacidadText.confirmacionDistinta, 'confirmacion');
export const consentNotFound = () => new AppError(404, 'consent_not_found', privacidadText.sinConsentimiento);

export const pinIncorrect = () => new AppError(422, 'pin_incorrect', 'Número de empleado o NIP incorrecto. Revísalos e inténtalo de nuevo.');
/** `numero`: that número is locked (at this kiosk); `kiosco`: this kiosk took too many wrong NIPs, for any número. */
export const pinLocked = (minutes: number, what: 'numero' | 'kiosco' = 'numero') =>
  new AppError(
    429,
    'pin_locked',
    `${what === 'kiosco' ? 'Demasiados NIP incorrectos en este reloj' : 'Demasiados intentos con ese número'}. Espera ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} o pide a tu supervisor que registre tu checada.`,
    undefined,
    { retryAfter: minutes * 60 },
  );
export const keypadNumberRequired = () =>
  new AppError(
    409,
    'numero_empleado_required',
    'Para usar un NIP, el empleado necesita un número de empleado de solo dígitos (el kiosco solo tiene números). Asígnalo en Editar Empleado.',
    'numeroEmpleado',
  );
export const faceEngineUnavailable = (reason?: string) =>
  new AppError(503, 'face_engine_unavailable', `El reconocimiento facial no está disponible${reason ? `: ${reason}` : ' en este momento.'}`);
/** The daemon answers before its models have loaded (issue 46): the kiosk sends the same request again shortly. */
export const faceEngineLoading = () =>
  new AppError(503, 'face_engine_loading', 'El reconocimiento facial se está iniciando. Espera unos segundos.', undefined, { retryAfterMs: 1000 });
/** The kiosk's guidance frames came faster than the daemon answers them (issue 16): the kiosk just skips a beat. */
export const framingBusy = () =>
  new AppError(429, 'framing_busy', 'El reloj checador está ocupado revisando la imagen anterior. Espera un momento.', undefined, { retryAfterMs: 400 });
export const invalidDataUrl = () =>
  new AppError(400, 'invalid_data_url', 'La imagen no es un data URL válido: envía "data:image/jpeg;base64,...", PNG o WebP.', 'image');
export const invalidImage = () => new AppError(422, 'invalid_image', 'El archivo no es una imagen válida.', 'image');
export const unsupportedImageFormat = () => new AppError(422, 'unsupported_image_format', 'Formato de imagen no soportado: usa JPEG, PNG o WebP.', 'image');
export const imageTooLarge = (maxPixels: number) =>
  new AppError(
    413,
    'image_too_large',
    `La imagen tiene demasiados píxeles: el máximo es ${(maxPixels / 1_000_000).toLocaleString('es-MX', { maximumFractionDigits: 2 })} megapíxeles.`,
    'image',
  );

// ---------------------------------------------------------------- backups
export const backupNotFound = () => new AppError(404, 'backup_not_found', 'El respaldo no existe.');
export const backupBusy = () => new AppError(409, 'backup_busy', 'Se crearon demasiados respaldos en el mismo segundo. Intenta de nuevo.');
export const backupNoSpace = (message: string) => new AppError(507, 'backup_no_space', message);
/** A backup offered for restoring failed its checks (signature, integrity, version, schema): the reason, nothing changed. */
export const backupRefused = (reason: string) => new AppError(422, 'respaldo_rechazado', reason);
export const restoreNotStaged = () =>
  new AppError(404, 'restauracion_no_preparada', 'El respaldo por restaurar ya no está preparado (se eligió otro o el reloj se reinició). Vuelve a elegirlo.');

// ---------------------------------------------------------------- updates (issue 32)
/** A release bundle refused by its checks (release/bundle.ts ReleaseRefused): its code and Spanish reason; nothing changed. */
export const releaseRefused = (code: UpdateErrorCode, reason: string) => new AppError(422, code, reason);
export const updateInProgressError = () =>
  new AppError(409, 'actualizacion_en_curso', 'Ya hay una actualización en curso: espera a que termine para instalar otra versión.');
export const updateNotStaged = () =>
  new AppError(404, 'paquete_no_preparado', 'El paquete por instalar ya no está en el reloj (se subió otro o el reloj se reinició). Vuelve a subirlo.');
// The update codes are listed in @reloj/contract/actualizaciones; ERROR_CODES (contract/src/errors.ts) does not include them yet.

// ---------------------------------------------------------------- the box itself (issue 26)
/** A write failed because the data directory's disk is full (SQLITE_FULL, ENOSPC): nothing was stored. */
export const noSpace = () => new AppError(507, 'sin_espacio', 'El reloj no tiene espacio para guardar. Avisa al administrador.');
/** The database did not pass its check at start: the daemon serves only this answer (system/damagedDatabase.ts). */
export const damagedDatabase = (message: string, details: Record<string, unknown>) => new AppError(503, 'base_danada', message, undefined, details);

// ---------------------------------------------------------------- pre-nómina
export const periodoCerrado = (message: string, details?: Record<string, unknown>) => new AppError(409, 'periodo_cerrado', message, undefined, details);
export const periodoNotFound = () => new AppError(404, 'periodo_not_found', 'El periodo no existe.');
export const periodoOverlap = (message: string) => new AppError(409, 'periodo_overlap', message, 'desde');
export const periodoAlreadyClosed = () => new AppError(409, 'periodo_already_closed', 'Este periodo ya está cerrado.');
export const periodoNoTermina = (message: string, details: Record<string, unknown>) => new AppError(409, 'periodo_no_termina', message, undefined, details);
export const periodoAbierto = () => new AppError(409, 'periodo_abierto', 'Este periodo está abierto: no hay cierre que reabrir.');
export const periodoVersionNotFound = (version: number) =>
  new AppError(404, 'periodo_version_not_found', `El periodo de estas fechas no tiene una versión ${version}: cada cierre guardado es una versión.`, 'version');
export const festivoNotFound = () => new AppError(404, 'festivo_not_found', 'Ese día no está registrado como festivo de la empresa.');
export const festivoDuplicate = (message: string) => new AppError(409, 'festivo_duplicate', message, 'fecha');
export const festivoDeLey = (message: string) => new AppError(409, 'festivo_de_ley', message, 'fecha');
export const incidenciaNotFound = () => new AppError(404, 'incidencia_not_found', 'La incidencia no existe.');
export const incidenciaDuplicate = (message: string) => new AppError(409, 'incidencia_duplicate', message, 'tipo');
export const punchInFuture = () => new AppError(422, 'punch_in_future', 'No se puede registrar una checada en el futuro.', 'hora');
export const punchDuplicate = (message: string) => new AppError(409, 'punch_duplicate', message, 'hora');
/** A punch that does not exist, or (to a gerente) one of another branch. */
export const punchNotFound = () => new AppError(404, 'punch_not_found', 'La checada no existe.');
/** Issue 29: a punch is voided once; the void is never changed. */
export const checadaYaAnulada = () => new AppError(409, 'checada_ya_anulada', 'Esta checada ya está anulada.');
/** An employee id in a body or a query that names nobody (422, with the field). */
export const employeeUnknown = (field: string) => new AppError(422, 'employee_unknown', 'El empleado no existe.', field);
export const perfilNotFound = () =>
  new AppError(404, 'perfil_not_found', 'El perfil de exportación no existe: usa "contpaqi", "noi" o el número de un perfil guardado.', 'perfil');
export const perfilDuplicate = (nombre: string) => new AppError(409, 'perfil_duplicate', `Ya existe un perfil de exportación llamado "${nombre}".`, 'nombre');
/** A saved profile with no code for a kind the period has (a bono added after it was saved). */
export const perfilIncompleto = (tipo: string, etiqueta: string) =>
  new AppError(422, 'perfil_incompleto', `El perfil no tiene código para ${etiqueta}: agrégalo en Exportación a nómina.`, `codigos.${tipo}`);
/** limites_legales keeps each row as published: a date that already has one is refused, never replaced. */
export const limiteLegalDuplicate = (message: string) => new AppError(409, 'limite_legal_duplicate', message, 'vigenteDesde');

// ---------------------------------------------------------------- turnos (issue 41)
export const turnoNotFound = () => new AppError(404, 'turno_not_found', 'El turno no existe.');
/** A turnoId in a body that names no turno (422, with the field). */
export const turnoUnknown = (field: string, id: number) => new AppError(422, 'turno_not_found', `El turno ${id} no existe.`, field);
export const turnoDuplicate = (nombre: string) => new AppError(409, 'turno_duplicate', `Ya existe un turno llamado "${nombre}".`, 'nombre');
/** `details`: who uses it (`{empleados, roles}`). */
export const turnoInUse = (message: string, details: Record<string, unknown>) => new AppError(409, 'turno_in_use', message, undefined, details);
export const rolNotFound = () => new AppError(404, 'rol_not_found', 'El rol no existe.');
export const rolUnknown = (id: number) => new AppError(422, 'rol_not_found', `El rol ${id} no existe.`, 'rolId');
export const rolDuplicate = (nombre: string) => new AppError(409, 'rol_duplicate', `Ya existe un rol llamado "${nombre}".`, 'nombre');
export const rolInUse = (message: string, details: Record<string, unknown>) => new AppError(409, 'rol_in_use', message, undefined, details);
export const cambioTurnoNotFound = () => new AppError(404, 'cambio_turno_not_found', 'El cambio de turno no existe.');
export const cambioTurnoDuplicate = (message: string, field: string) => new AppError(409, 'cambio_turno_duplicate', message, field);

// ---------------------------------------------------------------- 'Mi asistencia' and solicitudes (issue 43)
/** No token, an unknown, expired or closed one, or one of another kiosk: the same 401, so nothing is learnt from it. */
export const miAsistenciaSinAcceso = () => new AppError(401, 'mi_asistencia_sin_acceso', 'Tu sesión de «Mi asistencia» terminó. Checa otra vez para abrirla.');
export const solicitudNotFound = () => new AppError(404, 'solicitud_not_found', 'La solicitud no existe.');
export const solicitudesAbiertas = (max: number) =>
  new AppError(409, 'solicitudes_abiertas', `Ya tienes ${max} solicitudes sin respuesta. Espera a que te respondan para enviar otra.`, undefined, { max });
export const solicitudRespondida = (estado: string) => new AppError(409, 'solicitud_respondida', `Esta solicitud ya fue ${estado}.`, undefined, { estado });

// ---------------------------------------------------------------- avisos (issue 44)
export const avisoNotFound = () => new AppError(404, 'aviso_not_found', 'El aviso no existe.');
export const avisoNoFallido = () => new AppError(409, 'aviso_no_fallido', 'Solo se puede reintentar un aviso que falló.');
export const avisoSinCanal = (message: string) => new AppError(409, 'avisos_sin_canal', message);
/** 502: the mail server or the webhook's receiver refused or could not be reached; `message` says what it said, in Spanish. */
export const avisoNoEnviado = (message: string) => new AppError(502, 'aviso_no_enviado', message);
