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

/**
 * POST /api/respaldos/restauracion with JSON `{nombre}`: a backup of the box's own folder (the ones listed) to check
 * before restoring it. The other form of the same call is the file itself (Content-Type: application/octet-stream).
 */
export const restauracionDesdeListaSchema = z.object({
  nombre: z.string({ error: 'Elige un respaldo de la lista.' }).regex(BACKUP_NAME_RE, 'El nombre del respaldo no es válido.'),
});

/** What the check of a backup to restore answers (200): who made it, when, and what it holds. */
export const restauracionPreparadaSchema = z.object({
  /** Names the checked copy staged on the box; the confirmation refers to it. */
  id: z.string(),
  /** The file's name: the backup's, or the uploaded file's. */
  nombre: z.string(),
  /** When the backup was made (ISO 8601, UTC, from its signature). */
  hechoEl: z.string(),
  /** The short id of the box that signed it (from its signature). */
  caja: z.string(),
  /** This box's name when this box's keys signed it; null for another box's backup, whatever id it names. */
  cajaNombre: z.string().nullable(),
  /**
   * Signed by another box: the confirmation must say `aceptarOtraCaja: true` and bring that box's public key
   * (`clavePublica`), exported there from 'Respaldos'.
   */
  otraCaja: z.boolean(),
  /** Another box's backup: the fingerprint (SHA-256, hex) of the public key that must check it; null for this box's. */
  huella: z.string().nullable(),
  /** The database version (migrations) of the backup. */
  version: z.number().int(),
  empleados: z.number().int(),
  checadas: z.number().int(),
  periodos: z.number().int(),
  /** First and last punch it holds (ISO 8601, UTC), null without punches. */
  checadasDesde: z.string().nullable(),
  checadasHasta: z.string().nullable(),
  /** This box's name: what the person types to confirm. */
  confirmarCon: z.string(),
});
export type RestauracionPreparada = z.infer<typeof restauracionPreparadaSchema>;

/** POST /api/respaldos/restauracion/{id}/confirmar. */
export const restauracionConfirmarSchema = z.object({
  confirmacion: z.string({ error: 'Escribe el nombre de este equipo, como aparece en Inicio, para confirmar.' }),
  aceptarOtraCaja: z.boolean({ error: 'aceptarOtraCaja debe ser verdadero o falso.' }).optional(),
  /** Another box's backup: the text of that box's public key file (GET /api/respaldos/clave-publica there). */
  clavePublica: z.string({ error: 'La clave pública debe ser el texto del archivo.' }).max(4096, 'El archivo no es la clave pública de un equipo.').optional(),
});
export type RestauracionConfirmar = z.infer<typeof restauracionConfirmarSchema>;

/** 202 of the confirmation: the daemon restarts to install the backup; `arranque` is this run's (GET /api/health tells the next). */
export const restauracionEnCursoSchema = z.object({ reiniciando: z.literal(true), arranque: z.string() });
export type RestauracionEnCurso = z.infer<typeof restauracionEnCursoSchema>;

/** `:id` of a staged restore: 32 hex digits. */
export const restauracionIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'El respaldo por restaurar no existe.'),
});
