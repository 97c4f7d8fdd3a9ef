/**
 * Issue 41: turnos (a catalogue of schedules with per-day segments, weekly or a cycle of N days), roles (a sequence of
 * turnos by week), assignments with a date in force and one-day changes. The request schemas check the shape; the
 * calendar rules (segments that overlap, a day's length) are checked by `problemasDeTurno` so that the daemon and the
 * panel say the same sentence.
 */
import { z } from 'zod';
import { idSchema, isoDate } from './common.js';
import { isCalendarDate, weekday } from './dates.js';
import { motivoInicioRegistroSchema } from './inicioRegistro.js';
import { JORNADA_TIPOS, advertenciaSchema } from './prenomina.js';
import { singleLine, visibleText } from './text.js';

/**
 * A worked stretch of a day, entrada and salida 'HH:MM'. A salida earlier than its entrada ends the next day; a salida
 * may also be written past 24:00 ('32:00' = 08:00 of the next day), which is how a 24-hour segment is written
 * (08:00 to 32:00, the 24x48's day).
 */
export type Segmento = { entrada: string; salida: string };

/** One day of a turno's pattern: no segments is a rest day. `minutosComida`: an unpunched meal inside the segments. */
export type TurnoDia = { segmentos: Segmento[]; minutosComida?: number };

export const TURNO_TIPOS = ['semanal', 'ciclo'] as const;
export type TurnoTipo = (typeof TURNO_TIPOS)[number];

export const CICLO_DIAS_MAX = 31;
export const TURNO_CODIGO_MAX = 6;
export const TURNO_NOMBRE_MAX = 60;
const DAY = 24 * 60;

/** The body of POST/PUT /api/turnos. */
export type TurnoPayload = {
  nombre: string;
  codigo: string;
  /** '#RRGGBB'. */
  color: string;
  tipo: TurnoTipo;
  /** semanal: exactly 7, lunes first; ciclo: 1 to 31 days from inicioCiclo. */
  dias: TurnoDia[];
  inicioCiclo?: string | null;
};

const segmentoRespuestaSchema = z.object({ entrada: z.string(), salida: z.string() });

/** A day as the API answers it: its jornada (LFT art. 60; null on a rest day), its paid minutes and legal maximum (art. 61). */
export const turnoDiaInfoSchema = z.object({
  segmentos: z.array(segmentoRespuestaSchema),
  minutosComida: z.number(),
  jornada: z.enum(JORNADA_TIPOS).nullable(),
  minutos: z.number(),
  maximoMinutos: z.number().nullable(),
});
export type TurnoDiaInfo = z.infer<typeof turnoDiaInfoSchema>;

/** A turno as GET/POST/PUT /api/turnos answer it. */
export const turnoSchema = z.object({
  id: idSchema,
  nombre: z.string(),
  codigo: z.string(),
  /** '#rrggbb'. */
  color: z.string(),
  tipo: z.enum(TURNO_TIPOS),
  dias: z.array(turnoDiaInfoSchema),
  inicioCiclo: z.string().nullable(),
  /** Paid minutes in 7 days (a cycle's average over 7 days). */
  minutosSemana: z.number(),
  /** E.g. the week over the legal maximum in force (art. 61, the limits in force today). */
  advertencias: z.array(advertenciaSchema),
  /** Employees whose assignment in force today uses it (directly or through a rol). */
  empleados: z.number().int(),
  activo: z.boolean(),
});
export type Turno = z.infer<typeof turnoSchema>;

/** POST/PUT /api/roles: a turno per week in order, from `inicio` (a Monday). */
export type RolPayload = { nombre: string; turnos: number[]; inicio: string };
/** A rotation as GET/POST/PUT /api/roles answer it. */
export const rolSchema = z.object({
  id: idSchema,
  nombre: z.string(),
  turnos: z.array(idSchema),
  inicio: z.string(),
  turnosDetalle: z.array(z.object({ id: idSchema, nombre: z.string(), codigo: z.string(), color: z.string() })),
  empleados: z.number().int(),
});
export type Rol = z.infer<typeof rolSchema>;

/** POST /api/employees/{id}/asignaciones. */
export type AsignacionPayload = { turnoId?: number | null; rolId?: number | null; vigenteDesde: string };
/** POST /api/asignaciones: several employees at once (one action, one audit entry). */
export type AsignacionMasivaPayload = AsignacionPayload & { empleadoIds: number[] };

