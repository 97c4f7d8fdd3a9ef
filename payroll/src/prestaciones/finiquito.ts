/**
 * Finiquito and liquidación (issue 31): what is owed to someone who leaves, line by line, each with its days, its daily
 * rate, its legal basis and a Spanish sentence with the arithmetic. Pure: the daemon passes the employee's dates, the
 * rules, the vacation days taken, the faltas of the year and the zone's minimum wage.
 *
 * Money is integer centavos inside; each line is computed exactly (bigint fractions) and rounded half-up to the centavo
 * once. Days are never rounded before the amount is computed; the `dias` shown are the exact days.
 */
import { addDays, dayMonthYear, daysBetween } from '@reloj/contract/dates';
import { formatCentavos } from '@reloj/contract/money';
import { FINIQUITO_AVISO, type Finiquito, type FiniquitoConcepto, type FiniquitoLinea, type MotivoBaja } from '@reloj/contract/prestaciones';
import { ratio, roundHalfUp } from '../money.js';
import { aguinaldoEmpleado, diasDelAnio } from './aguinaldo.js';
import { aniosCumplidos, diasVacacionesAnioEnCurso, salarioDiarioIntegrado, salarioIntegradoCentavos } from './integrado.js';
import { aniversario, saldoVacaciones, type SaldoInicialVacaciones } from './vacaciones.js';

export type FiniquitoInput = {
  fechaIngreso: string;
  fechaBaja: string;
  motivoBaja: MotivoBaja;
  salarioDiarioCentavos: number;
  /** The daily minimum wage of the branch's zone in force at fechaBaja (salarios_minimos), in centavos. */
  salarioMinimoCentavos: number;
  reglas: { diasVacacionesExtra: number; primaVacacionalPorcentaje: number; diasAguinaldo: number };
  /** One date per vacation day taken (all of them, as saldoVacaciones reads them). */
  vacacionesTomadas: readonly string[];
  /** Issue 40: the opening vacation balance in force, if any (saldoVacaciones' saldoInicial). */
  saldoInicial?: SaldoInicialVacaciones | null;
  /** Hired before the record's start: without saldoInicial the pending days and their prima cannot be told. */
  requiereSaldoInicial?: boolean;
  /** Faltas and permisos sin goce of fechaBaja's year that the aguinaldo rule takes off (0 when it takes none). */
  aguinaldoDiasDescontados: number;
  /** The open period's pre-nómina total up to fechaBaja, not yet paid; null or 0 leaves the line out (arts. 82, 88). */
  salarioPendienteCentavos?: number | null;
  /** Despido injustificado only: the owner ticks the 20 days per year of art. 50 fr. II. */
  incluirVeinteDias?: boolean;
};

export type IdentidadFiniquito = Pick<Finiquito, 'empleadoId' | 'nombre' | 'numeroEmpleado' | 'sucursal' | 'puesto'>;
export type FiniquitoCalculado = Omit<Finiquito, keyof IdentidadFiniquito>;

const DESCRIPCIONES: Record<FiniquitoConcepto, string> = {
  salario_pendiente: 'Salario pendiente',
  aguinaldo: 'Aguinaldo proporcional',
  vacaciones_pendientes: 'Vacaciones pendientes',
  vacaciones_proporcionales: 'Vacaciones proporcionales',
  prima_vacacional: 'Prima vacacional',
  prima_antiguedad: 'Prima de antigüedad',
  indemnizacion_tres_meses: 'Indemnización de tres meses',
  indemnizacion_veinte_dias: 'Indemnización de 20 días por año',
};

/**
 * Art. 162: the prima de antigüedad is owed when the worker is dismissed, with or without cause (fr. III), on death
 * (fr. V), and to whoever leaves voluntarily only with fifteen or more years of service (fr. III). Practice, not the
 * letter of the law: the end of a fixed-term contract (termino_contrato) is treated like a separation not of the worker's
 * will (owed always); a mutual agreement (mutuo_acuerdo) and an abandonment (abandono) like a voluntary separation (owed
 * only with 15 years).
 */
const PRIMA_ANTIGUEDAD_SIEMPRE: ReadonlySet<MotivoBaja> = new Set(['despido_justificado', 'despido_injustificado', 'termino_contrato', 'fallecimiento']);
const ANIOS_PRIMA_VOLUNTARIA = 15;

