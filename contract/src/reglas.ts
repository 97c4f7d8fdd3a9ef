/** The company's attendance rules (GET/PUT /api/reglas), their defaults and the LFT floors their sentences cite. */
import { z } from 'zod';
import { visibleText } from './text.js';

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