export const asignacionSchema = z.object({
  id: idSchema,
  empleadoId: idSchema,
  turnoId: idSchema.nullable(),
  rolId: idSchema.nullable(),
  /** The turno's or the rol's name. */
  nombre: z.string(),
  vigenteDesde: z.string(),
  registradoPor: z.string().nullable(),
  registradoEn: z.string(),
});
export type Asignacion = z.infer<typeof asignacionSchema>;
/** 201 of POST /api/asignaciones. */
export const asignacionesCreadasSchema = z.object({ asignaciones: z.array(asignacionSchema) });
export type AsignacionesCreadas = z.infer<typeof asignacionesCreadasSchema>;

/** POST /api/cambios-turno: one day of one employee: another turno, a rest day, or a swap with a colleague. */
export type CambioTurnoPayload = {
  empleadoId: number;
  fecha: string;
  turnoId?: number | null;
  descanso?: boolean;
  conEmpleadoId?: number | null;
  motivo: string;
};

export const cambioTurnoSchema = z.object({
  id: idSchema,
  empleadoId: idSchema,
  fecha: z.string(),
  /** The turno worked that day; null on a rest day. */
  turnoId: idSchema.nullable(),
  descanso: z.boolean(),
  /** A swap: the colleague whose day this one took (both rows are created and deleted together). */
  conEmpleadoId: idSchema.nullable(),
  motivo: z.string(),
  registradoPor: z.string().nullable(),
  registradoEn: z.string(),
});
export type CambioTurno = z.infer<typeof cambioTurnoSchema>;
/** 201 of POST /api/cambios-turno: the change and, for a swap, the colleague's row (`pareja`, else null). */
export const cambioTurnoCreadoSchema = cambioTurnoSchema.extend({ pareja: cambioTurnoSchema.nullable() });
export type CambioTurnoCreado = z.infer<typeof cambioTurnoCreadoSchema>;

/** One cell of the roster (GET /api/rol-turnos). */
export const rolTurnosDiaSchema = z.object({
  fecha: z.string(),
  turnoId: idSchema.nullable(),
  codigo: z.string().nullable(),
  nombre: z.string().nullable(),
  color: z.string().nullable(),
  segmentos: z.array(segmentoRespuestaSchema),
  descanso: z.boolean(),
  /** A one-day change (cambio de turno) shapes this day. */
  cambio: z.boolean(),
  /** That change's id, so that the screen can undo it; null without one. */
  cambioId: idSchema.nullable(),
  /** LFT art. 74 or the company's holiday name, else null. */
  festivo: z.string().nullable(),
});
export type RolTurnosDia = z.infer<typeof rolTurnosDiaSchema>;

export const rolTurnosSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  sucursalId: idSchema.nullable(),
  empleados: z.array(
    z.object({ empleadoId: idSchema, nombre: z.string(), numeroEmpleado: z.string().nullable(), sucursalId: idSchema, dias: z.array(rolTurnosDiaSchema) }),
  ),
});
export type RolTurnos = z.infer<typeof rolTurnosSchema>;

// ——— clock arithmetic of segments ———

const SEGMENT_ENTRADA = /^([01]\d|2[0-3]):[0-5]\d$/;
const SEGMENT_SALIDA = /^([0-3]\d|4[0-7]):[0-5]\d$/;

export const isSegmentEntrada = (v: string) => SEGMENT_ENTRADA.test(v);
export const isSegmentSalida = (v: string) => SEGMENT_SALIDA.test(v);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A segment on the day's time line: minutes from the day's 00:00 (its end may pass 24:00). */
export function segmentSpan(s: Segmento): { start: number; end: number } {
  const start = minutesOf(s.entrada);
  let end = minutesOf(s.salida);
  if (end < start && end < DAY) end += DAY;
  return { start, end };
}

/** The day's segments on its time line, in the order given (problemasDeTurno refuses them out of order or overlapping). */
export const daySpans = (segmentos: readonly Segmento[]) => segmentos.map(segmentSpan);

/** Minutes of the day's segments, meal not subtracted. */
export const segmentsMinutes = (segmentos: readonly Segmento[]) => daySpans(segmentos).reduce((t, s) => t + s.end - s.start, 0);

