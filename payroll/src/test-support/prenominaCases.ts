/** The pre-nómina engine's test cases: an employee, punches, incidencias and one call of the pure engine. */
import { lftHolidaysBetween } from '../holidays.js';
import { toPesos } from '../pesos.js';
import { computePrenomina } from '../prenomina.js';
import { DEFAULT_RULES, type Holiday, type PayrollBono, type PayrollEmployee, type PayrollIncidencia, type PayrollPunch, type PayrollRules } from '../types.js';
import type { LimitesSemana } from '@reloj/contract/limitesLegales';

export const PUNTUALIDAD: PayrollBono = { nombre: 'PUNTUALIDAD', montoCentavos: 20000, tipo: 'puntualidad', pierdeCon: 3 };
export const ASISTENCIA: PayrollBono = { nombre: 'ASISTENCIA', montoCentavos: 20000, tipo: 'asistencia', pierdeCon: 1 };

export const employee = (over: Partial<PayrollEmployee> = {}): PayrollEmployee => ({
  id: 7,
  nombre: 'ANA LÓPEZ',
  numeroEmpleado: 'E-007',
  salarioDiarioCentavos: 31550,
  horaEntrada: '09:00',
  horaSalida: '18:00',
  minutosComida: 60,
  diasDescanso: [0],
  fechaIngreso: '2020-01-01',
  bono: PUNTUALIDAD,
  ...over,
});

let nextId = 1;
export const punch = (diaLaboral: string, hora: string, tipo: PayrollPunch['tipo'], extra: Partial<PayrollPunch> = {}) => ({
  id: nextId++,
  diaLaboral,
  hora: hora.length === 5 ? `${diaLaboral}T${hora}` : hora,
  tipo,
  manual: false,
  ...extra,
});
/** An entrada and a salida on one day; a full 'YYYY-MM-DDTHH:MM' salida for shifts ending the next day. */
export const shift = (fecha: string, entrada: string, salida: string, extra: Partial<PayrollPunch> = {}): PayrollPunch[] => [
  punch(fecha, entrada, 'entrada', extra),
  punch(fecha, salida, 'salida', extra),
];
export const incidencia = (fecha: string, tipo: PayrollIncidencia['tipo'], horas?: number): PayrollIncidencia => ({
  id: nextId++,
  fecha,
  tipo,
  horas: horas ?? null,
});
/** Mon 9 … Sat 14 March 2026 (Sunday 15 is the rest day). */
export const WEEK = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'];
export const fullWeek = (fechas = WEEK) => fechas.flatMap((f) => shift(f, '09:00', '18:00'));

export function run(opts: {
  desde?: string;
  hasta?: string;
  punches?: PayrollPunch[];
  incidencias?: PayrollIncidencia[];
  rules?: Partial<PayrollRules>;
  holidays?: Holiday[];
  employee?: Partial<PayrollEmployee>;
  /** Today's local date: later days are left out. */
  hoy?: string;
  /** The local time now, 'YYYY-MM-DDTHH:MM' (a shift still under way is not a missing salida). */
  ahora?: string;
  limites?: LimitesSemana[];
}) {
  const desde = opts.desde ?? '2026-03-09';
  const hasta = opts.hasta ?? '2026-03-15';
  const result = computePrenomina({
    period: { desde, hasta },
    hoy: opts.hoy,
    ahora: opts.ahora,
    limites: opts.limites,
    rules: { ...DEFAULT_RULES, ...opts.rules },
    holidays: opts.holidays ?? lftHolidaysBetween(desde, hasta),
    employee: employee(opts.employee),
    punches: opts.punches ?? [],
    incidencias: opts.incidencias ?? [],
  });
  return { result, api: toPesos(result), day: (fecha: string) => toPesos(result).dias.find((d) => d.fecha === fecha)! };
}
