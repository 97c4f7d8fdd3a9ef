/**
 * Issue 41 item 5: the roster ('Rol de turnos') as an Excel workbook: one sheet per branch, employees down, days
 * across, each cell the turno's code and hours in a tint of its colour, 'Descanso', holidays named under the table and
 * one-day changes marked with the legend.
 */
import { dayMonthYear } from '@reloj/contract/dates';
import type { RolTurnosDia } from '@reloj/contract/turnos';
import { LEYENDA_CAMBIO, celdaTurno, diaCorto } from '@reloj/contract/turnoTexto';
import type { Cell, Row, Sheet } from 'write-excel-file/node';
import { workbookBuffer } from './xlsx.js';
import { header, text, widths } from './cells.js';

/** The roster as printed and downloaded: the branches with their employees, each with every day of the range. */
export type RolTurnosImpreso = {
  /** 'Reglas de Asistencia' → nombre de la empresa; '' says none. */
  empresa: string;
  desde: string;
  hasta: string;
  sucursales: {
    nombre: string;
    empleados: { nombre: string; numeroEmpleado: string | null; dias: readonly RolTurnosDia[] }[];
  }[];
};

/** A roster cell: empty before the employee's hire date (no turno, no rest). */
export const celdaRol = (d: RolTurnosDia) => (d.descanso || d.segmentos.length > 0 ? celdaTurno(d) : '');

/** '#1F77B4' mixed with white: a tint light enough to print black text over. */
export function tinta(color: string | null, blanco = 0.75): string | null {
  if (!color || !/^#[0-9a-fA-F]{6}$/.test(color)) return null;
  const channel = (i: number) => {
    const v = parseInt(color.slice(i, i + 2), 16);
    return Math.round(v + (255 - v) * blanco)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`.toUpperCase();
}

export const GRIS_DESCANSO = '#EEEEEE';

/** The turnos that appear, 'MAT' → 'Matutino', by code. */
export function clavesDe(dias: Iterable<RolTurnosDia>): { codigo: string; nombre: string }[] {
  const byCode = new Map<string, string>();
  for (const d of dias) if (d.codigo && d.segmentos.length > 0 && !byCode.has(d.codigo)) byCode.set(d.codigo, d.nombre ?? '');
  return [...byCode].map(([codigo, nombre]) => ({ codigo, nombre })).sort((a, b) => a.codigo.localeCompare(b.codigo, 'es-MX'));
}

/** The holidays of the range, by date. */
export function festivosDe(dias: Iterable<RolTurnosDia>): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of dias) if (d.festivo && !out.has(d.fecha)) out.set(d.fecha, d.festivo);
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ], unique. */
function sheetNames(nombres: readonly string[]): string[] {
  const used = new Set<string>();
  return nombres.map((nombre) => {
    const base =
      nombre
        .replace(/[:\\/?*[\]]/g, ' ')
        .trim()
        .slice(0, 28) || 'Sucursal';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 27)} ${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

function sucursalSheet(rol: RolTurnosImpreso, sucursal: RolTurnosImpreso['sucursales'][number], name: string, fechas: readonly string[]): Sheet<never> {
  const titles = ['Número de empleado', 'Nombre', ...fechas.map(diaCorto)];
  const dias = sucursal.empleados.flatMap((e) => e.dias);
  const rows: Row[] = [
    [{ value: `Rol de turnos · ${sucursal.nombre}`, fontWeight: 'bold', fontSize: 14 }],
    [text(`${rol.empresa ? `${rol.empresa} · ` : ''}Del ${dayMonthYear(rol.desde)} al ${dayMonthYear(rol.hasta)}`)],
    [],
    header(titles),
  ];
  for (const e of sucursal.empleados) {
    const byDate = new Map(e.dias.map((d) => [d.fecha, d]));
    rows.push([
      text(e.numeroEmpleado),
      text(e.nombre),
      ...fechas.map((fecha): Cell => {
        const d = byDate.get(fecha);
        const value = d ? celdaRol(d) : '';
        const fill = !d || value === '' ? null : d.segmentos.length === 0 ? GRIS_DESCANSO : tinta(d.color);
        return { value, type: String, align: 'center', ...(fill ? { backgroundColor: fill } : {}) };
      }),
    ]);
  }
  rows.push([]);
  for (const [fecha, nombre] of festivosDe(dias)) rows.push([text('Día festivo'), text(`${diaCorto(fecha)}: ${nombre}`)]);
  if (dias.some((d) => d.cambio)) rows.push([text(LEYENDA_CAMBIO)]);
  for (const c of clavesDe(dias)) rows.push([{ value: c.codigo, fontWeight: 'bold' }, text(c.nombre)]);
  return { sheet: name, data: rows, stickyRowsCount: 4, columns: widths(titles, [12, 30, ...fechas.map(() => 22)]) };
}

/** The workbook: one sheet per branch (a sheet saying so when the range has no employees). */
export function rolTurnosWorkbook(rol: RolTurnosImpreso, fechas: readonly string[]): Promise<Buffer> {
  const names = sheetNames(rol.sucursales.map((s) => s.nombre));
  const sheets: Sheet<never>[] =
    rol.sucursales.length > 0
      ? rol.sucursales.map((s, i) => sucursalSheet(rol, s, names[i]!, fechas))
      : [{ sheet: 'Rol de turnos', data: [[text('No hay empleados activos en la sucursal elegida.')]] }];
  return workbookBuffer(sheets);
}
