import { addDays, dayMonthYear, daysBetween, instantOf, wallClock } from '@reloj/contract/dates';
import type { DiaPrenomina, EmpleadoPrenomina } from '@reloj/contract/prenomina';
import type { Vacaciones } from '@reloj/contract/prestaciones';
import type { Solicitud } from '@reloj/contract/solicitudes';
import { formatMinutes, vencenEl } from '@reloj/payroll';
import type { Repositories } from '../../db/repositories/index.js';
import type { PrenominaService } from '../prenomina/index.js';
import type { Alerta } from './alertas.js';
import { byNombre, fechaText, personaText, seccion, type Persona } from './lineas.js';

/** Pending vacation days are named in the summary from this many days before they are 18 months old. */
export const VACACIONES_POR_VENCER_DIAS = 30;

/** What one branch's daily summary tells: yesterday's record and what is pending today. */
export type HechosDelDia = {
  sucursalId: number;
  sucursal: string;
  hoy: string;
  ayer: string;
  faltas: (Persona & { turno: string | null })[];
  retardos: (Persona & { entrada: string; turno: string | null; minutos: number })[];
  /** Local 'HH:MM' of each punch of a day with an odd number of them. */
  sinPareja: (Persona & { checadas: string[] })[];
  /** The engine's LFT art. 66 warnings of yesterday. */
  tiempoExtra: (Persona & { mensajes: string[] })[];
  trasCierre: (Persona & { fecha: string; hora: string; desde: string; hasta: string })[];
  vacacionesHoy: Persona[];
  porVencer: (Persona & { dias: number; aniversario: string; vencen: string })[];
  solicitudes: (Persona & { descripcion: string })[];
  /** December before the 20th, with people on staff. */
  aguinaldo: boolean;
};

const personaOf = (e: Pick<EmpleadoPrenomina, 'empleadoId' | 'nombre' | 'numeroEmpleado'>): Persona => ({
  empleadoId: e.empleadoId,
  nombre: e.nombre,
  numeroEmpleado: e.numeroEmpleado,
});

const turnoOf = (dia: DiaPrenomina) => dia.segmentos[0]?.entrada ?? null;
const deTurno = (turno: string | null) => (turno ? ` (turno de las ${turno})` : '');

/** The summary's text, or null when there is nothing to tell (nothing is sent). */
export function resumenAlerta(h: HechosDelDia): Alerta | null {
  const lineas = [
    ...seccion(
      'Faltas',
      h.faltas.map((p) => `${personaText(p)}${p.turno ? `, turno de las ${p.turno}` : ''}`),
    ),
    ...seccion(
      'Retardos',
      h.retardos.map((p) => `${personaText(p)}: entrada a las ${p.entrada}${deTurno(p.turno)}, retardo de ${formatMinutes(p.minutos)}`),
    ),
    ...seccion(
      'Entradas sin salida o salidas sin entrada',
      h.sinPareja.map((p) =>
        p.checadas.length === 1
          ? `${personaText(p)}: una sola checada, a las ${p.checadas[0]}`
          : `${personaText(p)}: ${p.checadas.length} checadas (${p.checadas.join(', ')})`,
      ),
    ),
    ...seccion(
      'Tiempo extra sobre los límites de la ley (LFT art. 66)',
      h.tiempoExtra.map((p) => `${personaText(p)}: ${p.mensajes.join('; ')}`),
    ),
    ...seccion(
      'Checadas después del cierre del periodo',
      h.trasCierre.map(
        (p) =>
          `${personaText(p)}: checada a las ${p.hora} del ${dayMonthYear(p.fecha)}, en el periodo del ${dayMonthYear(p.desde)} al ${dayMonthYear(p.hasta)} ya cerrado; no está en sus cifras`,
      ),
    ),
    ...seccion('De vacaciones hoy', h.vacacionesHoy.map(personaText)),
    ...seccion(
      'Vacaciones por cumplir 18 meses sin tomarse (LFT arts. 81 y 516)',
      h.porVencer.map(
        (p) =>
          `${personaText(p)}: ${p.dias === 1 ? '1 día' : `${p.dias} días`} del aniversario del ${dayMonthYear(p.aniversario)}; cumplen 18 meses el ${dayMonthYear(p.vencen)}`,
      ),
    ),
    ...seccion(
      'Solicitudes por responder',
      h.solicitudes.map((p) => `${personaText(p)}: ${p.descripcion}`),
    ),
  ];
  if (h.aguinaldo) {
    const limite = `${h.hoy.slice(0, 4)}-12-20`;
    const quedan = daysBetween(h.hoy, limite);
    lineas.push(
      `Aguinaldo: se paga antes del 20 de diciembre (LFT art. 87); ${quedan === 1 ? 'queda 1 día' : `quedan ${quedan} días`}. Los importes de cada persona están en «Aguinaldo».`,
    );
  }
  if (lineas.length === 0) return null;
  return {
    tipo: 'resumen_diario',
    sucursalId: h.sucursalId,
    titulo: `Resumen del ${fechaText(h.ayer)}`,
    texto: [`Sucursal ${h.sucursal}: lo que dejó el ${fechaText(h.ayer)} y lo pendiente hoy, ${fechaText(h.hoy)}.`, ...lineas].join('\n'),
    datos: { ...h },
    causa: `${h.sucursalId}:${h.hoy}`,
  };
}

