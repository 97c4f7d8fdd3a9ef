import { periodoCerradoSchema } from '@reloj/contract/eventos';
import type { EmpleadoPrenomina, Prenomina } from '@reloj/contract/prenomina';
import type { Preset } from '@reloj/contract/exportacion';
import { incidenciasDe, prenominaWorkbook, presetProfile, renderIncidenciasFile } from '@reloj/payroll/export';
import type { Pool } from 'pg';
import { catalogueNames, periodFigures, type PeriodFigures } from './queries.js';
import type { Range } from './range.js';

export type Download = { bytes: Buffer; fileName: string; contentType: string };

const frozenSchema = periodoCerradoSchema.shape.prenomina;

/**
 * Each closed period as the daemon's pre-nómina (GET /api/prenomina's shape), with the branch and position names
 * headquarters knows. A branch name used by more than one box gets the box id, so rows stay distinguishable.
 */
export async function closedPrenominas(pool: Pool, range: Range): Promise<Prenomina[]> {
  const [periods, names] = await Promise.all([periodFigures(pool, range), catalogueNames(pool)]);
  const label = (caja: string, sucursalId: number) => names.sucursales.get(`${caja}/${sucursalId}`) ?? `Sucursal ${sucursalId}`;
  const boxesByLabel = new Map<string, Set<string>>();
  const parsed = periods.flatMap((p) => {
    const frozen = frozenSchema.safeParse(p.prenomina);
    if (!frozen.success) return [];
    for (const e of frozen.data.empleados) {
      const l = label(p.caja, e.sucursalId);
      boxesByLabel.set(l, (boxesByLabel.get(l) ?? new Set()).add(p.caja));
    }
    return [{ p, empleados: frozen.data.empleados }];
  });
  const sucursal = (caja: string, sucursalId: number) => {
    const l = label(caja, sucursalId);
    return (boxesByLabel.get(l)?.size ?? 0) > 1 ? `${l} (${caja})` : l;
  };
  return parsed.map(({ p, empleados }) =>
    toPrenomina(
      p,
      empleados.map(({ sucursalId, empleado }) => ({
        ...empleado,
        sucursal: sucursal(p.caja, sucursalId),
        puesto: empleado.puesto ?? names.puestoDeEmpleado.get(`${p.caja}/${empleado.empleadoId}`) ?? null,
      })),
    ),
  );
}

const toPrenomina = (p: PeriodFigures, empleados: EmpleadoPrenomina[]): Prenomina => ({
  desde: p.desde,
  hasta: p.hasta,
  periodo: {
    id: p.id,
    desde: p.desde,
    hasta: p.hasta,
    estado: 'cerrado',
    creadoEn: p.cerradoEn,
    cerradoEn: p.cerradoEn,
    cerradoPor: p.cerradoPor,
    // The close whose figures these are; earlier ones are in periodo_versiones, downloads at the box stay there.
    versiones: [
      { version: p.version, cerradoEn: p.cerradoEn, cerradoPor: p.cerradoPor, reabiertoEn: null, reabiertoPor: null, motivoReapertura: null, descargas: [] },
    ],
    descargas: [],
  },
  empleados,
  checadasDespuesDelCierre: [], // a box's own concern: headquarters receives the closed figures only
  version: p.version,
  // The chain's head of the close is the box's to print; headquarters checks the chain but does not map its links to periods.
  registro: null,
  inicioRegistro: null, // each box's record start stays at the box; its figures already count from it
});

/** One pre-nómina over every period: the workbook's sheets list all employees, by branch then name. */
export function mergePrenominas(list: readonly Prenomina[]): Prenomina | null {
  const first = list[0];
  if (!first) return null;
  const desde = list.reduce((min, p) => (p.desde < min ? p.desde : min), first.desde);
  const hasta = list.reduce((max, p) => (p.hasta > max ? p.hasta : max), first.hasta);
  const empleados = list
    .flatMap((p) => p.empleados)
    .sort((a, b) => (a.sucursal ?? '').localeCompare(b.sucursal ?? '', 'es-MX') || a.nombre.localeCompare(b.nombre, 'es-MX'));
  return { desde, hasta, periodo: null, empleados, checadasDespuesDelCierre: [], version: null, registro: null, inicioRegistro: null };
}

/** Bono names across every period: the presets number them, so every one earned needs a code. */
const bonoNames = (list: readonly Prenomina[]) => [...new Set(list.flatMap((p) => p.empleados.flatMap((e) => e.bonosDetalle.map((b) => b.nombre))))];

/** The Excel workbook of every closed period in the range, across branches; null when there is none. */
export async function workbookDownload(pool: Pool, range: Range): Promise<Download | null> {
  const list = await closedPrenominas(pool, range);
  const merged = mergePrenominas(list);
  if (!merged) return null;
  // Incidencias per period, so each row keeps its own period's dates.
  const bytes = await prenominaWorkbook(
    merged,
    list.flatMap((p) => incidenciasDe(p)),
  );
  return {
    bytes,
    fileName: `prenomina-corporativo-${range.desde}-al-${range.hasta}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

/** The incidencias file of a preset (CONTPAQi, NOI) for every closed period in the range; null when there is none. */
export async function incidenciasDownload(pool: Pool, range: Range, preset: Preset): Promise<Download | null> {
  const list = await closedPrenominas(pool, range);
  if (list.length === 0) return null;
  const perfil = presetProfile(preset, bonoNames(list));
  const file = renderIncidenciasFile(
    list.flatMap((p) => incidenciasDe(p)),
    perfil,
  );
  const csv = perfil.separador === ',';
  return {
    bytes: file.bytes,
    fileName: `incidencias-${preset}-corporativo-${range.desde}-al-${range.hasta}.${csv ? 'csv' : 'txt'}`,
    contentType: `${csv ? 'text/csv' : 'text/plain'}; charset=${perfil.codificacion}`,
  };
}
