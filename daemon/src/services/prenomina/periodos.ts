import { empleadoPrenominaSchema, type EmpleadoPrenomina } from '@reloj/contract/prenomina';
import type { Periodo, PeriodoDescarga, Rango } from '@reloj/contract/periodos';
import { z } from 'zod';
import type { Repositories } from '../../db/repositories/index.js';
import type { CierreRow, DescargaRow, PeriodoRow } from '../../db/repositories/periodos.js';
import { periodoAbierto, periodoAlreadyClosed, periodoCerrado, periodoNoTermina, periodoNotFound, periodoOverlap } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { formatDateEs, localDate } from '../../lib/dates.js';
import { datesBetween } from '@reloj/contract/dates';

/** A period's closes and downloads, as the repository reads them (issue 29). */
export type PeriodoHistory = { cierres: readonly CierreRow[]; descargas: readonly DescargaRow[] };

const toDescarga = (d: DescargaRow): PeriodoDescarga => ({ archivo: d.archivo, usuario: d.usuario, fecha: d.fecha });

/** The API's period: its row, every close as a version (oldest first) with the files downloaded from it, and those downloaded while open. */
export const toPeriodo = (r: PeriodoRow, { cierres, descargas }: PeriodoHistory): Periodo => ({
  id: r.id,
  desde: r.desde,
  hasta: r.hasta,
  estado: r.estado,
  creadoEn: r.creadoEn,
  cerradoEn: r.cerradoEn,
  cerradoPor: r.cerradoPor,
  versiones: cierres
    .filter((c) => c.periodoId === r.id)
    .map((c) => ({
      version: c.version,
      cerradoEn: c.cerradoEn,
      cerradoPor: c.cerradoPor,
      reabiertoEn: c.reabiertoEn,
      reabiertoPor: c.reabiertoPor,
      motivoReapertura: c.motivoReapertura,
      descargas: descargas.filter((d) => d.cierreId === c.id).map(toDescarga),
    })),
  descargas: descargas.filter((d) => d.periodoId === r.id && d.cierreId === null).map(toDescarga),
});

/** One period with its history, read through the repository. */
export const periodoWithHistory = (repo: Repositories['periodos'], r: PeriodoRow): Periodo =>
  toPeriodo(r, { cierres: repo.cierres(r.id), descargas: repo.descargas(r.id) });

/** The latest close of a closed period (its current version). */
export const currentVersion = (repo: Repositories['periodos'], r: PeriodoRow): CierreRow | undefined =>
  r.estado === 'cerrado' ? repo.cierres(r.id).at(-1) : undefined;

/** '9 al 15 de marzo de 2026', '28 de febrero al 6 de marzo de 2026', '29 de diciembre de 2025 al 4 de enero de 2026'. */
export function formatRangeEs(desde: string, hasta: string): string {
  const [from, to] = [formatDateEs(desde), formatDateEs(hasta)];
  if (desde.slice(0, 7) === hasta.slice(0, 7)) return `${from.split(' ')[0]} al ${to}`;
  if (desde.slice(0, 4) === hasta.slice(0, 4)) return `${from.replace(/ de \d+$/, '')} al ${to}`;
  return `${from} al ${to}`;
}

/** One employee's frozen figures, with the sucursal it belonged to when the period closed (for the sucursal filter). */
export const snapshotSchema = z.object({
  version: z.literal(1),
  empleados: z.array(z.object({ sucursalId: z.number(), empleado: empleadoPrenominaSchema })),
});
export type PrenominaSnapshot = z.infer<typeof snapshotSchema>;

/**
 * Closed periods refuse changes dated inside them (manual punches, incidencias, company holidays):
 * 409 periodo_cerrado with a Spanish reason naming the period. `what` completes 'no se pueden …'.
 */
export function closedPeriodGuard(repo: Repositories['periodos']) {
  return {
    assertOpen(fecha: string, what: string): void {
      const closed = repo.closedContaining(fecha);
      if (!closed) return;
      throw periodoCerrado(`El periodo del ${formatRangeEs(closed.desde, closed.hasta)} está cerrado: no se pueden ${what} del ${formatDateEs(fecha)}.`, {
        periodoId: closed.id,
        desde: closed.desde,
        hasta: closed.hasta,
      });
    },
  };
}