/** Paid minutes of a day: its segments less the unpunched meal. */
export const dayPaidMinutes = (dia: TurnoDia) => Math.max(0, segmentsMinutes(dia.segmentos) - (dia.minutosComida ?? 0));

/** 'HH:MM' of a time-line minute (the day's own clock: 25:30 is written 01:30). */
export const clockOf = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** '09:00 a 14:00 y 17:00 a 20:00' (a salida past midnight is written as the clock shows it). */
export const segmentosText = (segmentos: readonly Segmento[]) =>
  segmentos.map((s) => `${clockOf(minutesOf(s.entrada))} a ${clockOf(minutesOf(s.salida))}`).join(' y ');

/** Which day of a turno's pattern a date is: lunes = 0 for a weekly one, days since inicioCiclo modulo its length for a cycle. */
export function patternIndex(
  turno: { tipo: TurnoTipo; dias: readonly unknown[]; inicioCiclo?: string | null },
  fecha: string,
  daysSince: (a: string, b: string) => number,
): number {
  if (turno.tipo === 'semanal') return (weekday(fecha) + 6) % 7;
  const n = turno.dias.length;
  const d = daysSince(turno.inicioCiclo!, fecha);
  return ((d % n) + n) % n;
}

/** Spanish problems of a turno's days, each `{campo, mensaje}` naming the field ('dias[2].segmentos[1].salida'). */
export function problemasDeTurno(payload: Pick<TurnoPayload, 'tipo' | 'dias' | 'inicioCiclo'>): { campo: string; mensaje: string }[] {
  const out: { campo: string; mensaje: string }[] = [];
  const n = payload.dias.length;
  if (payload.tipo === 'semanal' && n !== 7)
    out.push({ campo: 'dias', mensaje: `Un turno semanal tiene exactamente 7 días, de lunes a domingo (se recibieron ${n}).` });
  if (payload.tipo === 'ciclo') {
    if (n < 1 || n > CICLO_DIAS_MAX) out.push({ campo: 'dias', mensaje: `Un ciclo tiene de 1 a ${CICLO_DIAS_MAX} días (se recibieron ${n}).` });
    if (!payload.inicioCiclo) out.push({ campo: 'inicioCiclo', mensaje: 'Indica la fecha en que empieza el ciclo (inicioCiclo).' });
  }
  payload.dias.forEach((dia, i) => {
    const spans = daySpans(dia.segmentos);
    dia.segmentos.forEach((s, j) => {
      const span = spans[j]!;
      const campo = `dias[${i}].segmentos[${j}]`;
      const length = span.end - span.start;
      if (length <= 0)
        out.push({
          campo: `${campo}.salida`,
          mensaje: `El tramo ${j + 1} del día ${i + 1} dura 0 minutos: la salida debe ser distinta de la entrada (24 horas se escriben 08:00 a 32:00).`,
        });
      else if (length > DAY) out.push({ campo: `${campo}.salida`, mensaje: `El tramo ${j + 1} del día ${i + 1} dura más de 24 horas.` });
      const prev = spans[j - 1];
      if (prev && span.start < prev.end) {
        out.push({
          campo: `${campo}.entrada`,
          mensaje: `Los tramos ${j} y ${j + 1} del día ${i + 1} se enciman: cada tramo empieza después de que termina el anterior.`,
        });
      }
    });
    const total = segmentsMinutes(dia.segmentos);
    if (spans.length > 0 && spans[spans.length - 1]!.end - spans[0]!.start > DAY) {
      out.push({ campo: `dias[${i}].segmentos`, mensaje: `Los tramos del día ${i + 1} abarcan más de 24 horas.` });
    }
    const comida = dia.minutosComida ?? 0;
    if (comida > 0 && comida >= total)
      out.push({ campo: `dias[${i}].minutosComida`, mensaje: `La comida del día ${i + 1} no puede durar lo mismo o más que sus tramos.` });
  });
  return out;
}

// ——— request schemas ———

const nombreSchema = z
  .string({ error: 'El nombre del turno es obligatorio.' })
  .refine(...visibleText('El nombre'))
  .transform(singleLine)
  .pipe(z.string().min(1, 'El nombre del turno es obligatorio.').max(TURNO_NOMBRE_MAX, `El nombre admite como máximo ${TURNO_NOMBRE_MAX} caracteres.`));

