import type { PunchMethod } from '@reloj/contract/attendance';
import type { Db } from '../connection.js';

export type PunchRow = {
  id: number;
  empleado_id: number;
  /** Null for a manual punch (added by an administrator, migration 010). */
  dispositivo_id: number | null;
  tipo: 'entrada' | 'salida';
  hora: string;
  fecha_local: string;
  /** Null for a manual punch. */
  match_score: number | null;
  liveness: number | null;
  manual: number;
  /** 1: typed at the kiosk with the número de empleado and NIP (migration 017). */
  nip: number;
  motivo: string | null;
  registrado_por: string | null;
};

/** How a stored punch was made. */
export const punchMethod = (r: { manual: number; nip: number }): PunchMethod => (r.manual === 1 ? 'manual' : r.nip === 1 ? 'nip' : 'rostro');

export type PunchListRow = PunchRow & {
  empleado: string;
  sucursal: string | null;
  /** The kiosk's name, or 'Checada manual'. */
  dispositivo: string | null;
  tiene_foto: number;
  /** The void of the punch (issue 29), all three null when it counts. */
  anulacion_motivo: string | null;
  anulada_por: string | null;
  anulada_en: string | null;
};

/** `sucursalId` and `sucursales` (null: all): only punches made at these branches (PUNCH_BRANCH). */
export type PunchFilter = { desde: string; hasta: string; sucursalId?: number; empleadoId?: number; sucursales?: readonly number[] | null };

const COLUMNS = 'c.id, c.empleado_id, c.dispositivo_id, c.tipo, c.hora, c.fecha_local, c.match_score, c.liveness, c.manual, c.nip, c.motivo, c.registrado_por';

/** What a punch needs of its employee: the schedule (its working day) and the names the kiosk shows. */
export type EmployeeForPunch = { id: number; nombre: string; activo: number; hora_entrada: string; hora_salida: string; sucursal: string };

/**
 * A punch `c` that counts: not voided (issue 29, table `anulaciones`). Every reader that counts punches (the
 * entrada/salida alternation, the duplicate window, the pre-nómina) skips a voided one; lists show it struck through.
 */
export const NOT_VOIDED = 'NOT EXISTS (SELECT 1 FROM anulaciones a WHERE a.checada_id = c.id)';

/** Whether the box's clock is NTP-synchronised now, as the clock check last saw it (system/clockSync.ts). */
const CLOCK_SYNCED = '(SELECT sincronizado FROM reloj_sistema WHERE id = 1)';

/**
 * Issue 39: the branch a punch is made at, stored with it (migration 032) and never changed: the kiosk's branch when
 * the kiosk has one, else the employee's branch at that moment (the same value the punch's event tells headquarters).
 */
const BRANCH_AT_PUNCH = `COALESCE((SELECT sucursal_id FROM dispositivos WHERE id = @dispositivoId),
                                  (SELECT sucursal_id FROM empleados WHERE id = @empleadoId))`;

/**
 * The punch `c`'s branch for branch scoping and the lists (with `d` its kiosk and `e` its employee joined): the stored
 * one; a row written without it (by hand) falls back to the kiosk's and the employee's, as before migration 032.
 */
export const PUNCH_BRANCH = 'COALESCE(c.sucursal_id, d.sucursal_id, e.sucursal_id)';