/** Issue 40: what a vacation line says while the employee's opening balance is missing. */
export const SALDO_INICIAL_PENDIENTE =
  'Saldo inicial pendiente: ingresó antes de que el reloj empezara a registrar y falta su saldo inicial de vacaciones (Empleados → Vacaciones → Saldo inicial); sin él no se calculan las vacaciones pendientes ni su prima vacacional.';

const numero = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });
const factorFormat = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
/** 2.630137 → '2.63', 14 → '14' (es-MX). */
const n = (value: number) => numero.format(value);
const dias = (value: number) => `${n(value)} ${value === 1 ? 'día' : 'días'}`;
const pesos = formatCentavos;

/**
 * The finiquito at fechaBaja; with `empleado`, the whole API shape. Throws RangeError for a baja before the hire (the
 * daemon refuses it first with a 422).
 */
export function calcularFiniquito(input: FiniquitoInput): FiniquitoCalculado;
export function calcularFiniquito(input: FiniquitoInput, empleado: IdentidadFiniquito): Finiquito;
export function calcularFiniquito(input: FiniquitoInput, empleado?: IdentidadFiniquito): FiniquitoCalculado | Finiquito {
  const { fechaIngreso, fechaBaja, motivoBaja, salarioDiarioCentavos: salario, salarioMinimoCentavos: minimo, reglas } = input;
  if (fechaBaja < fechaIngreso) throw new RangeError(`fechaBaja ${fechaBaja} is before fechaIngreso ${fechaIngreso}`);
  const porcentaje = reglas.primaVacacionalPorcentaje;
  const lineas: FiniquitoLinea[] = [];
  const linea = (concepto: FiniquitoConcepto, l: Omit<FiniquitoLinea, 'concepto' | 'descripcion' | 'grupo'>, grupo: FiniquitoLinea['grupo'] = 'finiquito') =>
    lineas.push({ concepto, descripcion: DESCRIPCIONES[concepto], ...l, grupo });

  // Days of service: from the hire to the baja, both days worked. Years with their fraction = days / 365 (practice), as
  // the prima de antigüedad and the 20 days count them.
  const diasServicio = daysBetween(fechaIngreso, fechaBaja) + 1;
  const antiguedadAnios = diasServicio / 365;

  // Arts. 82, 88: the salary earned and not yet paid, as the open period's pre-nómina computes it up to the baja.
  const pendiente = input.salarioPendienteCentavos ?? 0;
  if (pendiente > 0) {
    linea('salario_pendiente', {
      dias: null,
      salarioDiario: null,
      importe: pendiente / 100,
      fundamento: 'LFT arts. 82, 88',
      detalle: `Días trabajados y no pagados del periodo abierto hasta el ${dayMonthYear(fechaBaja)}, según la pre-nómina: ${pesos(pendiente)}.`,
    });
  }

  // Art. 87: the proportional aguinaldo of the baja's year (aguinaldo.ts: one rounding, at the end).
  const anio = Number(fechaBaja.slice(0, 4));
  const aguinaldo = aguinaldoEmpleado({
    anio,
    fechaIngreso,
    fechaBaja,
    diasDescontados: input.aguinaldoDiasDescontados,
    diasAguinaldo: reglas.diasAguinaldo,
    salarioDiarioCentavos: salario,
  })!;
  const contados =
    aguinaldo.diasDescontados > 0
      ? `${dias(aguinaldo.diasContados)} contados (${n(aguinaldo.diasPeriodo)} del ${dayMonthYear(aguinaldo.desde)} al ${dayMonthYear(aguinaldo.hasta)} menos ${n(aguinaldo.diasDescontados)} de faltas y permisos sin goce)`
      : `${dias(aguinaldo.diasContados)} contados del ${dayMonthYear(aguinaldo.desde)} al ${dayMonthYear(aguinaldo.hasta)}`;
  linea('aguinaldo', {
    dias: aguinaldo.diasProporcionales,
    salarioDiario: salario / 100,
    importe: aguinaldo.importe,
    fundamento: 'LFT art. 87',
    detalle: `${dias(reglas.diasAguinaldo)} de aguinaldo × ${contados} / ${diasDelAnio(anio)} = ${dias(aguinaldo.diasProporcionales)} × ${pesos(salario)}.`,
  });

  // Arts. 76, 79: the days of the opened years not taken are paid. Days advanced (a negative balance) are not deducted
  // here: that is for the accountant.
  const saldo = saldoVacaciones({
    fechaIngreso,
    fechaCorte: fechaBaja,
    alCierre: true,
    diasExtra: reglas.diasVacacionesExtra,
    tomadas: input.vacacionesTomadas,
    saldoInicial: input.saldoInicial ?? null,
    requiereSaldoInicial: input.requiereSaldoInicial === true,
  });
  const sinSaldoInicial = saldo.pendientes === null;
  const totalPendientes = saldo.pendientes ?? 0;
  const diasPendientes = Math.max(0, totalPendientes);
  const desglose = saldo.anios
    .filter((a) => a.pendientes > 0)
    .map((a) => `año ${a.anioServicio}: ${n(a.pendientes)}`)
    .join(', ');
  const adelantados =
    totalPendientes < 0 ? `; se adelantaron ${dias(-totalPendientes)} de vacaciones, que no se descuentan aquí: revísalo con tu contador` : '';
  // Issue 40: hired before the record's start, without an opening balance the box cannot tell the days owed from
  // before it: the line says so and carries no amount (the totals leave it out).
  if (sinSaldoInicial) {
    linea('vacaciones_pendientes', {
      dias: null,
      salarioDiario: salario / 100,
      importe: null,
      fundamento: 'LFT arts. 76, 79',
      detalle: SALDO_INICIAL_PENDIENTE,
    });
  } else
    linea('vacaciones_pendientes', {
      dias: diasPendientes,
      salarioDiario: salario / 100,
      importe: roundHalfUp(ratio(diasPendientes * salario)) / 100,
      fundamento: 'LFT arts. 76, 79',
      detalle:
        diasPendientes > 0
          ? `${dias(diasPendientes)} pendientes de años de servicio cumplidos (${desglose}) × ${pesos(salario)}${adelantados}.`
          : `Sin días pendientes de años de servicio cumplidos${adelantados}.`,
    });

  // Art. 79: the year under way's days in proportion to the days served since its start (the last anniversary, or the
  // hire) up to the baja, that day included (the same count as diasServicio), of 365, exactly; saldoVacaciones'
  // `proporcionales` is the same figure rounded to two decimals for display. A year completed on the baja day is whole
  // (a year of saldo.anios, paid above) and leaves 0 days here.
  const ultimo = saldo.anioEnCurso.anioServicio > 1;
  const inicioAnio = ultimo ? aniversario(fechaIngreso, saldo.anioEnCurso.anioServicio - 1) : fechaIngreso;
  const diasDesde = daysBetween(inicioAnio, fechaBaja) + 1;
  const diasAnio = saldo.anioEnCurso.dias;
  const diasProporcionales = (diasAnio * diasDesde) / 365;
  linea('vacaciones_proporcionales', {
    dias: diasProporcionales,
    salarioDiario: salario / 100,
    importe: roundHalfUp(ratio(diasAnio * diasDesde * salario, 365)) / 100,
    fundamento: 'LFT art. 79',
    detalle: `${dias(diasAnio)} del año de servicio ${saldo.anioEnCurso.anioServicio} × ${dias(diasDesde)} desde ${ultimo ? 'el aniversario' : 'el ingreso'} del ${dayMonthYear(inicioAnio)} hasta la baja, incluida, / 365 = ${dias(diasProporcionales)} × ${pesos(salario)}.`,
  });

  // Art. 80: the prima vacacional (at least 25%) on the vacation days paid, pending plus proportional; one rounding.
  const diasPrima = diasPendientes + diasProporcionales;
  if (sinSaldoInicial) {
    linea('prima_vacacional', {
      dias: null,
      salarioDiario: salario / 100,
      importe: null,
      fundamento: 'LFT art. 80',
      detalle: SALDO_INICIAL_PENDIENTE,
    });
  } else
    linea('prima_vacacional', {
      dias: diasPrima,
      salarioDiario: salario / 100,
      importe: roundHalfUp(ratio((diasPendientes * 365 + diasAnio * diasDesde) * salario * porcentaje, 365 * 100)) / 100,
      fundamento: 'LFT art. 80',
      detalle: `(${n(diasPendientes)} + ${n(diasProporcionales)}) días × ${pesos(salario)} × ${n(porcentaje)}%.`,
    });

  // Art. 162: 12 days per year of service; arts. 485, 486: on the salary, capped at twice the zone's minimum wage and
  // never below the minimum. A voluntary separation needs 15 years completed (fr. III): the years are complete when the
  // last day worked closes them (the day after the baja is the anniversary's day or later).
  const tope = 2 * minimo;
  const anios = aniosCumplidos(fechaIngreso, addDays(fechaBaja, 1));
  const primaAntiguedad = PRIMA_ANTIGUEDAD_SIEMPRE.has(motivoBaja) || anios >= ANIOS_PRIMA_VOLUNTARIA;
  if (primaAntiguedad) {
    // No minimum known for the zone at the baja (0): no cap can be applied, the salary is used and the detail says so.
    const base = minimo > 0 ? Math.max(minimo, Math.min(salario, tope)) : salario;
    const porQue =
      minimo <= 0
        ? 'salario diario; no hay salario mínimo registrado para la zona en la fecha de baja'
        : base === salario
          ? `salario diario; tope de 2 salarios mínimos: ${pesos(tope)}`
          : base === tope
            ? `tope de 2 salarios mínimos de ${pesos(minimo)}`
            : 'salario mínimo de la zona';
    linea('prima_antiguedad', {
      dias: (12 * diasServicio) / 365,
      salarioDiario: base / 100,
      importe: roundHalfUp(ratio(12 * diasServicio * base, 365)) / 100,
      fundamento: 'LFT arts. 162, 485, 486',
      detalle: `12 días × ${n(antiguedadAnios)} años de servicio (${n(diasServicio)} días / 365) × ${pesos(base)} (${porQue}).`,
    });
  }

  // Art. 84: the integrated daily salary, on the vacation days of the year of service under way at the baja.
  const integradoInput = {
    salarioDiarioCentavos: salario,
    diasAguinaldo: reglas.diasAguinaldo,
    diasVacaciones: diasVacacionesAnioEnCurso(fechaIngreso, fechaBaja, reglas.diasVacacionesExtra),
    primaVacacionalPorcentaje: porcentaje,
  };
  const integrado = salarioDiarioIntegrado(integradoInput);
  const sdi = salarioIntegradoCentavos(integradoInput);
  const incluyeVeinteDias = motivoBaja === 'despido_injustificado' && input.incluirVeinteDias === true;
  if (motivoBaja === 'despido_injustificado') {
    // Arts. 48, 50 fr. III: three months of integrated salary (90 days, practice).
    linea(
      'indemnizacion_tres_meses',
      {
        dias: 90,
        salarioDiario: sdi / 100,
        importe: (90 * sdi) / 100,
        fundamento: 'LFT arts. 48, 50 fr. III',
        detalle: `90 días × ${pesos(sdi)} de salario diario integrado (factor ${factorFormat.format(integrado.factor)}).`,
      },
      'liquidacion',
    );
    // Art. 50 fr. II: 20 days per year of service, when the owner includes them.
    if (incluyeVeinteDias) {
      linea(
        'indemnizacion_veinte_dias',
        {
          dias: (20 * diasServicio) / 365,
          salarioDiario: sdi / 100,
          importe: roundHalfUp(ratio(20 * diasServicio * sdi, 365)) / 100,
          fundamento: 'LFT art. 50 fr. II',
          detalle: `20 días × ${n(antiguedadAnios)} años de servicio (${n(diasServicio)} días / 365) × ${pesos(sdi)} de salario diario integrado.`,
        },
        'liquidacion',
      );
    }
  }

  const centavos = (grupo?: FiniquitoLinea['grupo']) =>
    lineas.filter((l) => grupo === undefined || l.grupo === grupo).reduce((total, l) => total + Math.round((l.importe ?? 0) * 100), 0);
  const calculado: FiniquitoCalculado = {
    fechaIngreso,
    fechaBaja,
    motivoBaja,
    antiguedadAnios,
    salarioDiario: salario / 100,
    salarioMinimo: minimo / 100,
    topePrimaAntiguedad: tope / 100,
    integrado,
    incluyeVeinteDias,
    lineas,
    totalFiniquito: centavos('finiquito') / 100,
    totalConLiquidacion: centavos() / 100,
    aviso: sinSaldoInicial ? `${FINIQUITO_AVISO} ${SALDO_INICIAL_PENDIENTE}` : FINIQUITO_AVISO,
    saldoInicialPendiente: sinSaldoInicial,
  };
  return empleado ? { ...empleado, ...calculado } : calculado;
}
