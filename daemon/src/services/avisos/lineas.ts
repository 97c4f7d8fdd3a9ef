import { WEEKDAYS_ES } from '@reloj/contract/common';
import { dayMonthYear, weekday } from '@reloj/contract/dates';

/** Who, as the scheduled alerts name a person. */
export type Persona = { empleadoId: number; nombre: string; numeroEmpleado: string | null };

/** 'ANA LÓPEZ (núm. 0042)', or 'ANA LÓPEZ (sin número)' when the employee has none. */
export const personaText = (p: Persona): string => `${p.nombre} (${p.numeroEmpleado ? `núm. ${p.numeroEmpleado}` : 'sin número'})`;

/** 'lunes 06/04/2026'. */
export const fechaText = (fecha: string): string => `${WEEKDAYS_ES[weekday(fecha)]} ${dayMonthYear(fecha)}`;

/** A heading with its count and one '- ' line per item; nothing when there are none. */
export function seccion(titulo: string, lineas: readonly string[]): string[] {
  return lineas.length === 0 ? [] : [`${titulo} (${lineas.length}):`, ...lineas.map((l) => `- ${l}`)];
}

export const byNombre = <T extends { nombre: string }>(a: T, b: T) => a.nombre.localeCompare(b.nombre, 'es');
