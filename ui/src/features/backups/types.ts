/** How the daemon keeps a backup: one per day for 7 days, one per week for 4 weeks, the last 5 made by hand. */
export type BackupKind = 'diario' | 'semanal' | 'manual';

/** A backup as GET /api/respaldos lists it, newest first. */
export type Backup = {
  /** The file name, e.g. reloj-1a2b3c4d-2026-03-01-003012-automatico.sqlite. */
  nombre: string;
  bytes: number;
  /** ISO 8601 instant the file was written. */
  fecha: string;
  tipo: BackupKind;
};
