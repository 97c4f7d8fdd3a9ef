/**
 * Punches (checadas): the kiosk's POST /api/attendance/check-in (the product's requirements) and the
 * administrator's GET /api/attendance ('Asistencias').
 */
import { z } from 'zod';
import { daysBetween, idSchema, isoDate, localDateTime } from './common.js';
import { singleLine, visibleText } from './text.js';

export const PUNCH_TYPES = ['entrada', 'salida'] as const;
export type PunchType = (typeof PUNCH_TYPES)[number];

/** Optional header of a check-in: one button press, so a press sent again is stored once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7E]{1,100}$/, 'El encabezado Idempotency-Key debe tener de 1 a 100 caracteres imprimibles.');

const MISSING_PHOTO = 'Falta la foto: envía la imagen de la cámara en el campo image.';

/**
 * The width of every photo the kiosk's camera takes (the product's requirements: webcam width 720); the height follows
 * the camera's aspect. In RELOJ_LIVENESS=block a burst of frames of another width is never punched at once (issue 39).
 */
export const KIOSK_FRAME_WIDTH = 720;

/** A burst of the kiosk's camera (issue 14): 3 to 5 frames over about a second; 2 is the least that shows motion. */
export const MIN_BURST_FRAMES = 2;
export const MAX_BURST_FRAMES = 5;
/** The frames that follow a challenge (about a second and a half while the person turns). */
export const MAX_CHALLENGE_FRAMES = 8;

/** What the kiosk may ask the person to do when the passive evidence is uncertain: turn the head (their left or right). */
export const CHALLENGE_ACTIONS = ['girar_izquierda', 'girar_derecha'] as const;
export type ChallengeAction = (typeof CHALLENGE_ACTIONS)[number];

/** The challenge's one-use id, as the daemon issued it. */
export const challengeIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'El reto no es válido. Presiona el botón de nuevo.');

const frameSchema = z.string({ error: MISSING_PHOTO }).min(1, MISSING_PHOTO);

/**
 * Issue 29: a punch that would be a salida too soon after the day's entrada is answered 409 `salida_muy_pronto`;
 * the same request sent again with `confirmarSalida: true` and the same Idempotency-Key within
 * SALIDA_CONFIRMATION_MS stores it for the employee recognised the first time (no new recognition).
 */
const confirmarSalidaSchema = z.boolean({ error: 'El campo confirmarSalida debe ser true o false.' }).optional();
export const SALIDA_CONFIRMATION_MS = 15_000;

/** `details` of a 409 `salida_muy_pronto`: the entrada's local time ('09:02') and who was recognised. */
export const salidaMuyProntoSchema = z.object({ entrada: z.string(), empleadoId: idSchema, nombre: z.string() });
export type SalidaMuyPronto = z.infer<typeof salidaMuyProntoSchema>;

/**
 * POST /api/attendance/check-in: one photo `{image}`, or a burst `{images: [...]}` of 2 to 5 frames (judged on all of
 * them), or the frames that answer a challenge `{images: [...] (up to 8), reto}`. Each frame is the webcam's photo as a
 * data URL. With RELOJ_LIVENESS=block one photo is no evidence of life: an enrolled face in it is asked for a challenge
 * (428), never punched at once (issue 39).
 */
export const checkInRequestSchema = z
  .object({
    image: frameSchema.optional(),
    images: z
      .array(frameSchema, { error: 'El campo images debe ser una lista de fotos.' })
      .min(MIN_BURST_FRAMES, `Envía de ${MIN_BURST_FRAMES} a ${MAX_BURST_FRAMES} fotos en images.`)
      .max(MAX_CHALLENGE_FRAMES, `Envía como máximo ${MAX_CHALLENGE_FRAMES} fotos en images.`)
      .optional(),
    reto: challengeIdSchema.optional(),
    confirmarSalida: confirmarSalidaSchema,
  })
  .superRefine((body, ctx) => {
    if (body.image === undefined && body.images === undefined) ctx.addIssue({ code: 'custom', path: ['image'], message: MISSING_PHOTO });
    if (body.image !== undefined && body.images !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: 'Envía la foto en image o la ráfaga en images, no ambas.' });
    }
    if (body.reto !== undefined && body.images === undefined) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: 'La respuesta a un reto lleva las fotos en images.' });
    }
    if (body.reto === undefined && body.images !== undefined && body.images.length > MAX_BURST_FRAMES) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: `Envía de ${MIN_BURST_FRAMES} a ${MAX_BURST_FRAMES} fotos en images.` });
    }
  });
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

