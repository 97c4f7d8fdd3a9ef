import { createHash } from 'node:crypto';
import {
  PRESETS,
  TIPOS_EXPORTACION,
  bonoTipo,
  perfilExportacionSchema,
  tipoLabel,
  type PerfilExportacion,
  type PerfilGuardado,
  type PerfilesExportacion,
  type Preset,
  type VistaPrevia,
} from '@reloj/contract/exportacion';
import type { Prenomina } from '@reloj/contract/prenomina';
import type { Rango } from '@reloj/contract/periodos';
import type { Repositories } from '../../db/repositories/index.js';
import type { PerfilRow } from '../../db/repositories/perfilesExportacion.js';
import { perfilDuplicate, perfilIncompleto, perfilNotFound } from '../../errors.js';
import type { Branches } from '../../lib/branches.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { incidenciasDe, MissingCodeError, prenominaWorkbook, presetProfile, renderIncidenciasFile, type IncidenciasFile } from '@reloj/payroll/export';
import type { PrenominaService } from '../prenomina/index.js';

/** A file to download, and what the audit log keeps of it when the period was closed. */
export type Download = {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  /** Set when the period is closed: exporting it is recorded with the file's hash. */
  closedPeriod: { periodoId: number; desde: string; hasta: string; archivo: string; sha256: string; filas?: number; perfil?: string } | null;
};

type Query = Rango & { sucursal?: number; sucursales?: Branches };

const PREVIEW_LINES = 8;

/** 'CONTPAQi Nóminas' → 'contpaqi-nominas' (file names). */
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'perfil';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The payroll handoff: the pre-nómina as an Excel workbook and as the incidencias file of a payroll program,
 * shaped by a preset (CONTPAQi, NOI) or a profile the administrator saved.
 */
