import { addDays, dayMonthYear } from '@reloj/contract/dates';
import type { Rango } from '@reloj/contract/periodos';
import { DESCANSO_TEXTO, horasTexto, patronTexto } from '@reloj/contract/turnoTexto';
import { diaProgramado, type Horario } from '@reloj/payroll';
import type { AsignacionRow, CambioRow } from '../db/repositories/asignaciones.js';
import type { RolRow, TurnoRow } from '../db/repositories/turnos.js';
import { csvFile, type CsvCell } from './csv.js';

export type TurnosExpediente = {
  rango: Rango;
  /** The employee's assignments, any order. */
  asignaciones: readonly AsignacionRow[];
  /** The one-day changes inside the range. */
  cambios: readonly CambioRow[];
  turno: (id: number) => TurnoRow | undefined;
  rol: (id: number) => RolRow | undefined;
  /** The employee's Horario, for the hours a one-day change gave. */
  horario: Horario | undefined;
  /** A colleague's name (a swap). */
  nombre: (empleadoId: number) => string;
  /** An instant (UTC ISO) as the box's local 'dd/mm/aaaa HH:MM'. */
  localText: (iso: string) => string;
};

const turnoLabel = (t: TurnoRow) => `${t.nombre} (${t.codigo})`;

/** A rol's weeks in words: 'Rotación semanal desde el lunes 02/03/2026. Semana 1: Matutino (M), Lunes a sábado: …'. */
function rolTexto(rol: RolRow, turno: TurnosExpediente['turno']): string {
  const semanas = rol.turnos.map((id, i) => {
    const t = turno(id);
    return `Semana ${i + 1}: ${t ? `${turnoLabel(t)}, ${patronTexto(t)}` : 'turno borrado'}`;
  });
  return `Rotación semanal desde el lunes ${dayMonthYear(rol.inicio)}. ${semanas.join('. ')}`;
}

/**
 * turnos.csv of the expediente (issue 41 item 8): the turnos in force over its range. Each assignment that shaped a
 * day of it (the turno or rol, from which date and until when, its hours in words, who recorded it) and each one-day
 * change inside it (another turno, a rest day moved, a swap with a colleague), oldest first.
 */
export function turnosCsv(input: TurnosExpediente): string {
  const { rango } = input;
  const sorted = [...input.asignaciones].sort((a, b) => (a.vigenteDesde < b.vigenteDesde ? -1 : a.vigenteDesde > b.vigenteDesde ? 1 : a.id - b.id));
  const rows: { fecha: string; cells: CsvCell[] }[] = [];
  sorted.forEach((a, i) => {
    const next = sorted[i + 1];
    const hasta = next ? addDays(next.vigenteDesde, -1) : null;
    if (a.vigenteDesde > rango.hasta || (hasta !== null && hasta < rango.desde)) return;
    const turno = a.turnoId === null ? undefined : input.turno(a.turnoId);
    const rol = a.rolId === null ? undefined : input.rol(a.rolId);
    rows.push({
      fecha: a.vigenteDesde,
      cells: [
        dayMonthYear(a.vigenteDesde),
        hasta === null ? 'vigente' : dayMonthYear(hasta),
        rol ? 'Rol de turnos' : 'Turno',
        { text: a.nombre },
        { text: turno?.codigo ?? '' },
        { text: turno ? patronTexto(turno) : rol ? rolTexto(rol, input.turno) : '' },
        '',
        { text: a.registradoPor ?? '' },
        input.localText(a.registradoEn),
      ],
    });
  });
  for (const c of input.cambios) {
    if (c.fecha < rango.desde || c.fecha > rango.hasta) continue;
    const turno = c.turnoId === null ? undefined : input.turno(c.turnoId);
    const dia = input.horario ? diaProgramado(input.horario, c.fecha) : undefined;
    const tipo = c.conEmpleadoId !== null ? `Intercambio con ${input.nombre(c.conEmpleadoId)}` : c.descanso ? 'Descanso movido' : 'Cambio por un día';
    rows.push({
      fecha: c.fecha,
      cells: [
        dayMonthYear(c.fecha),
        dayMonthYear(c.fecha),
        { text: tipo },
        { text: c.descanso || !turno ? DESCANSO_TEXTO : turno.nombre },
        { text: c.descanso ? '' : (turno?.codigo ?? '') },
        dia ? horasTexto(dia.segmentos) : c.descanso ? DESCANSO_TEXTO : '',
        { text: c.motivo },
        { text: c.registradoPor },
        input.localText(c.registradoEn),
      ],
    });
  }
  rows.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
  return csvFile(
    ['Desde', 'Hasta', 'Tipo', 'Turno o rol', 'Clave', 'Horario', 'Motivo', 'Registrado por', 'Registrado el'],
    rows.map((r) => r.cells),
  );
}
