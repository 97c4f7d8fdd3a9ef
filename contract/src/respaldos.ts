/** Backups of the database ('Respaldos'): GET/POST /api/respaldos and GET /api/respaldos/{nombre}/descarga. */
import { z } from 'zod';

/** How a backup is kept: one of the last 7 days, one of the last 4 weeks, or made by hand ('Crear respaldo ahora'). */
export const BACKUP_KINDS = ['diario', 'semanal', 'manual'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/**
 * reloj-<box id>-<local date>-<HHMMSS>[-<n>]-<automatico|manual>.sqlite, e.g.
 * reloj-1a2b3c4d-2026-03-01-003012-automatico.sqlite. Anything else is not a backup: names taken
 * from a URL must match this before they come near the file system.
 */
export const BACKUP_NAME_RE = /^reloj-([0-9a-f]{8})-(\d{4}-\d{2}-\d{2})-(\d{6})(?:-([1-9]\d{0,2}))?-(automatico|manual)\.sqlite$/;

/** A backup as GET /api/respaldos lists it (newest first) and POST /api/respaldos answers it (201). */
export const backupSchema = z.object({
  /** The file name. */
  nombre: z.string().regex(BACKUP_NAME_RE),
  bytes: z.number().int().nonnegative(),
  /** When the file was written (ISO 8601, UTC). */
  fecha: z.string(),
  tipo: z.enum(BACKUP_KINDS),
});
export type Backup = z.infer<typeof backupSchema>;

/** The `:nombre` of a download: exactly a backup's file name, so no path ever reaches the disk. */
export const backupNameParamsSchema = z.object({
  nombre: z.string().regex(BACKUP_NAME_RE, 'El nombre del respaldo no es válido.'),
});