/** What closing needs of the pre-nómina: every employee's figures for the dates, with their sucursal. */
export type ComputeForSnapshot = (rango: Rango) => { sucursalId: number; empleado: EmpleadoPrenomina }[];

/** Pay periods: create (no overlaps), list, close (freezes the figures as computed at that moment). */
export function createPeriodosService(deps: Pick<Repositories, 'periodos' | 'transaction'> & { clock: Clock; timeZone: string; compute: ComputeForSnapshot }) {
  const { periodos: repo, transaction, clock } = deps;
  const mustExist = (id: number): PeriodoRow => {
    const row = id > 0 ? repo.get(id) : undefined;
    if (!row) throw periodoNotFound();
    return row;
  };
  return {
    list: (): Periodo[] =>
      transaction(() => {
        const history = { cierres: repo.cierres(), descargas: repo.descargas() };
        return repo.list().map((r) => toPeriodo(r, history));
      }),
    create: (rango: Rango, creadoPor: string): Periodo =>
      transaction(() => {
        const other = repo.overlapping(rango.desde, rango.hasta);
        if (other) {
          throw periodoOverlap(
            `Las fechas se enciman con el periodo del ${formatRangeEs(other.desde, other.hasta)} (${other.estado}): un día solo puede pertenecer a un periodo.`,
          );
        }
        return periodoWithHistory(repo, mustExist(repo.insert(rango.desde, rango.hasta, creadoPor, isoNow(clock))));
      }),
    /**
     * Freezes the figures. A period whose last day is not over yet closes only when `anticipado` says so (issue 29):
     * the punches of the days still to come would never be counted.
     */
    close: (id: number, cerradoPor: string, { anticipado = false }: { anticipado?: boolean } = {}): { before: Periodo; after: Periodo } =>
      transaction(() => {
        const before = mustExist(id);
        if (before.estado === 'cerrado') throw periodoAlreadyClosed();
        const hoy = localDate(clock.now(), deps.timeZone);
        if (hoy <= before.hasta && !anticipado) {
          const porVenir = datesBetween(hoy < before.desde ? before.desde : hoy, before.hasta);
          throw periodoNoTermina(
            `El periodo termina el ${formatDateEs(before.hasta)}: ${porVenir.length === 1 ? 'falta 1 día' : `faltan ${porVenir.length} días`}, contando hoy. Las checadas de esos días no contarían en él; para cerrarlo antes, confirma el cierre anticipado.`,
            { hasta: before.hasta, diasPorVenir: porVenir },
          );
        }
        const snapshot: PrenominaSnapshot = { version: 1, empleados: deps.compute({ desde: before.desde, hasta: before.hasta }) };
        const beforePeriodo = periodoWithHistory(repo, before);
        // The trigger periodos_version_cierre (migration 027) writes the close's periodo_cierres row in this transaction.
        if (!repo.close(id, JSON.stringify(snapshot), cerradoPor, isoNow(clock))) throw periodoAlreadyClosed();
        return { before: beforePeriodo, after: periodoWithHistory(repo, mustExist(id)) };
      }),
    /**
     * Opens a closed period again (issue 29): its latest close stays as a version with this reopening recorded
     * against it, and the figures are computed live until it is closed again (a new version).
     */
    reopen: (id: number, motivo: string, reabiertoPor: string): { before: Periodo; after: Periodo } =>
      transaction(() => {
        const row = mustExist(id);
        const cierre = currentVersion(repo, row);
        if (!cierre) throw periodoAbierto();
        const before = periodoWithHistory(repo, row);
        if (!repo.reopen(id, cierre.id, motivo, reabiertoPor, isoNow(clock))) throw periodoAbierto();
        return { before, after: periodoWithHistory(repo, mustExist(id)) };
      }),
  };
}

export type PeriodosService = ReturnType<typeof createPeriodosService>;
