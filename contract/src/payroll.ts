/**
 * Pre-nómina (issue 12): company rules, holidays, incidencias, manual punches, the period's figures and
 * closed periods. Money in decimal pesos; dates 'YYYY-MM-DD'; local times 'HH:MM'.
 */
import { z } from 'zod';
import { cabezaRegistroSchema } from './registro.js';
import { idSchema, isoDate, localDateTime } from './common.js';
import { PUNCH_METHODS } from './attendance.js';
import { addDays, daysBetween, weekday } from './dates.js';
import { singleLine, visibleText } from './text.js';

// ---------------------------------------------------------------- reglas

export const SEPTIMO_DIA = ['proporcional', 'completo'] as const;
export const PERIODOS = ['semanal', 'catorcenal', 'quincenal'] as const;
/** What a falta made of N retardos does: only bonos and reports ('bono'), or also an unpaid day ('descuento'). */
export const RETARDOS_POR_FALTA_EFECTOS = ['bono', 'descuento'] as const;
/** Which rest days are paid: every one ('todos') or a single séptimo día a week ('uno'). */
export const PAGO_DIAS_DESCANSO = ['todos', 'uno'] as const;
/** Issue 41: what a missing segment of a split day costs: nothing (shown only) or its share of the day's salary. */
export const MEDIA_JORNADA_EFECTOS = ['nada', 'descuento_proporcional'] as const;
/** Issue 41: what leaving before a segment's end costs: nothing, the bonos (like a retardo), or the unworked minutes. */
export const SALIDAS_ANTICIPADAS_EFECTOS = ['nada', 'bono', 'descuento'] as const;
export type MediaJornadaEfecto = (typeof MEDIA_JORNADA_EFECTOS)[number];
export type SalidasAnticipadasEfecto = (typeof SALIDAS_ANTICIPADAS_EFECTOS)[number];
export type SeptimoDia = (typeof SEPTIMO_DIA)[number];
export type PeriodoTipo = (typeof PERIODOS)[number];
export type RetardosPorFaltaEfecto = (typeof RETARDOS_POR_FALTA_EFECTOS)[number];
export type PagoDiasDescanso = (typeof PAGO_DIAS_DESCANSO)[number];

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} debe ser un número entero entre ${min} y ${max}.` })
    .int(`${label} debe ser un número entero entre ${min} y ${max}.`)
    .min(min, `${label} debe ser un número entero entre ${min} y ${max}.`)
    .max(max, `${label} debe ser un número entero entre ${min} y ${max}.`);

/** A whole number the LFT puts a floor under: below it the sentence cites the article. */
const atLeastTheLaw = (label: string, min: number, max: number, belowTheLaw: string) =>
  z
    .number({ error: `${label} debe ser un número entero entre ${min} y ${max}.` })
    .int(`${label} debe ser un número entero entre ${min} y ${max}.`)
    .min(min, belowTheLaw)
    .max(max, `${label} debe ser un número entero entre ${min} y ${max}.`);

/** GET /api/reglas answers this; PUT /api/reglas takes any subset of it and answers the whole. */
export const reglasSchema = z.object({
  /** Entering more than this many minutes after horaEntrada is a retardo. */
  toleranciaMinutos: wholeNumber('La tolerancia', 0, 120),
  /** 0 = off; otherwise every N retardos in a period count as one falta. */
  retardosPorFalta: wholeNumber('El número de retardos por falta', 0, 31),
  /** 'bono' (default): that falta counts for the bonos de asistencia and in reports only; 'descuento': also unpaid. */
  retardosPorFaltaEfecto: z.enum(RETARDOS_POR_FALTA_EFECTOS, {
    error: 'El efecto de los retardos por falta debe ser "bono" o "descuento".',
  }),
  /** Overtime counts in whole blocks of this many minutes. */
  bloqueHorasExtraMinutos: wholeNumber('El bloque de horas extra', 1, 120),
  horasExtraRequierenAutorizacion: z.boolean({ error: 'Indica si las horas extra requieren autorización (sí o no).' }),
  septimoDia: z.enum(SEPTIMO_DIA, { error: 'El séptimo día debe ser "proporcional" o "completo".' }),
  /** 'todos' (default): every rest day of the week is paid like the séptimo; 'uno': only one a week. */
  pagoDiasDescanso: z.enum(PAGO_DIAS_DESCANSO, { error: 'El pago de los días de descanso debe ser "todos" o "uno".' }),
  periodo: z.enum(PERIODOS, { error: 'El periodo debe ser "semanal", "catorcenal" o "quincenal".' }),
  /** Weekday the weekly (and catorcenal) period starts, 0 = domingo. */
  inicioSemana: wholeNumber('El día de inicio de semana', 0, 6),
  /** Printed at the top of the tarjetas de asistencia. */
  nombreEmpresa: z
    .string({ error: 'El nombre de la empresa debe ser texto.' })
    .trim()
    .max(120, 'El nombre de la empresa admite como máximo 120 caracteres.')
    .refine(...visibleText('El nombre de la empresa')),
  /** After a punch the kiosk tells the employee 'a tiempo' or 'retardo de N min', hours worked and a bono at risk. */
  estadoEnKiosco: z.boolean({ error: 'Indica si el kiosco muestra al empleado su estado (sí o no).' }),
  /**
   * Issue 29: a face or NIP punch that would be a salida less than this many minutes after the same working day's
   * entrada is not stored until the person confirms it at the kiosk (409 salida_muy_pronto). 0 turns the rule off.
   */
  minutosMinimosJornada: wholeNumber('El mínimo de minutos entre entrada y salida', 0, 240),
  // Issue 31: what the company grants above the LFT's minimums.
  /** Vacation days the company grants above LFT art. 76's table, every year of service. */
  diasVacacionesExtra: wholeNumber('Los días de vacaciones adicionales', 0, 30),
  /** LFT art. 80: at least 25% of the salary of the vacation days. */
  primaVacacionalPorcentaje: atLeastTheLaw(
    'El porcentaje de prima vacacional',
    25,
    100,
    'El porcentaje de prima vacacional no puede ser menor a 25 (LFT art. 80).',
  ),
  /** LFT art. 87: at least 15 days of salary. */
  diasAguinaldo: atLeastTheLaw('Los días de aguinaldo', 15, 90, 'Los días de aguinaldo no pueden ser menos de 15 (LFT art. 87).'),
  /** Whether faltas injustificadas and permisos sin goce reduce the aguinaldo's days (practice varies; the law is silent). */
  aguinaldoDescuentaFaltas: z.boolean({ error: 'Indica si las faltas descuentan días de aguinaldo (sí o no).' }),
  /** Issue 41 (practice): what a missing segment of a split day costs. */
  mediaJornadaEfecto: z.enum(MEDIA_JORNADA_EFECTOS, { error: 'El efecto de la media jornada debe ser "nada" o "descuento_proporcional".' }),
  /** Issue 41 (practice; LFT art. 110 limits deductions): what a salida anticipada costs. */
  salidasAnticipadasEfecto: z.enum(SALIDAS_ANTICIPADAS_EFECTOS, {
    error: 'El efecto de las salidas anticipadas debe ser "nada", "bono" o "descuento".',
  }),
  /** Issue 43: 'Mi asistencia' at the kiosk shows amounts (pesos) too; off by default, since the kiosk is in a shared place. */
  importesEnKiosco: z.boolean({ error: 'Indica si el kiosco muestra importes en «Mi asistencia» (sí o no).' }),
});
export type Reglas = z.infer<typeof reglasSchema>;
export const reglasUpdateSchema = reglasSchema.partial();
export type ReglasUpdate = z.infer<typeof reglasUpdateSchema>;

export const DEFAULT_REGLAS: Readonly<Reglas> = Object.freeze({
  toleranciaMinutos: 10,
  retardosPorFalta: 0,
  retardosPorFaltaEfecto: 'bono',
  bloqueHorasExtraMinutos: 30,
  horasExtraRequierenAutorizacion: true,
  septimoDia: 'proporcional',
  pagoDiasDescanso: 'todos',
  periodo: 'semanal',
  inicioSemana: 1,
  nombreEmpresa: '',
  estadoEnKiosco: true,
  minutosMinimosJornada: 30,
  diasVacacionesExtra: 0,
  primaVacacionalPorcentaje: 25,
  diasAguinaldo: 15,
  aguinaldoDescuentaFaltas: true,
  mediaJornadaEfecto: 'nada',
  salidasAnticipadasEfecto: 'nada',
  importesEnKiosco: false,
});

// ---------------------------------------------------------------- periods

/** A period is at most this long (a month); longer ranges are refused with 422. */
export const MAX_PERIOD_DAYS = 31;

export type Rango = { desde: string; hasta: string };

/** Catorcenas count in steps of 14 days from the first `inicioSemana` on or after this date. */
export const CATORCENA_ANCHOR = '2026-01-01';

/** The pay period of the rules' kind that contains `date`. */
export function periodContaining(date: string, reglas: Pick<Reglas, 'periodo' | 'inicioSemana'>): Rango {
  if (reglas.periodo === 'quincenal') {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (d <= 15) return { desde: `${month}-01`, hasta: `${month}-15` };
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { desde: `${month}-16`, hasta: `${month}-${String(last).padStart(2, '0')}` };
  }
  const back = (weekday(date) - reglas.inicioSemana + 7) % 7;
  const weekStart = addDays(date, -back);
  if (reglas.periodo === 'semanal') return { desde: weekStart, hasta: addDays(weekStart, 6) };
  let anchor = CATORCENA_ANCHOR;
  while (weekday(anchor) !== reglas.inicioSemana) anchor = addDays(anchor, 1);
  const offset = ((daysBetween(anchor, weekStart) % 14) + 14) % 14;
  const desde = addDays(weekStart, -offset);
  return { desde, hasta: addDays(desde, 13) };
}

/** The period just before or after one of the rules' kind. */
export function adjacentPeriod(current: Rango, direction: -1 | 1, reglas: Pick<Reglas, 'periodo' | 'inicioSemana'>): Rango {
  return periodContaining(direction < 0 ? addDays(current.desde, -1) : addDays(current.hasta, 1), reglas);
}

/** Reports, on `hasta`, a range out of order or longer than MAX_PERIOD_DAYS. */
export function checkRange(desde: string, hasta: string, ctx: z.RefinementCtx): void {
  const days = daysBetween(desde, hasta);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La fecha final (hasta) no puede ser anterior a la inicial (desde).' });
  else if (days + 1 > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', path: ['hasta'], message: `El periodo admite como máximo ${MAX_PERIOD_DAYS} días.` });
}

/** `desde` and `hasta` in order and at most MAX_PERIOD_DAYS long; problems are reported on `hasta`. */
export const rangoSchema = z.object({ desde: isoDate('La fecha inicial (desde)'), hasta: isoDate('La fecha final (hasta)') }).superRefine((r, ctx) => {
  checkRange(r.desde, r.hasta, ctx);
});

// ---------------------------------------------------------------- festivos

export const festivoSchema = z.object({
  fecha: z.string(),
  nombre: z.string(),
  /** 'ley': LFT art. 74, computed for every year and not removable; 'empresa': added by an administrator. */
  origen: z.enum(['ley', 'empresa']),
});
export type Festivo = z.infer<typeof festivoSchema>;

export const festivoInputSchema = z.object({
  fecha: isoDate('La fecha'),
  nombre: z
    .string({ error: 'El nombre del día festivo es obligatorio.' })
    .trim()
    .min(1, 'El nombre del día festivo es obligatorio.')
    .max(80, 'El nombre del día festivo admite como máximo 80 caracteres.')
    .refine(...visibleText('El nombre del día festivo')),
});
export type FestivoInput = z.infer<typeof festivoInputSchema>;
/** DELETE /api/festivos/{fecha}: the date in the path. */
export const festivoPathSchema = festivoInputSchema.pick({ fecha: true });

export const festivosQuerySchema = z.object({
  anio: z
    .string({ error: 'El año debe ser un número de cuatro cifras.' })
    .regex(/^\d{4}$/, 'El año debe ser un número de cuatro cifras.')
    .transform(Number)
    .refine((y) => y >= 2000 && y <= 2100, 'El año debe estar entre 2000 y 2100.')
    .optional(),
});

// ---------------------------------------------------------------- incidencias

export const INCIDENCIA_TIPOS = ['horas_extra', 'falta_justificada', 'permiso_con_goce', 'permiso_sin_goce', 'vacaciones', 'incapacidad'] as const;
export type IncidenciaTipo = (typeof INCIDENCIA_TIPOS)[number];

/** How people read each kind. */
export const INCIDENCIA_LABELS: Record<IncidenciaTipo, string> = {
  horas_extra: 'Horas extra autorizadas',
  falta_justificada: 'Falta justificada',
  permiso_con_goce: 'Permiso con goce de sueldo',
  permiso_sin_goce: 'Permiso sin goce de sueldo',
  vacaciones: 'Vacaciones',
  incapacidad: 'Incapacidad',
};

export const incidenciaInputSchema = z
  .object({
    empleadoId: idSchema,
    fecha: isoDate('La fecha'),
    tipo: z.enum(INCIDENCIA_TIPOS, {
      error: 'El tipo de incidencia debe ser horas_extra, falta_justificada, permiso_con_goce, permiso_sin_goce, vacaciones o incapacidad.',
    }),
    /** Hours of overtime authorised, for horas_extra: more than 0, at most 12, in steps of a quarter hour. */
    horas: z
      .number({ error: 'Las horas deben ser un número.' })
      .positive('Las horas deben ser más de 0.')
      .max(12, 'Se pueden autorizar como máximo 12 horas extra en un día.')
      .refine((h) => Number.isInteger(h * 4), 'Las horas se autorizan en cuartos de hora (por ejemplo 1.5 o 2.25).')
      .nullish(),
    nota: z
      .string({ error: 'La nota debe ser texto.' })
      .trim()
      .max(200, 'La nota admite como máximo 200 caracteres.')
      .refine(...visibleText('La nota'))
      .nullish(),
    /** Issue 31: a 'vacaciones' day beyond the employee's balance, advanced by the company (otherwise 422 vacaciones_sin_saldo). */
    adelantadas: z.boolean({ error: 'Indica si los días de vacaciones se adelantan (sí o no).' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.tipo === 'horas_extra' && (body.horas === undefined || body.horas === null))
      ctx.addIssue({ code: 'custom', path: ['horas'], message: 'Indica cuántas horas extra se autorizan.' });
    if (body.tipo !== 'horas_extra' && body.horas !== undefined && body.horas !== null)
      ctx.addIssue({ code: 'custom', path: ['horas'], message: 'Las horas solo se indican para horas extra.' });
  });
export type IncidenciaInput = z.infer<typeof incidenciaInputSchema>;

export const incidenciaSchema = z.object({
  id: z.number(),
  empleadoId: z.number(),
  empleado: z.string(),
  fecha: z.string(),
  tipo: z.enum(INCIDENCIA_TIPOS),
  horas: z.number().nullable(),
  nota: z.string().nullable(),
  /** Who added it, and when (ISO 8601 instant). */
  creadoPor: z.string(),
  creadoEn: z.string(),
  /**
   * Issue 39, the answer of POST only: a 'vacaciones' day on a holiday or the employee's rest day, which takes nothing
   * from the balance (LFT art. 76 counts working days), e.g. 'El 16/09/2026 es día festivo (…): no se descuenta de sus
   * vacaciones…'.
   */
  aviso: z.string().optional(),
});
export type Incidencia = z.infer<typeof incidenciaSchema>;

const queryId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,14}$/, message)
    .transform(Number);

/**
 * GET /api/incidencias?desde=&hasta=&empleado=: both dates or neither (then the current pay period of the rules),
 * in order and at most MAX_PERIOD_DAYS long.
 */
export const incidenciasQuerySchema = z
  .object({
    desde: isoDate('La fecha inicial (desde)').optional(),
    hasta: isoDate('La fecha final (hasta)').optional(),
    empleado: queryId('El filtro empleado debe ser el id de un empleado.').optional(),
  })
  .superRefine((r, ctx) => {
    if (r.desde === undefined && r.hasta !== undefined) ctx.addIssue({ code: 'custom', path: ['desde'], message: 'Indica también la fecha inicial (desde).' });
    else if (r.desde !== undefined && r.hasta === undefined)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'Indica también la fecha final (hasta).' });
    else if (r.desde !== undefined && r.hasta !== undefined) {
      checkRange(r.desde, r.hasta, ctx);
    }
  });
export type IncidenciasQuery = z.infer<typeof incidenciasQuerySchema>;

// ---------------------------------------------------------------- manual punches

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

export { punchSchema, type Punch } from './attendance.js';

// ---------------------------------------------------------------- pre-nómina

/** 'sin_registro' (issue 40): a day before the employee's inicioRegistro with nothing recorded: not paid here, not docked. */
export const DIA_ESTADOS = ['asistencia', 'retardo', 'falta', 'descanso', 'festivo', 'incidencia', 'sin_salida', 'sin_registro'] as const;
export type DiaEstado = (typeof DIA_ESTADOS)[number];

export const DIA_ESTADO_LABELS: Record<DiaEstado, string> = {
  asistencia: 'Asistencia',
  retardo: 'Retardo',
  falta: 'Falta',
  descanso: 'Descanso',
  festivo: 'Festivo',
  incidencia: 'Incidencia',
  sin_salida: 'Falta checada de salida',
  sin_registro: 'Sin registro',
};

export const prenominaQuerySchema = z
  .object({
    desde: isoDate('La fecha inicial (desde)'),
    hasta: isoDate('La fecha final (hasta)'),
    sucursal: z
      .string({ error: 'El filtro sucursal debe ser el id de una sucursal.' })
      .regex(/^[1-9]\d{0,14}$/, 'El filtro sucursal debe ser el id de una sucursal.')
      .transform(Number)
      .optional(),
    formato: z.enum(['json', 'xlsx'], { error: 'El formato debe ser "json" o "xlsx".' }).optional(),
    /** A period's earlier close (issue 29): its figures as they were frozen then. */
    version: z
      .string({ error: 'La versión debe ser un número entero desde 1.' })
      .regex(/^[1-9]\d{0,5}$/, 'La versión debe ser un número entero desde 1.')
      .transform(Number)
      .optional(),
  })
  .superRefine((r, ctx) => {
    checkRange(r.desde, r.hasta, ctx);
  });

export const advertenciaSchema = z.object({ code: z.string(), mensaje: z.string() });
export type Advertencia = z.infer<typeof advertenciaSchema>;

export const JORNADA_TIPOS = ['diurna', 'nocturna', 'mixta'] as const;
export type JornadaTipo = (typeof JORNADA_TIPOS)[number];

export const jornadaSchema = z.object({
  tipo: z.enum(JORNADA_TIPOS),
  maximoMinutos: z.number(),
  turnoMinutos: z.number(),
});
export type Jornada = z.infer<typeof jornadaSchema>;

export const semanaPrenominaSchema = z.object({
  /** The week's first and last day inside the period. */
  desde: z.string(),
  hasta: z.string(),
  /** Minutes past the salida summed over the whole calendar week (days before the period included). */
  minutosExtraSumados: z.number(),
  /** Of them, the whole blocks paid. */
  minutosExtraPagados: z.number(),
  bloqueMinutos: z.number(),
});
export type SemanaPrenomina = z.infer<typeof semanaPrenominaSchema>;

export const diaPrenominaSchema = z.object({
  fecha: z.string(),
  estado: z.enum(DIA_ESTADOS),
  entrada: z.string().nullable(),
  salida: z.string().nullable(),
  minutosRetardo: z.number(),
  horasExtra: z.number(),
  nota: z.string(),
  festivo: z.string().nullable(),
  /** A manual punch or an incidencia shaped this day. */
  origenManual: z.boolean(),
  checadasManuales: z.array(z.number()),
  incidencias: z.array(z.number()),
  horasExtraSinAutorizar: z.number(),
  // Added by issue 13 (handoff files, tarjetas); defaults read periods closed before it.
  horasExtraDobles: z.number().default(0),
  horasExtraTriples: z.number().default(0),
  /** Any punch that day. */
  trabajado: z.boolean().default(false),
  descansoTrabajado: z.boolean().default(false),
  domingoTrabajado: z.boolean().default(false),
  /** The absence incidencia the day applied (estado 'incidencia'), else null. */
  incidencia: z.enum(INCIDENCIA_TIPOS).nullable().default(null),
  /** The first entrada / last salida was a manual punch. */
  entradaManual: z.boolean().default(false),
  salidaManual: z.boolean().default(false),
  // Added by issue 28.
  /** Minutes past the scheduled salida this day adds to the week's sum (only authorised ones where required). */
  minutosDespuesDeSalida: z.number().default(0),
  /** The law's limits this day passes (art. 66), with the figures of the limit in force. */
  advertencias: z.array(advertenciaSchema).default([]),
  // Added by issue 29.
  /** A shift still under way: entered, and its scheduled salida plus the tolerance has not come yet. */
  enTurno: z.boolean().default(false),
  // Added by issue 41; defaults read periods closed before it.
  /** Segments left more than the tolerance before their end, and the minutes left early. */
  salidasAnticipadas: z.number().default(0),
  minutosSalidaAnticipada: z.number().default(0),
  /** Segments of a split day not worked while another was ('falta de media jornada'). */
  mediasJornadas: z.number().default(0),
  /** The day's turno (null on a rest day or before turnos) and its expected segments with the punches matched to them. */
  turnoId: z.number().nullable().default(null),
  codigoTurno: z.string().nullable().default(null),
  segmentos: z
    .array(z.object({ entrada: z.string(), salida: z.string(), checadaEntrada: z.string().nullable(), checadaSalida: z.string().nullable() }))
    .default([]),
  cambioTurno: z.boolean().default(false),
});
export type DiaPrenomina = z.infer<typeof diaPrenominaSchema>;

export const empleadoPrenominaSchema = z.object({
  empleadoId: z.number(),
  nombre: z.string(),
  numeroEmpleado: z.string().nullable(),
  /** Current names, filled in when answering (not frozen with a closed period). */
  sucursal: z.string().nullable().default(null),
  puesto: z.string().nullable().default(null),
  salarioDiario: z.number(),
  diasTrabajados: z.number(),
  faltas: z.number(),
  retardos: z.number(),
  horasExtraDobles: z.number(),
  horasExtraTriples: z.number(),
  sueldo: z.number(),
  septimoDia: z.number(),
  horasExtra: z.number(),
  festivos: z.number(),
  primaDominical: z.number(),
  bonos: z.number(),
  total: z.number(),
  descansoTrabajado: z.number(),
  diasPagadosSinTrabajar: z.number(),
  diasDescansoTrabajados: z.number(),
  faltasPorRetardos: z.number(),
  bonosDetalle: z.array(z.object({ nombre: z.string(), tipo: z.string(), monto: z.number(), ganado: z.boolean(), motivo: z.string() })),
  advertencias: z.array(advertenciaSchema),
  dias: z.array(diaPrenominaSchema),
  // Added by issue 28; defaults read periods closed before it.
  /** The scheduled jornada as LFT art. 60 classifies it, its legal maximum (art. 61) and the shift's paid minutes. */
  jornada: jornadaSchema.nullable().default(null),
  /** Each week the period touches: minutes past the salida summed over the week and the whole blocks paid. */
  semanas: z.array(semanaPrenominaSchema).default([]),
  // Added by issue 31; the default reads periods closed before it.
  /** LFT art. 80: the period's vacation days × salario diario × primaVacacionalPorcentaje / 100, part of `total`. */
  primaVacacional: z.number().default(0),
  // Added by issue 41; defaults read periods closed before it.
  salidasAnticipadas: z.number().default(0),
  minutosSalidaAnticipada: z.number().default(0),
  mediasJornadas: z.number().default(0),
  /** What the rules deduct for missing half-days and salidas anticipadas (negative; 0 with the default rules), part of `total`. */
  descuentoJornada: z.number().default(0),
});
export type EmpleadoPrenomina = z.infer<typeof empleadoPrenominaSchema>;

/** A pre-nómina file downloaded for a saved period (issue 29): what the user saw ('Libro de Excel'), who, when (UTC instant). */
export const periodoDescargaSchema = z.object({ archivo: z.string(), usuario: z.string(), fecha: z.string() });
export type PeriodoDescarga = z.infer<typeof periodoDescargaSchema>;

/** One close of a period (issue 29), numbered from 1, with its reopening if it was reopened and the files downloaded from it. */
export const periodoVersionSchema = z.object({
  version: z.number(),
  cerradoEn: z.string(),
  cerradoPor: z.string(),
  reabiertoEn: z.string().nullable(),
  reabiertoPor: z.string().nullable(),
  motivoReapertura: z.string().nullable(),
  descargas: z.array(periodoDescargaSchema),
});
export type PeriodoVersion = z.infer<typeof periodoVersionSchema>;

export const periodoSchema = z.object({
  id: z.number(),
  desde: z.string(),
  hasta: z.string(),
  estado: z.enum(['abierto', 'cerrado']),
  creadoEn: z.string(),
  cerradoEn: z.string().nullable(),
  cerradoPor: z.string().nullable(),
  // Added by issue 29.
  /** Every close, oldest first; a closed period's current figures are the last one's. */
  versiones: z.array(periodoVersionSchema).default([]),
  /** Files downloaded while the period was open (figures not final), oldest first. */
  descargas: z.array(periodoDescargaSchema).default([]),
});
export type Periodo = z.infer<typeof periodoSchema>;

/** A punch stored after its period was closed (issue 29): `hora` is local 'YYYY-MM-DDTHH:MM' in the box's zone. */
export const checadaDespuesDelCierreSchema = z.object({
  id: z.number(),
  empleadoId: z.number(),
  nombre: z.string(),
  sucursal: z.string().nullable(),
  /** As the kiosk answered when the punch was made. */
  tipo: z.enum(['entrada', 'salida']),
  hora: z.string(),
  /** The working day the punch belongs to. */
  fecha: z.string(),
  metodo: z.enum(PUNCH_METHODS),
});
export type ChecadaDespuesDelCierre = z.infer<typeof checadaDespuesDelCierreSchema>;

/** GET /api/prenomina */
export const prenominaSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  /** The saved period with exactly these dates, if any; a closed one answers its frozen figures. */
  periodo: periodoSchema.nullable(),
  empleados: z.array(empleadoPrenominaSchema),
  // Added by issue 29.
  /**
   * A closed period's kiosk punches of its days stored after it was closed (not voided): they are not in its
   * figures. Empty for an open period.
   */
  checadasDespuesDelCierre: z.array(checadaDespuesDelCierreSchema).default([]),
  /** The close (version) whose frozen figures these are; null when they are computed live. */
  version: z.number().nullable().default(null),
  /**
   * The record chain's head that pins these figures (issue 29 item 4): the link of the close they were frozen at, or
   * the head when they were computed. Printed on the tarjetas and in the workbook.
   */
  registro: cabezaRegistroSchema.nullable().optional(),
  /**
   * Issue 40: the box's first day in service (GET /api/inicio-registro's fecha); the screen marks it when the period
   * holds it. Each employee's days before their own inicioRegistro are 'sin_registro'.
   */
  inicioRegistro: z.string().nullable().default(null),
});
export type Prenomina = z.infer<typeof prenominaSchema>;

/** POST /api/periodos */
export const periodoInputSchema = rangoSchema;
/** POST /api/periodos/{id}/cerrar: closing before the period's last day is over needs `anticipado: true` (issue 29). */
export const periodoCerrarSchema = z.object({
  anticipado: z.boolean({ error: 'Indica si el cierre es anticipado (sí o no).' }).optional(),
});

/** POST /api/periodos/{id}/reabrir {motivo}: why a closed period is opened again, one line of 3-300 characters (issue 29). */
export const MOTIVO_REAPERTURA_LENGTH = { min: 3, max: 300 } as const;
export const periodoReabrirSchema = z.object({
  motivo: z
    .string({ error: 'Escribe el motivo de la reapertura.' })
    // Checked before the spaces are folded: a line break pasted in becomes a space, an invisible character is refused.
    .refine(...visibleText('El motivo', { multiline: true }))
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(MOTIVO_REAPERTURA_LENGTH.min, `Escribe el motivo de la reapertura (al menos ${MOTIVO_REAPERTURA_LENGTH.min} caracteres).`)
        .max(MOTIVO_REAPERTURA_LENGTH.max, `El motivo admite como máximo ${MOTIVO_REAPERTURA_LENGTH.max} caracteres.`),
    ),
});
export type PeriodoReabrir = z.infer<typeof periodoReabrirSchema>;
