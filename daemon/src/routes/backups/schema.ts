import { z } from 'zod';
import { BACKUP_NAME_RE } from '../../services/backups.js';

/** The `:nombre` of a download: exactly a backup's file name, so no path ever reaches the disk. */
export const backupNameSchema = z.object({
  nombre: z.string().regex(BACKUP_NAME_RE, 'El nombre del respaldo no es válido.'),
});
