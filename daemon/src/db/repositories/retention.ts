import type { Db } from '../connection.js';

export type FormerEmployeeWithTemplates = { id: number; nombre: string; fecha_baja: string };

/**
 * What the retention periods delete (services/privacidad/retention.ts): old punch photos and refused spoof attempts'
 * frames, and the templates of former employees.
 */
export function retentionRepository(db: Db) {
  const clearPhotos = db.prepare<[string, number]>(
    `UPDATE checadas SET snapshot_jpeg = NULL
      WHERE id IN (SELECT id FROM checadas WHERE snapshot_jpeg IS NOT NULL AND hora < ? ORDER BY id LIMIT ?)`,
  );
  const countDue = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM checadas WHERE snapshot_jpeg IS NOT NULL AND hora < ?');
  const oldestKept = db.prepare<[string], { hora: string }>('SELECT min(hora) AS hora FROM checadas WHERE snapshot_jpeg IS NOT NULL AND hora >= ?');
  // Issue 45: a refused spoof attempt is its frame; the row goes with it, at the punch photos' period.
  const deleteSpoofAttempts = db.prepare<[string, number]>(
    `DELETE FROM intentos_suplantacion WHERE id IN (SELECT id FROM intentos_suplantacion WHERE created_at < ? ORDER BY id LIMIT ?)`,
  );
  const formerWithTemplates = db.prepare<[], FormerEmployeeWithTemplates>(
    `SELECT e.id, e.nombre, e.fecha_baja FROM empleados e
      WHERE e.activo = 0 AND e.fecha_baja IS NOT NULL AND EXISTS (SELECT 1 FROM rostros r WHERE r.empleado_id = e.id)
      ORDER BY e.fecha_baja, e.id`,
  );
  return {
    /** Clears the photos of at most `limit` punches taken before `beforeIso`; answers how many. */
    clearPhotosBefore: (beforeIso: string, limit: number): number => clearPhotos.run(beforeIso, limit).changes,
    /** Deletes at most `limit` refused spoof attempts (each with its camera frame) made before `beforeIso`; answers how many. */
    deleteSpoofAttemptsBefore: (beforeIso: string, limit: number): number => deleteSpoofAttempts.run(beforeIso, limit).changes,
    /** How many punches taken before `beforeIso` still keep their photo. */
    photosBefore: (beforeIso: string): number => countDue.get(beforeIso)?.n ?? 0,
    /** When the oldest photo kept at or after `sinceIso` was taken (null: none). */
    oldestPhotoSince: (sinceIso: string): string | null => oldestKept.get(sinceIso)?.hora ?? null,
    /** Employees given baja who still have face templates, by baja date. */
    formerEmployeesWithTemplates: (): FormerEmployeeWithTemplates[] => formerWithTemplates.all(),
  };
}

export type RetentionRepository = ReturnType<typeof retentionRepository>;
