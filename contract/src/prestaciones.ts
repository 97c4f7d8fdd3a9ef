/**
 * Issue 31: what a small business owes besides the weekly pay, computed from the same records. The baja with its
 * date and reason, vacation entitlement (LFT arts. 76-81), prima vacacional (art. 80), aguinaldo (art. 87), and the
 * finiquito and liquidación (arts. 48, 50, 79, 87, 162). Money in decimal pesos; dates 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { isoDate } from './common.js';
import { singleLine, visibleText } from './text.js';

// ---------------------------------------------------------------- baja

export const MOTIVOS_BAJA = [
  'renuncia',
  'despido_justificado',
  'despido_injustificado',
  'termino_contrato',
  'mutuo_acuerdo',
  'fallecimiento',
  'abandono',
] as const;
export type MotivoBaja = (typeof MOTIVOS_BAJA)[number];

export const MOTIVO_BAJA_LABELS: Record<MotivoBaja, string> = {
  renuncia: 'Renuncia voluntaria',
  despido_justificado: 'Despido justificado (art. 47)',
  despido_injustificado: 'Despido injustificado',
  termino_contrato: 'Término de contrato',
  mutuo_acuerdo: 'Mutuo acuerdo',
  fallecimiento: 'Fallecimiento',
  abandono: 'Abandono de empleo',
};

/** POST /api/employees/{id}/baja. `fechaBaja` absent = today (the box's local date). */
export const bajaInputSchema = z.object({
  fechaBaja: isoDate('La fecha de baja').optional(),
  motivoBaja: z.enum(MOTIVOS_BAJA, { error: 'Elige el motivo de la baja de la lista.' }),
  nota: z
    .string({ error: 'La nota de la baja debe ser texto.' })
    .refine(...visibleText('La nota de la baja'))
    .transform(singleLine)
    .pipe(z.string().max(500, 'La nota de la baja admite como máximo 500 caracteres.'))
    .optional(),
});
export type BajaInput = z.infer<typeof bajaInputSchema>;

/** One baja of an employee's history (a reactivated employee keeps every earlier one). */
export const bajaSchema = z.object({
  fechaBaja: z.string(),
  motivoBaja: z.enum(MOTIVOS_BAJA),
  nota: z.string().nullable(),
  registradaPor: z.string(),
  /** UTC instant. */
  registradaEn: z.string(),
  /** UTC instant of the reactivation that ended it, null while the employee is still de baja. */
  reactivadoEn: z.string().nullable(),
});
export type Baja = z.infer<typeof bajaSchema>;

// ---------------------------------------------------------------- vacaciones

/** One year of service whose anniversary has come: its entitlement and what was taken from it (oldest first). */
export const vacacionesAnioSchema = z.object({
  /** 1 for the first year of service, 2 for the second… */
  anioServicio: z.number(),
  /** The anniversary of fechaIngreso that opened it. */
  aniversario: z.string(),
  /** LFT art. 76 days for that year plus the company's diasVacacionesExtra. */
  dias: z.number(),
  tomados: z.number(),
  pendientes: z.number(),
  /** Pending days more than 18 months after their anniversary (art. 81 asks for them within six; art. 516 gives a year to claim). */
  vencidos: z.boolean(),
  /** A year opened before the opening balance's date: `dias` are the days the opening balance says were pending then (issue 40). */
  saldoInicial: z.boolean().optional(),
});
export type VacacionesAnio = z.infer<typeof vacacionesAnioSchema>;

/** GET /api/employees/{id}/vacaciones */
export const vacacionesSchema = z.object({
  empleadoId: z.number(),
  fechaIngreso: z.string(),
  /** The date the balance is taken at: today, or the fechaBaja of an employee de baja. */
  fechaCorte: z.string(),
  anios: z.array(vacacionesAnioSchema),
  /** Vacation days taken (incidencias 'vacaciones' up to fechaCorte and after it, all of them). */
  tomados: z.number(),
  /**
   * Days of the opened years not taken; negative when the company advanced days (adelantadas). Null while the opening
   * balance is missing (saldoInicialPendiente): no number can be told.
   */
  pendientes: z.number().nullable(),
  /** The year of service under way: its number, the days it will open at its anniversary and the proportional part earned so far (art. 79). */
  anioEnCurso: z.object({ anioServicio: z.number(), aniversario: z.string(), dias: z.number(), proporcionales: z.number() }),
  /** Issue 40: the employee was hired before the record's start (inicioRegistro) and has no opening balance yet. */
  saldoInicialPendiente: z.boolean().default(false),
  /** The day the box's record starts for this employee (the later of the box's first day and fechaIngreso); null: none yet. */
  inicioRegistro: z.string().nullable().default(null),
  /** The opening balance in force (the latest entered), null when none. */
  saldoInicial: z.lazy(() => saldoInicialSchema.nullable()).default(null),
});
export type Vacaciones = z.infer<typeof vacacionesSchema>;

