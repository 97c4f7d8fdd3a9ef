/** The pre-nómina (GET /api/prenomina): each employee's days, weeks, jornadas and figures for a period. Money in decimal pesos. */
import { z } from 'zod';
import { PUNCH_METHODS } from './attendance.js';
import { isoDate } from './common.js';
import { INCIDENCIA_TIPOS } from './incidencias.js';
import { checkRange, periodoSchema } from './periodos.js';
import { cabezaRegistroSchema } from './registro.js';

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