/**
 * The kiosk's fallback for a person without a usable face (issue 15): the número de empleado and the NIP typed on
 * the on-screen keypad, with one photo of the camera kept as evidence. Digits only: the kiosk has no keyboard.
 */
export const PIN_LENGTH = { min: 4, max: 8 } as const;
const PIN_MESSAGE = `El NIP debe tener de ${PIN_LENGTH.min} a ${PIN_LENGTH.max} dígitos.`;
export const pinSchema = z.string({ error: PIN_MESSAGE }).regex(/^\d{4,8}$/, PIN_MESSAGE);

/** PUT /api/employees/{id}/pin (administrators): sets or replaces the employee's NIP. DELETE removes it. */
export const setPinRequestSchema = z.object({ pin: pinSchema });
export type SetPinRequest = z.infer<typeof setPinRequestSchema>;

const NUMERO_MESSAGE = 'Escribe tu número de empleado (solo dígitos).';
/** A número de empleado the kiosk keypad can type (and so the only kind a NIP can be set for). */
export const keypadNumberSchema = z.string({ error: NUMERO_MESSAGE }).regex(/^\d{1,12}$/, NUMERO_MESSAGE);

/** POST /api/attendance/check-in-pin (approved kiosk): answered like a check-in (checkInResultSchema). */
export const pinCheckInRequestSchema = z.object({
  numeroEmpleado: keypadNumberSchema,
  pin: pinSchema,
  image: frameSchema,
  confirmarSalida: confirmarSalidaSchema,
});
export type PinCheckInRequest = z.infer<typeof pinCheckInRequestSchema>;

/** Unrecognised faces in a row after which the kiosk offers the número de empleado prominently. */
export const UNRECOGNISED_BEFORE_PIN_OFFER = 3;

/** How a punch was made: the face at a kiosk, the NIP at a kiosk, or an administrator (manual). */
export const PUNCH_METHODS = ['rostro', 'nip', 'manual'] as const;
export type PunchMethod = (typeof PUNCH_METHODS)[number];

/** The error code of a 428 answer: the person must do `accion` and the kiosk sends the frames that follow with `reto`. */
export const CHALLENGE_REQUIRED_CODE = 'challenge_required';