export type ResumenDiarioDeps = Pick<Repositories, 'avisosProgramados' | 'attendance'> & {
  timeZone: string;
  compute: PrenominaService['compute'];
  sucursales: () => Map<number, string>;
  /** An employee's vacation balance today (services/prestaciones: the panel's own, with its 'vencidos'). */
  vacaciones: (empleadoId: number) => Vacaciones;
  /** A branch's requests waiting for an answer (services/solicitudes). */
  solicitudesPendientes: (sucursalId: number) => Solicitud[];
};

/**
 * Each branch's facts for the summary sent on `hoy`, read from the daemon's own computations: yesterday's and today's
 * days are the pre-nómina engine's (`compute`: faltas, retardos, odd punches, the art. 66 warnings, vacation incidencias),
 * the vacation years the balance service's (art. 81 and 516, the panel's 'vencidos' mark), the requests the solicitudes
 * room's. Yesterday's shift still under way (a night shift ending after now) is not yet without salida.
 */
export function hechosDelDia(deps: ResumenDiarioDeps, hoy: string): HechosDelDia[] {
  const ayer = addDays(hoy, -1);
  const local = (iso: string) => {
    const { hour, minute } = wallClock(new Date(iso), deps.timeZone);
    return `${hour}:${minute}`;
  };
  const empleados = deps.compute({ desde: ayer, hasta: hoy });
  const numeros = new Map(empleados.map(({ empleado }) => [empleado.empleadoId, empleado.numeroEmpleado]));
  const persona = (empleadoId: number, nombre: string): Persona => ({ empleadoId, nombre, numeroEmpleado: numeros.get(empleadoId) ?? null });
  const nombres = new Map(empleados.map(({ empleado }) => [empleado.empleadoId, empleado.nombre]));
  const trasCierre = deps.avisosProgramados.checadasTrasCierre(
    instantOf(`${ayer}T00:00`, deps.timeZone).toISOString(),
    instantOf(`${hoy}T00:00`, deps.timeZone).toISOString(),
  );
  const aguinaldo = hoy.slice(5, 7) === '12' && hoy < `${hoy.slice(0, 4)}-12-20`;

  const out: HechosDelDia[] = [];
  for (const [sucursalId, sucursal] of deps.sucursales()) {
    const h: HechosDelDia = {
      sucursalId,
      sucursal,
      hoy,
      ayer,
      faltas: [],
      retardos: [],
      sinPareja: [],
      tiempoExtra: [],
      trasCierre: [],
      vacacionesHoy: [],
      porVencer: [],
      solicitudes: [],
      aguinaldo: false,
    };
    let enPlantilla = 0;
    for (const { empleado } of empleados.filter((e) => e.sucursalId === sucursalId)) {
      const p = personaOf(empleado);
      const diaAyer = empleado.dias.find((d) => d.fecha === ayer);
      const diaHoy = empleado.dias.find((d) => d.fecha === hoy);
      if (diaAyer) {
        if (diaAyer.estado === 'falta') h.faltas.push({ ...p, turno: turnoOf(diaAyer) });
        if (diaAyer.minutosRetardo > 0 && diaAyer.entrada)
          h.retardos.push({ ...p, entrada: diaAyer.entrada, turno: turnoOf(diaAyer), minutos: diaAyer.minutosRetardo });
        if (diaAyer.estado === 'sin_salida')
          h.sinPareja.push({ ...p, checadas: deps.attendance.dayTimes(empleado.empleadoId, ayer).map((c) => local(c.hora)) });
        const art66 = diaAyer.advertencias.filter((a) => a.code === 'horas_extra_exceden_limite').map((a) => a.mensaje);
        if (art66.length > 0) h.tiempoExtra.push({ ...p, mensajes: art66 });
      }
      if (!diaHoy) continue; // not on staff today (a baja)
      enPlantilla += 1;
      if (diaHoy.estado === 'incidencia' && diaHoy.incidencia === 'vacaciones') h.vacacionesHoy.push(p);
      for (const anio of deps.vacaciones(empleado.empleadoId).anios) {
        if (anio.pendientes <= 0 || anio.vencidos) continue;
        const vencen = vencenEl(anio.aniversario);
        if (daysBetween(hoy, vencen) <= VACACIONES_POR_VENCER_DIAS) h.porVencer.push({ ...p, dias: anio.pendientes, aniversario: anio.aniversario, vencen });
      }
    }
    for (const c of trasCierre.filter((c) => c.sucursalId === sucursalId))
      h.trasCierre.push({
        ...persona(c.empleadoId, nombres.get(c.empleadoId) ?? `Empleado ${c.empleadoId}`),
        fecha: c.fechaLocal,
        hora: local(c.hora),
        desde: c.periodoDesde,
        hasta: c.periodoHasta,
      });
    for (const s of deps.solicitudesPendientes(sucursalId)) h.solicitudes.push({ ...persona(s.empleadoId, s.empleado), descripcion: s.descripcion });
    h.aguinaldo = aguinaldo && enPlantilla > 0;
    for (const list of [h.faltas, h.retardos, h.sinPareja, h.tiempoExtra, h.vacacionesHoy, h.porVencer]) list.sort(byNombre);
    out.push(h);
  }
  return out;
}