// ---------------------------------------------------------------- saldo inicial de vacaciones (issue 40)

const diasSaldo = (label: string) =>
  z
    .number({ error: `${label} debe ser un número de días.` })
    .int(`${label} debe ser un número entero de días.`)
    .min(0, `${label} no puede ser negativo.`)
    .max(366, `${label} admite como máximo 366 días.`);

/**
 * POST /api/employees/{id}/saldo-vacaciones: what was owed when the record started, either a single total
 * (`pendientes`, assigned by the box to the years opened by `fecha`) or per anniversary year (`anios`), never both;
 * optionally the days already taken, before `fecha`, from the year of service under way. A new one supersedes the
 * previous (history kept); `motivo` says why.
 */
export const saldoInicialInputSchema = z
  .object({
    fecha: isoDate('La fecha del saldo inicial'),
    pendientes: diasSaldo('Los días pendientes').optional(),
    anios: z
      .array(
        z.object({
          aniversario: isoDate('El aniversario'),
          pendientes: diasSaldo('Los días pendientes del año'),
        }),
        { error: 'Los años deben ser una lista de {aniversario, pendientes}.' },
      )
      .max(100, 'Los años admiten como máximo 100 renglones.')
      .optional(),
    tomadosAnioEnCurso: diasSaldo('Los días tomados en el año en curso').optional(),
    motivo: z
      .string({ error: 'Escribe el motivo del saldo inicial.' })
      .refine(...visibleText('El motivo', { multiline: true }))
      .transform(singleLine)
      .pipe(z.string().min(3, 'Escribe el motivo del saldo inicial (al menos 3 caracteres).').max(300, 'El motivo admite como máximo 300 caracteres.')),
  })
  .superRefine((input, ctx) => {
    if (input.pendientes !== undefined && input.anios !== undefined)
      ctx.addIssue({ code: 'custom', path: ['pendientes'], message: 'Escribe los días pendientes como un total o por año, no ambos.' });
    if (input.pendientes === undefined && input.anios === undefined)
      ctx.addIssue({ code: 'custom', path: ['pendientes'], message: 'Escribe los días pendientes (un total, o por año de servicio).' });
    const vistos = new Set<string>();
    for (const [i, a] of (input.anios ?? []).entries()) {
      if (vistos.has(a.aniversario))
        ctx.addIssue({ code: 'custom', path: ['anios', i, 'aniversario'], message: `El aniversario ${a.aniversario} está dos veces.` });
      vistos.add(a.aniversario);
    }
  });
export type SaldoInicialInput = z.infer<typeof saldoInicialInputSchema>;

/** One opening balance as stored (the latest is in force; earlier ones stay, superseded). */
export const saldoInicialSchema = z.object({
  id: z.number(),
  /** The day it was taken at: years opened on or before it count only what it says; vacation days before it are in it. */
  fecha: z.string(),
  /** The total pending days (the sum of `anios`). */
  pendientes: z.number(),
  /** Per anniversary year opened by `fecha`, as entered or as the box assigned the total. */
  anios: z.array(z.object({ aniversario: z.string(), pendientes: z.number() })),
  tomadosAnioEnCurso: z.number(),
  /** 'total' when entered as one figure, 'por_anio' when per year. */
  forma: z.enum(['total', 'por_anio']),
  motivo: z.string(),
  registradoPor: z.string(),
  /** UTC instant. */
  registradoEn: z.string(),
});
export type SaldoInicial = z.infer<typeof saldoInicialSchema>;

// ---------------------------------------------------------------- aguinaldo

export const aguinaldoQuerySchema = z.object({
  anio: z.coerce
    .number({ error: 'El año debe ser un número entre 2020 y 2100.' })
    .int('El año debe ser un número entre 2020 y 2100.')
    .min(2020, 'El año debe ser un número entre 2020 y 2100.')
    .max(2100, 'El año debe ser un número entre 2020 y 2100.')
    .optional(),
  /** Faltas are counted up to this date (default today); the days counted run to 31 December or the baja. */
  fecha: isoDate('La fecha').optional(),
  formato: z.enum(['json', 'xlsx'], { error: 'El formato debe ser "json" o "xlsx".' }).optional(),
});

export const aguinaldoEmpleadoSchema = z.object({
  empleadoId: z.number(),
  nombre: z.string(),
  numeroEmpleado: z.string().nullable(),
  sucursal: z.string().nullable(),
  /** From 1 January or fechaIngreso… */
  desde: z.string(),
  /** …to 31 December or fechaBaja. */
  hasta: z.string(),
  /** Calendar days from desde to hasta, both included. */
  diasPeriodo: z.number(),
  /** Faltas injustificadas and permisos sin goce taken off (0 when the rule says they are not). */
  diasDescontados: z.number(),
  diasContados: z.number(),
  /** diasAguinaldo × diasContados / days of the year, unrounded (shown with two decimals). */
  diasProporcionales: z.number(),
  salarioDiario: z.number(),
  importe: z.number(),
});
export type AguinaldoEmpleado = z.infer<typeof aguinaldoEmpleadoSchema>;