const segmentoSchema = z.object({
  entrada: z
    .string({ error: 'La entrada del tramo es obligatoria.' })
    .refine(isSegmentEntrada, 'La entrada del tramo debe tener el formato HH:MM de 24 horas.'),
  salida: z
    .string({ error: 'La salida del tramo es obligatoria.' })
    .refine(isSegmentSalida, 'La salida del tramo debe tener el formato HH:MM (de 00:00 a 47:59 si termina al día siguiente).'),
});

const turnoDiaSchema = z.object({
  segmentos: z.array(segmentoSchema, { error: 'Los tramos del día deben ser una lista.' }).max(4, 'Un día admite como máximo 4 tramos.'),
  minutosComida: z
    .number({ error: 'Los minutos de comida deben ser un número entero.' })
    .int('Los minutos de comida deben ser un número entero.')
    .min(0, 'Los minutos de comida no pueden ser negativos.')
    .max(240, 'Los minutos de comida no pueden pasar de 240.')
    .optional(),
});

export const turnoPayloadSchema = z.object({
  nombre: nombreSchema,
  codigo: z
    .string({ error: 'El código del turno es obligatorio.' })
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9ÁÉÍÓÚÑ-]{1,6}$/u, `El código del turno tiene de 1 a ${TURNO_CODIGO_MAX} letras o números (p. ej. MAT, N, 12A).`)),
  color: z
    .string({ error: 'El color del turno es obligatorio.' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'El color debe tener el formato #RRGGBB.')
    .transform((v) => v.toLowerCase()),
  tipo: z.enum(TURNO_TIPOS, { error: "El tipo del turno debe ser 'semanal' o 'ciclo'." }),
  dias: z.array(turnoDiaSchema, { error: 'Los días del turno deben ser una lista.' }).max(CICLO_DIAS_MAX, `Un ciclo tiene de 1 a ${CICLO_DIAS_MAX} días.`),
  inicioCiclo: z.string().refine(isCalendarDate, 'La fecha de inicio del ciclo debe ser una fecha real con el formato AAAA-MM-DD.').nullish(),
});

export const rolPayloadSchema = z.object({
  nombre: nombreSchema,
  turnos: z
    .array(idSchema, { error: 'Los turnos del rol deben ser una lista de ids.' })
    .min(1, 'Un rol necesita al menos un turno (uno por semana).')
    .max(12, 'Un rol admite como máximo 12 semanas.'),
  inicio: isoDate('La fecha de inicio del rol').refine((v) => weekday(v) === 1, 'El rol empieza en lunes.'),
});

const asignacionBase = {
  turnoId: idSchema.nullish(),
  rolId: idSchema.nullish(),
  vigenteDesde: isoDate('La fecha desde la que rige (vigenteDesde)'),
};
const oneOf = (v: { turnoId?: number | null; rolId?: number | null }) => (v.turnoId == null) !== (v.rolId == null);
const ONE_OF = { message: 'Indica un turno (turnoId) o un rol (rolId), uno solo.', path: ['turnoId'] };

export const asignacionPayloadSchema = z.object(asignacionBase).refine(oneOf, ONE_OF);
export const asignacionMasivaSchema = z
  .object({
    ...asignacionBase,
    empleadoIds: z
      .array(idSchema, { error: 'Indica los empleados (empleadoIds).' })
      .min(1, 'Indica al menos un empleado.')
      .max(2000, 'Como máximo 2000 empleados a la vez.'),
  })
  .refine(oneOf, ONE_OF);

export const cambioTurnoPayloadSchema = z
  .object({
    empleadoId: idSchema,
    fecha: isoDate('La fecha del cambio'),
    turnoId: idSchema.nullish(),
    descanso: z.boolean({ error: 'descanso debe ser true o false.' }).optional(),
    conEmpleadoId: idSchema.nullish(),
    motivo: motivoInicioRegistroSchema('Escribe el motivo del cambio de turno'),
  })
  .refine((v) => [v.turnoId != null, v.descanso === true, v.conEmpleadoId != null].filter(Boolean).length === 1, {
    message: 'Indica uno solo: otro turno (turnoId), un día de descanso (descanso: true) o un compañero con quien cambiar (conEmpleadoId).',
    path: ['turnoId'],
  });
