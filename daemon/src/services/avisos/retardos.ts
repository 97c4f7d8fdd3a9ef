import { addDays, clockMinutes } from '@reloj/contract/dates';
import { clockOf, segmentSpan, type RolTurnos } from '@reloj/contract/turnos';
import type { EmpleadoConSucursal } from '../prenomina/index.js';
import type { Alerta } from './alertas.js';
import { byNombre, fechaText, personaText, seccion, type Persona } from './lineas.js';

const DAY = 24 * 60;

/** Signed minutes from clock time `b` to `a` on the nearest side of midnight ('00:05' is 10 after '23:55'). */
const clockDiff = (a: string, b: string): number => ((clockMinutes(a) - clockMinutes(b) + 720 + DAY) % DAY) - 720;

/** One branch's shift start whose late-arrivals check is due: who is due and has not punched, who punched late. */
export type RevisionDeTurno = {
  sucursalId: number;
  /** The shift's day (a night shift's is the day it starts) and its start. */
  fecha: string;
  inicio: string;
  sinChecar: Persona[];
  tarde: (Persona & { entrada: string })[];
};

export const causaDeTurno = (r: Pick<RevisionDeTurno, 'sucursalId' | 'fecha' | 'inicio'>) => `${r.sucursalId}:${r.fecha}:${r.inicio}`;

/** One employee's scheduled days as the roster reads them ('Rol de turnos', services/turnos). */
export type Programa = Pick<RolTurnos['empleados'][number], 'empleadoId' | 'nombre' | 'numeroEmpleado' | 'sucursalId' | 'dias'>;

/** A day the engine does not count yet or at all: nobody is due. */
const NO_DEBE = new Set(['incidencia', 'sin_registro', 'descanso']);

/**
 * The shift starts of yesterday and today whose check is due at `minuto` (minutes since today's local midnight): from
 * `minutosRetardo` after the start until the shift's end, so a box that was off at that moment still tells while the
 * shift lasts, and a night shift that starts before midnight counts on its start day. Who is due comes from the roster
 * (`programa`: the turnos where assigned, else the employee's horaEntrada and días de descanso); only each day's first
 * segment is a shift's start. The pre-nómina engine's reading of the day (`dias`) then leaves out rest days, vacation,
 * incapacidad and every other absence incidencia, days before the record, and a holiday not worked (LFT art. 74); whoever
 * is left without a punch has not come, and whoever entered that segment more than the tolerance after its start is
 * late, as the engine counts a retardo. Every due start is answered, an empty one too.
 */
export function revisionesDeTurno(input: {
  hoy: string;
  minuto: number;
  programa: readonly Programa[];
  dias: readonly EmpleadoConSucursal[];
  minutosRetardo: number;
  toleranciaMinutos: number;
}): RevisionDeTurno[] {
  const ayer = addDays(input.hoy, -1);
  const leidos = new Map(input.dias.map(({ empleado }) => [empleado.empleadoId, new Map(empleado.dias.map((d) => [d.fecha, d]))]));
  const out = new Map<string, RevisionDeTurno>();
  for (const empleado of input.programa) {
    for (const dia of empleado.dias) {
      if (dia.fecha !== ayer && dia.fecha !== input.hoy) continue;
      const segmento = dia.segmentos[0];
      if (dia.descanso || !segmento) continue;
      const { start, end } = segmentSpan(segmento);
      const ahora = input.minuto + (dia.fecha === ayer ? DAY : 0);
      if (ahora < start + input.minutosRetardo || ahora >= end) continue;
      const leido = leidos.get(empleado.empleadoId)?.get(dia.fecha);
      if (leido && NO_DEBE.has(leido.estado)) continue;
      if (dia.festivo !== null && !leido?.trabajado) continue;
      const { sucursalId } = empleado;
      const key = causaDeTurno({ sucursalId, fecha: dia.fecha, inicio: segmento.entrada });
      let revision = out.get(key);
      if (!revision) out.set(key, (revision = { sucursalId, fecha: dia.fecha, inicio: segmento.entrada, sinChecar: [], tarde: [] }));
      const persona = { empleadoId: empleado.empleadoId, nombre: empleado.nombre, numeroEmpleado: empleado.numeroEmpleado };
      // Not read yet (a shift under way without a punch), or a falta: not come.
      if (!leido?.trabajado) revision.sinChecar.push(persona);
      else {
        const entrada = leido.segmentos[0]?.checadaEntrada;
        if (entrada && clockDiff(entrada, segmento.entrada) > input.toleranciaMinutos) revision.tarde.push({ ...persona, entrada });
      }
    }
  }
  return [...out.values()];
}

/** The 'retardos' alert of a checked shift start, or null when nobody is missing or late (nothing is sent). */
export function retardosAlerta(revision: RevisionDeTurno, sucursal: string, revisadoA: number): Alerta | null {
  const { fecha, inicio } = revision;
  const sinChecar = [...revision.sinChecar].sort(byNombre);
  const tarde = [...revision.tarde].sort((a, b) => a.entrada.localeCompare(b.entrada) || byNombre(a, b));
  if (sinChecar.length === 0 && tarde.length === 0) return null;
  const texto = [
    `Sucursal ${sucursal}, turno de las ${inicio} del ${fechaText(fecha)}; revisado a las ${clockOf(revisadoA)}.`,
    ...seccion('Sin checar su entrada', sinChecar.map(personaText)),
    ...seccion(
      'Llegaron tarde',
      tarde.map((p) => `${personaText(p)}: entrada a las ${p.entrada}`),
    ),
  ].join('\n');
  const persona = ({ empleadoId, nombre, numeroEmpleado }: Persona) => ({ empleadoId, nombre, numeroEmpleado });
  return {
    tipo: 'retardos',
    sucursalId: revision.sucursalId,
    titulo: `Retardos del turno de las ${inicio}`,
    texto,
    datos: { fecha, inicio, sinChecar: sinChecar.map(persona), tarde: tarde.map((p) => ({ ...persona(p), entrada: p.entrada })) },
    causa: causaDeTurno(revision),
  };
}