export function attendanceRepository(db: Db) {
  const employeeForPunch = db.prepare<[number], EmployeeForPunch>(
    `SELECT e.id, e.nombre, e.activo, e.hora_entrada, e.hora_salida, s.nombre AS sucursal
       FROM empleados e JOIN sucursales s ON s.id = e.sucursal_id WHERE e.id = ?`,
  );
  // The kiosk's duplicate window looks at kiosk punches only: a manual punch typed a minute ago is not a double press.
  const lastOfEmployee = db.prepare<[number], PunchRow>(
    `SELECT ${COLUMNS} FROM checadas c WHERE c.empleado_id = ? AND c.manual = 0 AND ${NOT_VOIDED} ORDER BY c.hora DESC, c.id DESC LIMIT 1`,
  );
  const countOnDay = db.prepare<[number, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM checadas c WHERE c.empleado_id = ? AND c.fecha_local = ? AND ${NOT_VOIDED}`,
  );
  // Issue 29: the latest punch of a working day, manual ones included (with an odd count it is the day's open entrada).
  const lastOnDay = db.prepare<[number, string], PunchRow>(
    `SELECT ${COLUMNS} FROM checadas c WHERE c.empleado_id = ? AND c.fecha_local = ? AND ${NOT_VOIDED} ORDER BY c.hora DESC, c.id DESC LIMIT 1`,
  );
  const byIdempotency = db.prepare<[number, string], PunchRow>(`SELECT ${COLUMNS} FROM checadas c WHERE c.dispositivo_id = ? AND c.idempotency_key = ?`);
  const insert = db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at, nip,
                           reloj_sincronizado, sucursal_id)
     VALUES (@empleadoId, @dispositivoId, @tipo, @hora, @fechaLocal, @matchScore, @liveness, @snapshot, @idempotencyKey, @hora, @nip, ${CLOCK_SYNCED},
             ${BRANCH_AT_PUNCH})`,
  );
  const byId = db.prepare<[number], PunchRow>(`SELECT ${COLUMNS} FROM checadas c WHERE c.id = ?`);
  const photo = db.prepare<[number], { snapshot_jpeg: Buffer | null }>('SELECT snapshot_jpeg FROM checadas WHERE id = ?');
  // `tipo` as the pre-nómina reads it: a working day's punches alternate entrada/salida in time order, so a
  // forgotten entrada added later (manual) makes the kiosk's evening punch the salida it was. The stored tipo is
  // what the kiosk answered at the time; both agree for days without manual or voided punches. Voided punches
  // (issue 29) are left out of the alternation (`contadas`: the punches that count up to this one); a voided one is
  // listed with the place it would have among them.
  const list = db.prepare<[Record<string, unknown>], PunchListRow>(
    `SELECT c.id, c.empleado_id, c.dispositivo_id, c.tipo, c.hora, c.fecha_local, c.match_score, c.liveness, c.manual, c.nip, c.motivo, c.registrado_por,
            e.nombre AS empleado, s.nombre AS sucursal,
            CASE WHEN c.manual = 1 THEN 'Checada manual' ELSE COALESCE(d.nombre, d.codigo) END AS dispositivo, c.tiene_foto,
            c.anulacion_motivo, c.anulada_por, c.anulada_en
       FROM (SELECT ch.id, ch.empleado_id, ch.dispositivo_id, ch.sucursal_id,
                    CASE (COUNT(*) FILTER (WHERE an.id IS NULL)
                            OVER (PARTITION BY ch.empleado_id, ch.fecha_local ORDER BY ch.hora, ch.id ROWS UNBOUNDED PRECEDING)
                          + (an.id IS NOT NULL)) % 2
                      WHEN 1 THEN 'entrada' ELSE 'salida' END AS tipo,
                    ch.hora, ch.fecha_local, ch.match_score, ch.liveness, ch.manual, ch.nip, ch.motivo, ch.registrado_por,
                    (ch.snapshot_jpeg IS NOT NULL) AS tiene_foto,
                    an.motivo AS anulacion_motivo, an.anulada_por, an.anulada_en
               FROM checadas ch LEFT JOIN anulaciones an ON an.checada_id = ch.id
              WHERE ch.fecha_local BETWEEN @desde AND @hasta
                AND (@empleadoId IS NULL OR ch.empleado_id = @empleadoId)) c
       JOIN empleados e ON e.id = c.empleado_id
       LEFT JOIN dispositivos d ON d.id = c.dispositivo_id
       LEFT JOIN sucursales s ON s.id = ${PUNCH_BRANCH}
      WHERE (@sucursalId IS NULL OR ${PUNCH_BRANCH} = @sucursalId)
        AND (@sucursales IS NULL OR ${PUNCH_BRANCH} IN (SELECT value FROM json_each(@sucursales)))
      ORDER BY c.hora DESC, c.id DESC
      LIMIT 20000`,
  );
  const dayTimes = db.prepare<[number, string], { id: number; hora: string }>(
    `SELECT c.id, c.hora FROM checadas c WHERE c.empleado_id = ? AND c.fecha_local = ? AND ${NOT_VOIDED} ORDER BY c.hora, c.id`,
  );
  const near = db.prepare<[number, string, string], PunchRow>(
    `SELECT ${COLUMNS} FROM checadas c WHERE c.empleado_id = ? AND c.hora > ? AND c.hora < ? AND ${NOT_VOIDED} ORDER BY c.hora LIMIT 1`,
  );
  const insertManual = db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, manual, motivo, registrado_por, created_at, reloj_sincronizado,
                           sucursal_id)
     VALUES (@empleadoId, NULL, @tipo, @hora, @fechaLocal, NULL, 1, @motivo, @registradoPor, @now, ${CLOCK_SYNCED},
             (SELECT sucursal_id FROM empleados WHERE id = @empleadoId))`,
  );
  return {
    employeeForPunch: (employeeId: number) => employeeForPunch.get(employeeId),
    lastOfEmployee: (employeeId: number) => lastOfEmployee.get(employeeId),
    countOnDay: (employeeId: number, day: string) => countOnDay.get(employeeId, day)?.n ?? 0,
    lastOnDay: (employeeId: number, day: string) => lastOnDay.get(employeeId, day),
    findByIdempotencyKey: (deviceId: number, key: string) => byIdempotency.get(deviceId, key),
    insert: (p: {
      empleadoId: number;
      dispositivoId: number;
      tipo: 'entrada' | 'salida';
      hora: string;
      fechaLocal: string;
      /** Null for a NIP punch. */
      matchScore: number | null;
      liveness: number | null;
      snapshot: Buffer | null;
      idempotencyKey: string | null;
      nip: 0 | 1;
    }) => Number(insert.run(p).lastInsertRowid),
    findById: (id: number) => byId.get(id),
    photo: (id: number) => photo.get(id)?.snapshot_jpeg ?? undefined,
    /** The times (UTC ISO) of an employee's punches on a working day, in time order. */
    dayTimes: (employeeId: number, day: string) => dayTimes.all(employeeId, day),
    /** A punch of the employee strictly between two instants (UTC ISO), if any. */
    near: (employeeId: number, after: string, before: string) => near.get(employeeId, after, before),
    /** A punch added by an administrator: no device, no score, who and why. */
    insertManual: (p: {
      empleadoId: number;
      tipo: 'entrada' | 'salida';
      hora: string;
      fechaLocal: string;
      motivo: string;
      registradoPor: string;
      now: string;
    }) => Number(insertManual.run(p).lastInsertRowid),
    list: (f: PunchFilter) =>
      list.all({
        desde: f.desde,
        hasta: f.hasta,
        sucursalId: f.sucursalId ?? null,
        empleadoId: f.empleadoId ?? null,
        sucursales: f.sucursales ? JSON.stringify(f.sucursales) : null,
      }),
  };
}
