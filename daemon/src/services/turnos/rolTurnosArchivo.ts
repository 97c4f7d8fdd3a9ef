import { datesBetween, dayMonthYear, wallClock } from '@reloj/contract/dates';
import type { RolTurnosQuery } from '@reloj/contract/rolTurnos';
import { rolTurnosWorkbook, type RolTurnosImpreso } from '@reloj/payroll/export';
import type { Repositories } from '../../db/repositories/index.js';
import type { Branches } from '../../lib/branches.js';
import type { Clock } from '../../lib/clock.js';
import { rolTurnosPdf } from '../../rolTurnos/rolTurnosPdf.js';
import type { Download } from '../exportacion/index.js';
import type { RolTurnosService } from './rolTurnos.js';

export type RolTurnosFormato = 'pdf' | 'xlsx';

const collator = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });

/** The range cut in weeks of seven days from its first day (the last may be shorter). */
export function semanasDe(desde: string, hasta: string): string[][] {
  const fechas = datesBetween(desde, hasta);
  const out: string[][] = [];
  for (let i = 0; i < fechas.length; i += 7) out.push(fechas.slice(i, i + 7));
  return out;
}

/**
 * GET /api/rol-turnos?formato=pdf|xlsx (issue 41 item 5): the roster the screen shows (services/turnos/rolTurnos.ts), grouped
 * by branch, as the page to print (one landscape Letter page per branch and week) or as an Excel workbook.
 */
export function createRolTurnosArchivoService(
  deps: Pick<Repositories, 'reglas' | 'sucursales'> & { rolTurnos: Pick<RolTurnosService, 'get'>; clock: Clock; timeZone: string },
) {
  return {
    async archivo(query: RolTurnosQuery, formato: RolTurnosFormato, branches: Branches, usuario: string): Promise<Download> {
      const rol = deps.rolTurnos.get(query, branches);
      const porSucursal = new Map<number, RolTurnosImpreso['sucursales'][number]>();
      for (const e of rol.empleados) {
        let sucursal = porSucursal.get(e.sucursalId);
        if (!sucursal) {
          sucursal = { nombre: deps.sucursales.get(e.sucursalId)?.nombre ?? '', empleados: [] };
          porSucursal.set(e.sucursalId, sucursal);
        }
        sucursal.empleados.push({ nombre: e.nombre, numeroEmpleado: e.numeroEmpleado, dias: e.dias });
      }
      const impreso: RolTurnosImpreso = {
        empresa: deps.reglas.get().nombreEmpresa,
        desde: rol.desde,
        hasta: rol.hasta,
        sucursales: [...porSucursal.values()].sort((a, b) => collator.compare(a.nombre, b.nombre)),
      };
      const base = `rol-de-turnos-${rol.desde}-al-${rol.hasta}`;
      if (formato === 'xlsx') {
        return {
          bytes: await rolTurnosWorkbook(impreso, datesBetween(rol.desde, rol.hasta)),
          fileName: `${base}.xlsx`,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          closedPeriod: null,
        };
      }
      const creadoEn = deps.clock.now();
      const { date, hour, minute } = wallClock(creadoEn, deps.timeZone);
      return {
        bytes: await rolTurnosPdf({
          ...impreso,
          semanas: semanasDe(rol.desde, rol.hasta),
          pie: `Impreso el ${dayMonthYear(date)} ${hour}:${minute} por ${usuario}`,
          creadoEn,
        }),
        fileName: `${base}.pdf`,
        contentType: 'application/pdf',
        closedPeriod: null,
      };
    },
  };
}

export type RolTurnosArchivoService = ReturnType<typeof createRolTurnosArchivoService>;
