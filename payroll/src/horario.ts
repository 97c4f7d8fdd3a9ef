/**
 * Issue 41: what an employee was scheduled to work on a date, from their assignments (a turno or a rol, each from a
 * date), the turnos' patterns (weekly, or a cycle of N days from its anchor) and the one-day changes. Pure: the daemon
 * reads the rows, this decides.
 */
import { daysBetween, weekday } from '@reloj/contract/dates';
import { patternIndex, type Segmento, type TurnoDia, type TurnoTipo } from '@reloj/contract/turnos';
import type { PayrollEmployee } from './types.js';

export type TurnoDef = {
  id: number;
  nombre: string;
  codigo: string;
  color: string;
  tipo: TurnoTipo;
  dias: readonly TurnoDia[];
  inicioCiclo: string | null;
};

export type RolDef = { id: number; nombre: string; turnos: readonly number[]; inicio: string };

export type AsignacionDef = { vigenteDesde: string; turnoId: number | null; rolId: number | null };

/**
 * A one-day change: another turno's hours (`turnoId`), a rest day (`descanso`); a swap is stored by the daemon as one
 * such row per employee, each with the colleague's turno or rest of that day.
 */
export type CambioDef = { id: number; fecha: string; turnoId: number | null; descanso: boolean };

export type Horario = {
  turnos: ReadonlyMap<number, TurnoDef>;
  roles: ReadonlyMap<number, RolDef>;
  /** Any order. */
  asignaciones: readonly AsignacionDef[];
  cambios: readonly CambioDef[];
};

/** A date's schedule: no segments is a rest day. */
export type DiaProgramado = {
  segmentos: readonly Segmento[];
  minutosComida: number;
  turnoId: number | null;
  codigo: string | null;
  nombre: string | null;
  color: string | null;
  /** A one-day change shaped it. */
  cambio: boolean;
};

/** The assignment in force on a date (the latest vigenteDesde on or before it), or undefined before the first. */
export function asignacionVigente(asignaciones: readonly AsignacionDef[], fecha: string): AsignacionDef | undefined {
  let best: AsignacionDef | undefined;
  for (const a of asignaciones) if (a.vigenteDesde <= fecha && (!best || a.vigenteDesde > best.vigenteDesde)) best = a;
  return best;
}

/** The turno a rol gives a date: week 1 from its anchor Monday, then 2..N, then round again (weeks before it count back). */
export function turnoDeRol(rol: RolDef, fecha: string): number | undefined {
  const n = rol.turnos.length;
  if (n === 0) return undefined;
  const week = Math.floor(daysBetween(rol.inicio, fecha) / 7);
  return rol.turnos[((week % n) + n) % n];
}

function dayOf(turno: TurnoDef, fecha: string, workingIfRest: boolean): DiaProgramado {
  let dia = turno.dias[patternIndex(turno, fecha, daysBetween)] ?? { segmentos: [] };
  // A one-day change to a turno means working its hours that day, even on a day its own pattern rests.
  if (workingIfRest && dia.segmentos.length === 0) dia = turno.dias.find((d) => d.segmentos.length > 0) ?? dia;
  return {
    segmentos: dia.segmentos,
    minutosComida: dia.segmentos.length > 0 ? (dia.minutosComida ?? 0) : 0,
    turnoId: turno.id,
    codigo: turno.codigo,
    nombre: turno.nombre,
    color: turno.color,
    cambio: false,
  };
}

const REST: DiaProgramado = { segmentos: [], minutosComida: 0, turnoId: null, codigo: null, nombre: null, color: null, cambio: false };

/** The date's schedule under an Horario, or undefined when no assignment is in force yet (the caller falls back). */
export function diaProgramado(horario: Horario, fecha: string): DiaProgramado | undefined {
  const cambio = horario.cambios.find((c) => c.fecha === fecha);
  if (cambio) {
    const turno = cambio.turnoId === null ? undefined : horario.turnos.get(cambio.turnoId);
    if (cambio.descanso || !turno) return { ...REST, cambio: true };
    return { ...dayOf(turno, fecha, true), cambio: true };
  }
  const asignacion = asignacionVigente(horario.asignaciones, fecha);
  if (!asignacion) return undefined;
  const turnoId =
    asignacion.turnoId ??
    (asignacion.rolId === null ? undefined : turnoDeRol(horario.roles.get(asignacion.rolId) ?? { id: 0, nombre: '', turnos: [], inicio: fecha }, fecha));
  const turno = turnoId === undefined ? undefined : horario.turnos.get(turnoId);
  return turno ? dayOf(turno, fecha, false) : undefined;
}

type Fields = Pick<PayrollEmployee, 'horaEntrada' | 'horaSalida' | 'minutosComida' | 'diasDescanso'>;

/** The single schedule of before issue 41 (and of an employee with no assignment in force): the same hours every working day. */
export function diaDeCampos(employee: Fields, fecha: string): DiaProgramado {
  if (employee.diasDescanso.includes(weekday(fecha))) return REST;
  return { ...REST, segmentos: [{ entrada: employee.horaEntrada, salida: employee.horaSalida }], minutosComida: employee.minutosComida };
}

/** The schedule of any date for an employee: their Horario's, or their own fields' when it has none in force. */
export function programaDe(employee: Fields & { horario?: Horario | null }): (fecha: string) => DiaProgramado {
  const cache = new Map<string, DiaProgramado>();
  return (fecha) => {
    let dia = cache.get(fecha);
    if (!dia) {
      dia = (employee.horario ? diaProgramado(employee.horario, fecha) : undefined) ?? diaDeCampos(employee, fecha);
      cache.set(fecha, dia);
    }
    return dia;
  };
}
