import type { VeredictoSuplantacion } from '@reloj/contract/suplantacion';
import type { Db } from '../connection.js';

/** A refused spoof attempt to store (migration 040). */
export type NuevoIntentoSuplantacion = {
  dispositivoId: number;
  kiosco: string;
  sucursalId: number | null;
  /** UTC ISO instant. */
  createdAt: string;
  veredicto: VeredictoSuplantacion;
  empleadoId: number | null;
  similitud: number | null;
  vivacidad: number | null;
  fotoJpeg: Buffer | null;
};

export type IntentoSuplantacionRow = {
  id: number;
  kiosco: string;
  sucursal: string | null;
  created_at: string;
  veredicto: VeredictoSuplantacion;
  empleado_id: number | null;
  empleado: string | null;
  numero_empleado: string | null;
  similitud: number | null;
  vivacidad: number | null;
  tiene_foto: 0 | 1;
};

/** `sucursales` null: every branch. Instants [desde, hasta). */
export type IntentosFilter = { desde: string; hasta: string; sucursalId?: number; sucursales: readonly number[] | null };

/** The kiosk's refusals for liveness with their frame ('Intentos de suplantación'); retention deletes them (retention.ts). */
export function intentosSuplantacionRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO intentos_suplantacion (dispositivo_id, kiosco, sucursal_id, created_at, veredicto, empleado_id, similitud, vivacidad, foto_jpeg)
     VALUES (@dispositivoId, @kiosco, @sucursalId, @createdAt, @veredicto, @empleadoId, @similitud, @vivacidad, @fotoJpeg)`,
  );
  const list = db.prepare<[Record<string, unknown>], IntentoSuplantacionRow>(
    `SELECT i.id, i.kiosco, s.nombre AS sucursal, i.created_at, i.veredicto, i.empleado_id, e.nombre AS empleado,
            e.numero_empleado, i.similitud, i.vivacidad, (i.foto_jpeg IS NOT NULL) AS tiene_foto
       FROM intentos_suplantacion i
       LEFT JOIN empleados e ON e.id = i.empleado_id
       LEFT JOIN sucursales s ON s.id = i.sucursal_id
      WHERE i.created_at >= @desde AND i.created_at < @hasta
        AND (@sucursalId IS NULL OR i.sucursal_id = @sucursalId)
        AND (@sucursales IS NULL OR i.sucursal_id IN (SELECT value FROM json_each(@sucursales)))
      ORDER BY i.created_at DESC, i.id DESC
      LIMIT 5000`,
  );
  const photo = db.prepare<[number], { foto_jpeg: Buffer | null }>('SELECT foto_jpeg FROM intentos_suplantacion WHERE id = ?');
  const device = db.prepare<[number], { nombre: string | null; codigo: string; sucursal_id: number | null }>(
    'SELECT nombre, codigo, sucursal_id FROM dispositivos WHERE id = ?',
  );
  const employeeBranch = db.prepare<[number], { sucursal_id: number }>('SELECT sucursal_id FROM empleados WHERE id = ?');
  const deleteByEmployee = db.prepare<[number]>('DELETE FROM intentos_suplantacion WHERE empleado_id = ?');
  return {
    insert: (i: NuevoIntentoSuplantacion): number => Number(insert.run(i).lastInsertRowid),
    list: (f: IntentosFilter): IntentoSuplantacionRow[] =>
      list.all({
        desde: f.desde,
        hasta: f.hasta,
        sucursalId: f.sucursalId ?? null,
        sucursales: f.sucursales === null ? null : JSON.stringify(f.sucursales),
      }),
    photo: (id: number): Buffer | undefined => photo.get(id)?.foto_jpeg ?? undefined,
    device: (id: number) => device.get(id),
    employeeBranch: (id: number): number | undefined => employeeBranch.get(id)?.sucursal_id,
    /** Deletes the attempts (row and frame) whose face resembled the employee; answers how many. */
    deleteByEmployee: (empleadoId: number): number => deleteByEmployee.run(empleadoId).changes,
  };
}

export type IntentosSuplantacionRepository = ReturnType<typeof intentosSuplantacionRepository>;