export function createExportacionService(
  deps: Pick<Repositories, 'perfilesExportacion' | 'bonos' | 'periodos' | 'transaction'> & { clock: Clock; prenomina: PrenominaService },
) {
  const { perfilesExportacion: repo, bonos: bonosCatalogue, periodos, transaction, clock, prenomina } = deps;
  /** The bono names of the catalogue: the mapping needs a code for each. */
  const bonoNames = () => bonosCatalogue.list().map((b) => b.nombre);

  const toGuardado = (row: PerfilRow): PerfilGuardado => ({
    ...perfilExportacionSchema.parse({ ...JSON.parse(row.configuracion), nombre: row.nombre }),
    id: row.id,
    actualizadoEn: row.actualizadoEn,
  });

  const mustExist = (id: number): PerfilRow => {
    const row = id > 0 ? repo.get(id) : undefined;
    if (!row) throw perfilNotFound();
    return row;
  };

  const resolve = (perfil: Preset | number): PerfilExportacion =>
    typeof perfil === 'number' ? toGuardado(mustExist(perfil)) : presetProfile(perfil, bonoNames());

  const closedPeriod = (p: Prenomina, archivo: string, bytes: Buffer, extra: { filas?: number; perfil?: string } = {}): Download['closedPeriod'] =>
    p.periodo?.estado === 'cerrado' ? { periodoId: p.periodo.id, desde: p.desde, hasta: p.hasta, archivo, sha256: sha256(bytes), ...extra } : null;

  /**
   * A file of a saved period's exact dates is recorded against the close its figures came from (issue 29), or with
   * no close when they were computed live; other dates record nothing.
   */
  const recordDescarga = (p: Prenomina, archivo: string, usuario: string): void => {
    if (p.periodo) periodos.recordDescarga(p.periodo.id, p.version, archivo, usuario, isoNow(clock));
  };

  const render = (p: Prenomina, perfil: PerfilExportacion): IncidenciasFile => {
    try {
      return renderIncidenciasFile(incidenciasDe(p), perfil);
    } catch (error) {
      if (error instanceof MissingCodeError) throw perfilIncompleto(error.tipo, tipoLabel(error.tipo));
      throw error;
    }
  };

  /**
   * '-v2' for the figures of a period's second close (issue 45 item 7): after a reopening, each version's file has a
   * name of its own, not the earlier one's; figures computed live (an open period, other dates) have none.
   */
  const versionSuffix = (p: Prenomina) => (p.version !== null ? `-v${p.version}` : '');

  const fileName = (perfil: PerfilExportacion, p: Prenomina) =>
    `incidencias-${slug(perfil.nombre)}-${p.desde}-al-${p.hasta}${versionSuffix(p)}.${perfil.separador === ',' ? 'csv' : 'txt'}`;

  const save = (input: PerfilExportacion, id?: number): PerfilGuardado =>
    transaction(() => {
      // SQLite's NOCASE folds only ASCII: 'NÓMINA' and 'nómina' are compared here.
      const key = input.nombre.toLocaleLowerCase('es-MX');
      const other = repo.list().find((r) => r.nombre.toLocaleLowerCase('es-MX') === key);
      if (other && other.id !== id) throw perfilDuplicate(input.nombre);
      const { nombre, ...rest } = input;
      const now = isoNow(clock);
      if (id === undefined) id = repo.insert(nombre, JSON.stringify(rest), now);
      else repo.update(mustExist(id).id, nombre, JSON.stringify(rest), now);
      return toGuardado(repo.get(id)!);
    });

  return {
    perfiles(): PerfilesExportacion {
      const bonos = bonoNames();
      return {
        presets: PRESETS.map((clave) => ({ clave, perfil: presetProfile(clave, bonos) })),
        perfiles: repo.list().map(toGuardado),
        tipos: [...TIPOS_EXPORTACION, ...bonos.map(bonoTipo)].map((tipo) => ({ tipo, etiqueta: tipoLabel(tipo) })),
      };
    },
    create: (input: PerfilExportacion): PerfilGuardado => save(input),
    update: (id: number, input: PerfilExportacion): { before: PerfilGuardado; after: PerfilGuardado } => {
      const before = toGuardado(mustExist(id));
      return { before, after: save(input, id) };
    },
    remove(id: number): PerfilGuardado {
      const before = toGuardado(mustExist(id));
      repo.remove(id);
      return before;
    },

    /** GET /api/prenomina/incidencias */
    incidenciasFile(query: Query & { perfil: Preset | number }, usuario: string): Download {
      const perfil = resolve(query.perfil);
      const p = prenomina.get(query);
      const file = render(p, perfil);
      const name = fileName(perfil, p);
      recordDescarga(p, `Incidencias ${perfil.nombre}`, usuario);
      return {
        bytes: file.bytes,
        fileName: name,
        contentType: `${perfil.separador === ',' ? 'text/csv' : 'text/plain'}; charset=${perfil.codificacion}`,
        closedPeriod: closedPeriod(p, name, file.bytes, { filas: file.rows, perfil: typeof query.perfil === 'number' ? perfil.nombre : query.perfil }),
      };
    },

    /** POST /api/exportacion/vista-previa: the first lines of a profile being edited. */
    preview(input: Rango & { perfil: PerfilExportacion }): VistaPrevia {
      const p = prenomina.get({ desde: input.desde, hasta: input.hasta });
      const file = render(p, input.perfil);
      return { lineas: file.lines.slice(0, PREVIEW_LINES), filas: file.rows, nombreArchivo: fileName(input.perfil, p) };
    },

    /** GET /api/prenomina?formato=xlsx */
    async workbook(query: Query & { version?: number }, usuario: string): Promise<Download> {
      const p = prenomina.get(query);
      const bytes = await prenominaWorkbook(p, incidenciasDe(p));
      const name = `prenomina-${p.desde}-al-${p.hasta}${versionSuffix(p)}.xlsx`;
      recordDescarga(p, 'Libro de Excel', usuario);
      return {
        bytes,
        fileName: name,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        closedPeriod: closedPeriod(p, name, bytes),
      };
    },
  };
}

export type ExportacionService = ReturnType<typeof createExportacionService>;
