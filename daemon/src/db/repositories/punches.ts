import type { Db } from '../connection.js';

export type PunchRow = {
  id: number;
  empleado_id: number;
  dispositivo_id: number;
  tipo: 'entrada' | 'salida';
  hora: string;
  fecha_local: string;
  match_score: number;
  liveness: number | null;
};

export type PunchListRow = PunchRow & {
  empleado: string;
  sucursal: string | null;
  dispositivo: string;
  tiene_foto: number;
};

export type PunchFilter = { desde: string; hasta: string; sucursalId?: number; empleadoId?: number };

const COLUMNS = 'c.id, c.empleado_id, c.dispositivo_id, c.tipo, c.hora, c.fecha_local, c.match_score, c.liveness';

export function punchRepository(db: Db) {
  const lastOfEmployee = db.prepare<[number], PunchRow>(`SELECT ${COLUMNS} FROM checadas c WHERE c.empleado_id = ? ORDER BY c.hora DESC, c.id DESC LIMIT 1`);
  const countOnDay = db.prepare<[number, string], { n: number }>('SELECT COUNT(*) AS n FROM checadas WHERE empleado_id = ? AND fecha_local = ?');
  const byIdempotency = db.prepare<[number, string], PunchRow>(`SELECT ${COLUMNS} FROM checadas c WHERE c.dispositivo_id = ? AND c.idempotency_key = ?`);
  const insert = db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at)
     VALUES (@empleadoId, @dispositivoId, @tipo, @hora, @fechaLocal, @matchScore, @liveness, @snapshot, @idempotencyKey, @hora)`,
  );
  const byId = db.prepare<[number], PunchRow>(`SELECT ${COLUMNS} FROM checadas c WHERE c.id = ?`);
  const photo = db.prepare<[number], { snapshot_jpeg: Buffer | null }>('SELECT snapshot_jpeg FROM checadas WHERE id = ?');
  const list = db.prepare<[Record<string, unknown>], PunchListRow>(
    `SELECT ${COLUMNS}, e.nombre AS empleado, s.nombre AS sucursal,
            COALESCE(d.nombre, d.codigo) AS dispositivo, (c.snapshot_jpeg IS NOT NULL) AS tiene_foto
       FROM checadas c
       JOIN empleados e ON e.id = c.empleado_id
       JOIN dispositivos d ON d.id = c.dispositivo_id
       LEFT JOIN sucursales s ON s.id = COALESCE(d.sucursal_id, e.sucursal_id)
      WHERE c.fecha_local BETWEEN @desde AND @hasta
        AND (@sucursalId IS NULL OR COALESCE(d.sucursal_id, e.sucursal_id) = @sucursalId)
        AND (@empleadoId IS NULL OR c.empleado_id = @empleadoId)
      ORDER BY c.hora DESC, c.id DESC
      LIMIT 20000`,
  );
  return {
    lastOfEmployee: (employeeId: number) => lastOfEmployee.get(employeeId),
    countOnDay: (employeeId: number, day: string) => countOnDay.get(employeeId, day)?.n ?? 0,
    findByIdempotencyKey: (deviceId: number, key: string) => byIdempotency.get(deviceId, key),
    insert: (p: {
      empleadoId: number;
      dispositivoId: number;
      tipo: 'entrada' | 'salida';
      hora: string;
      fechaLocal: string;
      matchScore: number;
      liveness: number | null;
      snapshot: Buffer | null;
      idempotencyKey: string | null;
    }) => Number(insert.run(p).lastInsertRowid),
    findById: (id: number) => byId.get(id),
    photo: (id: number) => photo.get(id)?.snapshot_jpeg ?? undefined,
    list: (f: PunchFilter) => list.all({ desde: f.desde, hasta: f.hasta, sucursalId: f.sucursalId ?? null, empleadoId: f.empleadoId ?? null }),
  };
}
