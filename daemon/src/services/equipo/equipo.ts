import { EQUIPO_NOMBRE_GENERICO, EQUIPO_NOMBRE_MAX, type Equipo } from '@reloj/contract/equipo';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncPath } from '../../lib/fsync.js';
import type { Logger } from '../../logger.js';
import { readSmallFile } from '../../system/respaldoFs.js';

/** The file in RELOJ_DATA_DIR holding the name an administrador gave this box (JSON `{nombre}`). */
export const EQUIPO_FILE = 'equipo.json';

/**
 * This box's name (issue 45 item 8): what the panel's home page shows ('Este equipo: …') and what 'Restaurar' asks to
 * type, never a hex code. An administrador may give one (kept in RELOJ_DATA_DIR, beside the box's keys: it names the
 * machine, so a restored backup does not rename it); without one it is the company's name from 'Reglas', else the only
 * sucursal's, else 'Reloj Checador'.
 */
export function createEquipoService(deps: {
  dataDir: string;
  /** The company's name as 'Reglas' has it ('' when not set). */
  nombreEmpresa: () => string;
  /** The sucursales' names. */
  sucursales: () => string[];
  logger: Logger;
}) {
  const file = join(deps.dataDir, EQUIPO_FILE);

  const given = (): string | null => {
    try {
      const parsed = JSON.parse(readSmallFile(file, 4096)) as { nombre?: unknown };
      const nombre = typeof parsed.nombre === 'string' ? parsed.nombre.trim().slice(0, EQUIPO_NOMBRE_MAX * 2) : '';
      return nombre === '' ? null : nombre;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') deps.logger.warn({ err: error }, `${EQUIPO_FILE} unreadable; the default name is used`);
      return null;
    }
  };

  const predeterminado = (): string => {
    const empresa = deps.nombreEmpresa().trim();
    if (empresa !== '') return empresa;
    const sucursales = deps.sucursales();
    return sucursales.length === 1 ? sucursales[0]! : EQUIPO_NOMBRE_GENERICO;
  };

  const get = (): Equipo => {
    const propio = given();
    const fallback = predeterminado();
    return { nombre: propio ?? fallback, propio: propio !== null, predeterminado: fallback };
  };

  return {
    get,
    /** The name shown and typed to confirm a restore. */
    nombre: (): string => get().nombre,
    /** Gives the box `nombre` ('' goes back to the default); answers the before and after for the audit log. */
    update: (nombre: string): { before: Equipo; after: Equipo } => {
      const before = get();
      if (nombre === '') rmSync(file, { force: true });
      else {
        const temporary = `${file}.nuevo`;
        writeFileSync(temporary, `${JSON.stringify({ nombre })}\n`, { mode: 0o644 });
        fsyncPath(temporary);
        renameSync(temporary, file);
        fsyncPath(deps.dataDir);
      }
      return { before, after: get() };
    },
  };
}

export type EquipoService = ReturnType<typeof createEquipoService>;