/** `details` of a 428 `challenge_required` answer; its `error` is the instruction, in Spanish, to show large. */
export const challengeSchema = z.object({
  reto: challengeIdSchema,
  accion: z.enum(CHALLENGE_ACTIONS),
  /** How long the daemon accepts the answer, from now. */
  expiraEnMs: z.number().int().positive(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** The answer to a recognised face: 201, or 200 with the punch already stored (duplicate window or resent press). */
export const checkInResultSchema = z.object({
  employeeId: idSchema,
  nombre: z.string(),
  tipo: z.enum(PUNCH_TYPES),
  /** ISO 8601 instant. */
  hora: z.string(),
  sucursal: z.string().nullable(),
  /** True when the daemon answered with a punch it had already stored. */
  repetida: z.boolean(),
  /**
   * The employee's own status (issue 13), unless the rules turn it off: 'Entrada 09:18 · retardo de 8 min',
   * 'Salida 18:05 · 8 h 35 min trabajados hoy', and a bono at risk in `aviso`.
   */
  estado: z
    .object({
      resumen: z.string(),
      aviso: z.string().nullable(),
      /** Issue 41: on the day's first punch, the day's turno ('Tu turno de hoy: 15:00 a 22:30.'). */
      turno: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
  /**
   * Issue 43: the short-lived token that opens 'Mi asistencia' for this person on this kiosk (header X-Mi-Asistencia)
   * and when it expires (UTC ISO); null when none could be opened.
   */
  miAsistencia: z.object({ token: z.string(), expira: z.string() }).nullable().default(null),
  /**
   * Issue 44: on the first entrada of a working day whose previous day has an entrada without its salida, 'Ayer no
   * registraste tu salida. Avisa a tu encargado.' (told on that punch only, not on the day's next ones); else null.
   */
  recordatorio: z.string().nullable().default(null),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/**
 * One punch as GET /api/attendance lists it, newest first (kiosk and manual punches). Defined with the manual
 * punches of the pre-nómina (payroll.ts), which POST /api/attendance/manual answers with.
 */
/**
 * A punch as GET /api/attendance lists it, which POST /api/attendance/manual answers (201) for the new one.
 * `tipo` follows the time order of the working day's punches (entrada, salida, entrada...), as the pre-nómina reads them.
 */
/** Who voided a punch, when (UTC ISO instant) and why. */
export const anulacionSchema = z.object({ motivo: z.string(), usuario: z.string(), fecha: z.string() });
export type Anulacion = z.infer<typeof anulacionSchema>;

export const punchSchema = z.object({
  id: z.number(),
  employeeId: z.number(),
  empleado: z.string(),
  sucursal: z.string().nullable(),
  tipo: z.enum(['entrada', 'salida']),
  /** UTC instant, ISO 8601. */
  hora: z.string(),
  diaLaboral: z.string(),
  /** The kiosk's name, or 'Checada manual'. */
  dispositivo: z.string().nullable(),
  similitud: z.number().nullable(),
  vivacidad: z.number().nullable(),
  foto: z.string().nullable(),
  manual: z.boolean(),
  /** 'nip': typed at the kiosk with the número de empleado; its photo is the evidence. */
  metodo: z.enum(PUNCH_METHODS),
  motivo: z.string().nullable(),
  /** The administrator who added a manual punch. */
  registradoPor: z.string().nullable(),
  /**
   * The void (anulación) of this punch, or null (issue 29): a voided punch stays listed, struck through, and counts
   * for nothing; `tipo` is then the place it had among the day's punches that count.
   */
  anulada: anulacionSchema.nullable().default(null),
});
export type Punch = z.infer<typeof punchSchema>;

// ---------------------------------------------------------------- anulaciones

/** POST /api/attendance/{id}/anular {motivo}: why the punch is voided, one line of 3-300 characters. */
export const MOTIVO_ANULACION_LENGTH = { min: 3, max: 300 } as const;
export const anularChecadaRequestSchema = z.object({
  motivo: z
    .string({ error: 'Escribe el motivo de la anulación.' })
    // Checked before the spaces are folded: a line break pasted in becomes a space, an invisible character is refused.
    .refine(...visibleText('El motivo', { multiline: true }))
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(MOTIVO_ANULACION_LENGTH.min, `Escribe el motivo de la anulación (al menos ${MOTIVO_ANULACION_LENGTH.min} caracteres).`)
        .max(MOTIVO_ANULACION_LENGTH.max, `El motivo admite como máximo ${MOTIVO_ANULACION_LENGTH.max} caracteres.`),
    ),
});
export type AnularChecadaRequest = z.infer<typeof anularChecadaRequestSchema>;

/** The longest period GET /api/attendance answers, in days. */
export const MAX_ATTENDANCE_RANGE_DAYS = 366;

export const attendanceText = {
  datesMissing: 'Elige las fechas "desde" y "hasta".',
  desdeAfterHasta: 'La fecha "desde" no puede ser posterior a "hasta".',
  rangeTooLong: 'El rango de fechas no puede pasar de un año.',
} as const;

/** Why a period of punches cannot be asked for, or null when it can; both dates 'YYYY-MM-DD'. */
export function attendanceRangeProblem(desde: string, hasta: string): { field: 'desde' | 'hasta'; message: string } | null {
  if (desde > hasta) return { field: 'desde', message: attendanceText.desdeAfterHasta };
  if (daysBetween(desde, hasta) > MAX_ATTENDANCE_RANGE_DAYS) return { field: 'hasta', message: attendanceText.rangeTooLong };
  return null;
}

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).optional();

/**
 * The query of GET /api/attendance: working days desde..hasta (both default to today, or to each other),
 * a branch, an employee, and formato=csv for the download.
 */
export const attendanceQuerySchema = z
  .object({
    desde: isoDate('La fecha "desde"').optional(),
    hasta: isoDate('La fecha "hasta"').optional(),
    sucursal: positiveId('La sucursal debe ser un número de sucursal.'),
    empleado: positiveId('El empleado debe ser un número de empleado.'),
    formato: z.enum(['json', 'csv'], { error: 'El formato debe ser json o csv.' }).default('json'),
  })
  .superRefine((q, ctx) => {
    const problem = q.desde && q.hasta ? attendanceRangeProblem(q.desde, q.hasta) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
/** The query as a client writes it (ids may be strings, as in an address). */
export type AttendanceQuery = z.input<typeof attendanceQuerySchema>;

/** POST /api/attendance/manual: a forgotten punch, local time, with the reason. */
export const manualPunchInputSchema = z.object({
  empleadoId: idSchema,
  hora: localDateTime('La hora'),
  motivo: z
    .string({ error: 'El motivo es obligatorio.' })
    .trim()
    .min(3, 'Escribe el motivo de la checada manual (al menos 3 caracteres).')
    .max(200, 'El motivo admite como máximo 200 caracteres.')
    // Several lines: the 'Checada manual' form's field is a text area.
    .refine(...visibleText('El motivo', { multiline: true })),
});
export type ManualPunchInput = z.infer<typeof manualPunchInputSchema>;
