import type { DiaEstado, EmpleadoPrenomina } from '@reloj/contract/prenomina';
import type { Tone } from '../../../components/tone';
import { formatHorasDecimales, formatMinutes } from '../../../lib/dateTime';

const count = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** 2 → '2 h', 1.5 → '1.5 h': overtime as the payroll counts it (the one format, lib/dateTime.ts). */
export const formatHoras = formatHorasDecimales;

/** A count as es-MX writes it: 1234 → '1,234'. */
export const formatCount = (n: number) => count.format(n);

/** The money lines of a row, in the order of the table (they add up to `total`). */
export const MONEY_LINES = [
  { key: 'sueldo', label: 'Sueldo' },
  { key: 'septimoDia', label: 'Séptimo día' },
  { key: 'horasExtra', label: 'Horas extra' },
  { key: 'festivos', label: 'Festivos' },
  { key: 'descansoTrabajado', label: 'Descanso trabajado' },
  { key: 'primaDominical', label: 'Prima dominical' },
  { key: 'bonos', label: 'Bonos' },
] as const satisfies readonly { key: keyof EmpleadoPrenomina; label: string }[];

/**
 * Lines that are zero for most periods, shown as a column only when some row has them: the prima vacacional (LFT art.
 * 80) of the vacation days in the period, and what the rules deduct for medias jornadas and salidas anticipadas. They
 * add up to `total` with the others.
 */
export const OCCASIONAL_MONEY_LINES = [
  { key: 'primaVacacional', label: 'Prima vacacional' },
  // Issue 41: what mediaJornadaEfecto and salidasAnticipadasEfecto deduct (negative; 0 with the default rules).
  { key: 'descuentoJornada', label: 'Descuento por jornada incompleta' },
] as const satisfies readonly {
  key: keyof EmpleadoPrenomina;
  label: string;
}[];

/** Every money line, in the order of the table. */
export const ALL_MONEY_LINES = [...MONEY_LINES, ...OCCASIONAL_MONEY_LINES];

/** The money columns of these rows: the usual ones, and an occasional one when some row has it. */
export const moneyLinesOf = (rows: readonly EmpleadoPrenomina[]) => [
  ...MONEY_LINES,
  ...OCCASIONAL_MONEY_LINES.filter((line) => rows.some((row) => row[line.key] !== 0)),
];

export type MoneyKey = (typeof ALL_MONEY_LINES)[number]['key'] | 'total';
export type CountKey =
  'diasTrabajados' | 'faltas' | 'retardos' | 'horasExtraDobles' | 'horasExtraTriples' | 'salidasAnticipadas' | 'minutosSalidaAnticipada' | 'mediasJornadas';

/** Column sums for the total row; money is added in centavos so that no binary fraction creeps in. */
export function totalsOf(rows: readonly EmpleadoPrenomina[]): Record<MoneyKey | CountKey, number> {
  const keys: (MoneyKey | CountKey)[] = [...ALL_MONEY_LINES.map((l) => l.key), 'total'];
  const counts: CountKey[] = [
    'diasTrabajados',
    'faltas',
    'retardos',
    'horasExtraDobles',
    'horasExtraTriples',
    'salidasAnticipadas',
    'minutosSalidaAnticipada',
    'mediasJornadas',
  ];
  const totals = {} as Record<MoneyKey | CountKey, number>;
  for (const key of keys) totals[key] = rows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0) / 100;
  for (const key of counts) totals[key] = Math.round(rows.reduce((sum, row) => sum + row[key], 0) * 100) / 100;
  return totals;
}

/** How many of a row's days came from manual punches and incidencias. */
export function manualOrigins(row: EmpleadoPrenomina): { checadas: number; incidencias: number; dias: number } {
  let checadas = 0;
  let incidencias = 0;
  let dias = 0;
  for (const dia of row.dias) {
    checadas += dia.checadasManuales.length;
    incidencias += dia.incidencias.length;
    if (dia.origenManual) dias += 1;
  }
  return { checadas, incidencias, dias };
}

/** 'n cosa' / 'n cosas'. */
export const plural = (n: number, singular: string, pluralForm = `${singular}s`) => `${formatCount(n)} ${n === 1 ? singular : pluralForm}`;

/** The colour family of each day state. */
export const ESTADO_TONE: Record<DiaEstado, Tone> = {
  asistencia: 'ok',
  retardo: 'warn',
  falta: 'danger',
  descanso: 'muted',
  festivo: 'info',
  incidencia: 'info',
  sin_salida: 'danger',
  sin_registro: 'muted',
};

/** Issue 41: '1 salida anticipada (1 h 30 min)', '' without any. */
export function salidasText(figures: Pick<EmpleadoPrenomina, 'salidasAnticipadas' | 'minutosSalidaAnticipada'>): string {
  if (figures.salidasAnticipadas === 0) return '';
  return `${plural(figures.salidasAnticipadas, 'salida anticipada', 'salidas anticipadas')} (${formatMinutes(figures.minutosSalidaAnticipada)})`;
}

/** Issue 41: '1 media jornada', '' without any. */
export const mediasText = (n: number) => (n === 0 ? '' : plural(n, 'media jornada', 'medias jornadas'));
