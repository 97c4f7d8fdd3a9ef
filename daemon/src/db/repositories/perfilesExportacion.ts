import type { Db } from '../connection.js';

/** A saved export profile: its name and the rest of it as JSON (checked by the contract on the way in and out). */
export type PerfilRow = { id: number; nombre: string; configuracion: string; actualizadoEn: string };

export function perfilesExportacionRepository(db: Db) {
  const columns = 'id, nombre, configuracion, actualizado_en AS actualizadoEn';
  const listStmt = db.prepare<[], PerfilRow>(`SELECT ${columns} FROM perfiles_exportacion ORDER BY nombre COLLATE NOCASE, id`);
  const getStmt = db.prepare<[number], PerfilRow>(`SELECT ${columns} FROM perfiles_exportacion WHERE id = ?`);
  const insertStmt = db.prepare<[string, string, string, string]>(
    'INSERT INTO perfiles_exportacion (nombre, configuracion, creado_en, actualizado_en) VALUES (?, ?, ?, ?)',
  );
  const updateStmt = db.prepare<[string, string, string, number]>(
    'UPDATE perfiles_exportacion SET nombre = ?, configuracion = ?, actualizado_en = ? WHERE id = ?',
  );
  const deleteStmt = db.prepare<[number]>('DELETE FROM perfiles_exportacion WHERE id = ?');
  return {
    list: (): PerfilRow[] => listStmt.all(),
    get: (id: number): PerfilRow | undefined => getStmt.get(id),
    insert: (nombre: string, configuracion: string, now: string): number => Number(insertStmt.run(nombre, configuracion, now, now).lastInsertRowid),
    update: (id: number, nombre: string, configuracion: string, now: string): void => {
      updateStmt.run(nombre, configuracion, now, id);
    },
    remove: (id: number): void => {
      deleteStmt.run(id);
    },
  };
}