/** GET /api/aguinaldo */
export const aguinaldoSchema = z.object({
  anio: z.number(),
  fecha: z.string(),
  diasAguinaldo: z.number(),
  descuentaFaltas: z.boolean(),
  /** The first day whose faltas count: 1 January, or the first day the box recorded attendance; null before any record. */
  faltasDesde: z.string().nullable().default(null),
  /** LFT art. 87: before 20 December. */
  fechaLimitePago: z.string(),
  empleados: z.array(aguinaldoEmpleadoSchema),
  total: z.number(),
});
export type Aguinaldo = z.infer<typeof aguinaldoSchema>;

// ---------------------------------------------------------------- finiquito

export const FINIQUITO_CONCEPTOS = [
  'salario_pendiente',
  'aguinaldo',
  'vacaciones_pendientes',
  'vacaciones_proporcionales',
  'prima_vacacional',
  'prima_antiguedad',
  'indemnizacion_tres_meses',
  'indemnizacion_veinte_dias',
] as const;
export type FiniquitoConcepto = (typeof FINIQUITO_CONCEPTOS)[number];

export const finiquitoLineaSchema = z.object({
  concepto: z.enum(FINIQUITO_CONCEPTOS),
  /** How a person reads it: 'Aguinaldo proporcional'. */
  descripcion: z.string(),
  /** Days paid (two decimals shown); null for salario_pendiente, an amount from the pre-nómina. */
  dias: z.number().nullable(),
  /** The daily salary the days are paid at (salario diario, the capped one, or the integrated one). */
  salarioDiario: z.number().nullable(),
  /** Null: not computed, the detalle says why (a vacation line while the opening balance is missing, issue 40). */
  importe: z.number().nullable(),
  /** 'LFT art. 87'. */
  fundamento: z.string(),
  /** How it was counted, in one Spanish sentence ('15 días × 184 / 365'). */
  detalle: z.string(),
  /** 'finiquito': owed whenever someone leaves; 'liquidacion': owed on top for a despido injustificado. */
  grupo: z.enum(['finiquito', 'liquidacion']),
});
export type FiniquitoLinea = z.infer<typeof finiquitoLineaSchema>;

/** GET /api/employees/{id}/finiquito's query: `incluirVeinteDias=true` adds the 20 days per year (LFT art. 50 fr. II) to a liquidación. */
export const finiquitoQuerySchema = z.object({
  incluirVeinteDias: z.enum(['true', 'false'], { error: 'incluirVeinteDias debe ser "true" o "false".' }).optional(),
});

/** GET /api/employees/{id}/finiquito?incluirVeinteDias=true */
export const finiquitoSchema = z.object({
  empleadoId: z.number(),
  nombre: z.string(),
  numeroEmpleado: z.string().nullable(),
  sucursal: z.string().nullable(),
  puesto: z.string().nullable(),
  fechaIngreso: z.string(),
  fechaBaja: z.string(),
  motivoBaja: z.enum(MOTIVOS_BAJA),
  /** Years of service with their fraction (days / 365), as the prima de antigüedad and the 20 days count them. */
  antiguedadAnios: z.number(),
  salarioDiario: z.number(),
  /** The minimum wage of the branch's zone and twice it, the prima de antigüedad's cap (arts. 162, 485, 486). */
  salarioMinimo: z.number(),
  topePrimaAntiguedad: z.number(),
  /** Salario diario integrado (art. 84): salario diario × factor; factor = 1 + (diasAguinaldo + diasVacaciones × porcentaje) / 365. */
  integrado: z.object({
    factor: z.number(),
    salarioDiario: z.number(),
    diasAguinaldo: z.number(),
    diasVacaciones: z.number(),
    primaVacacionalPorcentaje: z.number(),
  }),
  incluyeVeinteDias: z.boolean(),
  lineas: z.array(finiquitoLineaSchema),
  totalFiniquito: z.number(),
  /** Finiquito plus the liquidación lines (only for a despido injustificado; the 20 days only when included). */
  totalConLiquidacion: z.number(),
  aviso: z.string(),
  /** Issue 40: the vacation lines need the employee's opening balance, still missing; they carry no amount and the totals leave them out. */
  saldoInicialPendiente: z.boolean().default(false),
});
export type Finiquito = z.infer<typeof finiquitoSchema>;

export const FINIQUITO_AVISO =
  'Este cálculo es una guía para revisar con tu contador o abogado laboral; no es asesoría legal ni sustituye el convenio ante el Centro de Conciliación.';
