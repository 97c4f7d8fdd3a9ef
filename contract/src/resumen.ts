/**
 * GET /api/resumen (issue 16 item 6): what needs attention, for the panel's home page. Every role reads it; what it
 * lists is limited to the account's branches. Pending kiosks and the first-run checklist are administrators' only
 * (null for other roles: only an administrator can fix them).
 */
import { z } from 'zod';
import { idSchema } from './common.js';

/** Past working days looked at for a punch missing its salida (today is still under way). */
export const RESUMEN_DIAS_SIN_SALIDA = 14;
/** At most this many rows in each list; `total` always counts them all. */
export const RESUMEN_MAX_FILAS = 50;

const empleadoRef = z.object({ empleadoId: idSchema, nombre: z.string(), sucursal: z.string() });

export const kioscoPendienteSchema = z.object({
  id: idSchema,
  codigo: z.string(),
  nombre: z.string().nullable(),
  /** When the kiosk first asked (ISO 8601 instant). */
  primeraVez: z.string(),
});

export const diaSinSalidaSchema = empleadoRef.extend({
  /** The working day, YYYY-MM-DD. */
  fecha: z.string(),
  /** The day's first entrada, HH:MM. */
  entrada: z.string().nullable(),
});

export const llegadaSchema = empleadoRef.extend({
  /** The first entrada of today's working day, HH:MM (box time). */
  entrada: z.string(),
  /** Minutes past the entry time beyond the tolerance (0: on time). */
  minutosRetardo: z.number().int().min(0),
  /** An odd number of punches so far: still at work. */
  enTurno: z.boolean(),
  /** Issue 41: the last salida so far, HH:MM (null while at work or never out), and today's turno ('15:00 a 22:30'). */
  salida: z.string().nullable().default(null),
  turno: z.string().nullable().default(null),
});

export const faltanteSchema = empleadoRef.extend({
  /** The scheduled entry time, HH:MM (issue 41: of the segment due now: a split shift's return too). */
  horaEntrada: z.string(),
  /** Issue 41: today's turno ('10:00 a 15:00 y 17:00 a 20:00'); null before turnos. */
  turno: z.string().nullable().default(null),
  /** Issue 41: the employee came earlier today and has not come back for this segment. */
  regreso: z.boolean().default(false),
});

/**
 * The first-run checklist, in the order it is done (issue 30): a published privacy notice (without it no face can be
 * registered), a sucursal, a puesto, the reglas saved at least once, an active employee with a face, an approved kiosk.
 */
export const configuracionSchema = z.object({
  avisoPrivacidad: z.boolean(),
  sucursal: z.boolean(),
  puesto: z.boolean(),
  reglas: z.boolean(),
  empleadoConRostro: z.boolean(),
  kioscoAprobado: z.boolean(),
  /** Issue 40: every active employee hired before the record's start has an opening vacation balance. */
  saldoInicialVacaciones: z.boolean().default(true),
  /** How many active employees were hired before the record's start (the checklist shows the step only when some were). */
  requierenSaldoInicial: z.number().int().nonnegative().default(0),
  /** How many of them lack one. */
  sinSaldoInicial: z.number().int().nonnegative().default(0),
});
export type Configuracion = z.infer<typeof configuracionSchema>;

/**
 * The box's data disk (issue 26): 'lleno' once a write failed for lack of space (or less than 1 MB is left), 'poco'
 * below 5 % or 200 MB free, else 'ok'.
 */
export const discoSchema = z.object({
  estado: z.enum(['ok', 'poco', 'lleno']),
  libreBytes: z.number().int().min(0),
  totalBytes: z.number().int().min(0),
});
export type Disco = z.infer<typeof discoSchema>;

export const resumenSchema = z.object({
  /** Today's local date (YYYY-MM-DD) and time (HH:MM) on the box. */
  hoy: z.string(),
  hora: z.string(),
  /** Administrators only; null for other roles. */
  kioscosPendientes: z.object({ total: z.number().int(), kioscos: z.array(kioscoPendienteSchema) }).nullable(),
  /** Active employees of the account's branches (none: the cards about employees have nothing to say yet). */
  empleadosActivos: z.number().int(),
  /** Active employees without an enrolled face: they cannot punch by face. */
  sinRostro: z.object({ total: z.number().int(), empleados: z.array(empleadoRef) }),
  /** Past working days (desde..hasta) with an odd number of punches, newest first. */
  sinSalida: z.object({ desde: z.string(), hasta: z.string(), total: z.number().int(), dias: z.array(diaSinSalidaSchema) }),
  hoyAsistencia: z.object({
    /** Employees with today as a working day (not a rest day, holiday or justified absence). */
    esperados: z.number().int(),
    /** How many have punched today, and how many of them arrived late. */
    llegaron: z.number().int(),
    retardos: z.number().int(),
    /** Who has punched today: the late ones first, then by the time of the first entrada. */
    llegadas: z.array(llegadaSchema),
    /** Expected today, past their entry time and tolerance, still without a punch. */
    faltan: z.number().int(),
    faltantes: z.array(faltanteSchema),
    /** Issue 41: who rests today under their turno (or a one-day change), by name. */
    descansan: z.array(empleadoRef).default([]),
  }),
  /** The first-run checklist (administrators only; null for other roles). */
  configuracion: configuracionSchema.nullable(),
  /** Whether the box's clock is NTP-synchronised (timedatectl); null: not known (no systemd). */
  relojSincronizado: z.boolean().nullable().default(null),
  /** The data disk's free space; null: it could not be read. */
  disco: discoSchema.nullable().default(null),
  /** The latest verification of the record's chain (issue 29; daily, or on request); null: not verified yet. */
  registro: z
    .object({ ok: z.boolean(), verificadoEn: z.string(), filas: z.number().int().nonnegative(), motivo: z.string().nullable() })
    .nullable()
    .default(null),
  /**
   * Issue 40 item 4: the box's first day in service, and whether the box is in its first RESUMEN_PRIMEROS_DIAS days
   * (the home page then says the days before it are no faltas). Null: nothing recorded yet.
   */
  inicioRegistro: z.object({ fecha: z.string(), primerosDias: z.boolean() }).nullable().default(null),
});

/** How many days, from the first one, the home page says the record has just started. */
export const RESUMEN_PRIMEROS_DIAS = 30;
export type Resumen = z.infer<typeof resumenSchema>;
export type KioscoPendiente = z.infer<typeof kioscoPendienteSchema>;
export type DiaSinSalida = z.infer<typeof diaSinSalidaSchema>;
export type Llegada = z.infer<typeof llegadaSchema>;
export type Faltante = z.infer<typeof faltanteSchema>;

/** Every step of the checklist done. */
export const configuracionCompleta = (c: Configuracion): boolean =>
  c.avisoPrivacidad && c.sucursal && c.puesto && c.reglas && c.empleadoConRostro && c.kioscoAprobado && c.saldoInicialVacaciones;
