import type { SolicitudEstado, SolicitudTipo } from '@reloj/contract/solicitudes';
import type { Db } from '../connection.js';
import { NOT_VOIDED } from './attendance.js';

/** Issue 43 (migration 038): 'Mi asistencia' sessions and the requests sent from them. */

export type SesionRow = {
  id: number;
  empleado_id: number;
  dispositivo_id: number;
  checada_id: number;
  metodo: 'rostro' | 'nip';
  similitud: number | null;
  vida: number | null;
  abierta_en: string;
  expira_en: string;
  cerrada_en: string | null;
  /** The opening punch's instant. */
  reconocido_en: string;
};

export type NewSesion = Omit<SesionRow, 'id' | 'cerrada_en' | 'reconocido_en'> & { tokenHash: string };

/** What a stored punch says about how the person was recognised. */
export type PunchFacts = { id: number; empleado_id: number; hora: string; match_score: number | null; liveness: number | null; nip: number; manual: number };

export type SolicitudRow = {
  id: number;
  empleado_id: number;
  empleado: string;
  sucursal_id: number;
  tipo: SolicitudTipo;
  fecha: string;
  hora: string | null;
  desde: string | null;
  hasta: string | null;
  motivo: string | null;
  nota: string | null;
  folio: string | null;
  dias_vacaciones: string;
  saldo_restante: number | null;
  sobre_saldo: number;
  estado: SolicitudEstado;
  dispositivo_id: number;
  dispositivo: string | null;
  checada_id: number;
  metodo: 'rostro' | 'nip';
  similitud: number | null;
  vida: number | null;
  reconocido_en: string;
  creada_en: string;
  respondida_por: string | null;
  respondida_en: string | null;
  motivo_rechazo: string | null;
  entregada_checada_id: number | null;
};

export type NewSolicitud = {
  empleadoId: number;
  tipo: SolicitudTipo;
  fecha: string;
  hora: string | null;
  desde: string | null;
  hasta: string | null;
  motivo: string | null;
  nota: string | null;
  folio: string | null;
  diasVacaciones: string;
  saldoRestante: number | null;
  sobreSaldo: number;
  dispositivoId: number;
  checadaId: number;
  metodo: 'rostro' | 'nip';
  similitud: number | null;
  vida: number | null;
  reconocidoEn: string;
  creadaEn: string;
};

export type DayPunchRow = { id: number; hora: string; manual: number; nip: number };

const SELECT_SOLICITUD = `
  SELECT s.*, e.nombre AS empleado, e.sucursal_id, d.nombre AS dispositivo
    FROM solicitudes s JOIN empleados e ON e.id = s.empleado_id LEFT JOIN dispositivos d ON d.id = s.dispositivo_id`;

export function solicitudesRepository(db: Db) {
  const insertSesion = db.prepare(
    `INSERT INTO mi_asistencia_sesiones (token_hash, empleado_id, dispositivo_id, checada_id, metodo, similitud, vida, abierta_en, expira_en)
     VALUES (@tokenHash, @empleado_id, @dispositivo_id, @checada_id, @metodo, @similitud, @vida, @abierta_en, @expira_en)`,
  );
  const closeOfDevice = db.prepare('UPDATE mi_asistencia_sesiones SET cerrada_en = ? WHERE dispositivo_id = ? AND cerrada_en IS NULL');
  const sesionByHash = db.prepare<[string], SesionRow>(
    `SELECT m.id, m.empleado_id, m.dispositivo_id, m.checada_id, m.metodo, m.similitud, m.vida, m.abierta_en, m.expira_en, m.cerrada_en,
            c.hora AS reconocido_en
       FROM mi_asistencia_sesiones m JOIN checadas c ON c.id = m.checada_id WHERE m.token_hash = ?`,
  );
  const extendSesion = db.prepare('UPDATE mi_asistencia_sesiones SET expira_en = ? WHERE id = ? AND cerrada_en IS NULL');
  const closeSesion = db.prepare('UPDATE mi_asistencia_sesiones SET cerrada_en = ? WHERE id = ? AND cerrada_en IS NULL');
  const punchFacts = db.prepare<[number], PunchFacts>('SELECT id, empleado_id, hora, match_score, liveness, nip, manual FROM checadas WHERE id = ?');

  const insert = db.prepare(
    `INSERT INTO solicitudes (empleado_id, tipo, fecha, hora, desde, hasta, motivo, nota, folio, dias_vacaciones, saldo_restante, sobre_saldo,
                              dispositivo_id, checada_id, metodo, similitud, vida, reconocido_en, creada_en)
     VALUES (@empleadoId, @tipo, @fecha, @hora, @desde, @hasta, @motivo, @nota, @folio, @diasVacaciones, @saldoRestante, @sobreSaldo,
             @dispositivoId, @checadaId, @metodo, @similitud, @vida, @reconocidoEn, @creadaEn)`,
  );
  const byId = db.prepare<[number], SolicitudRow>(`${SELECT_SOLICITUD} WHERE s.id = ?`);
  const list = db.prepare<{ estado: string | null; sucursales: string | null }, SolicitudRow>(
    `${SELECT_SOLICITUD}
      WHERE (@estado IS NULL OR s.estado = @estado)
        AND (@sucursales IS NULL OR e.sucursal_id IN (SELECT value FROM json_each(@sucursales)))
      ORDER BY s.creada_en DESC, s.id DESC LIMIT 2000`,
  );
  // The person's open requests, and the answered ones of the last weeks, newest first.
  const ofEmployee = db.prepare<[number, string], SolicitudRow>(
    `${SELECT_SOLICITUD} WHERE s.empleado_id = ? AND (s.estado = 'pendiente' OR s.respondida_en >= ?) ORDER BY s.creada_en DESC, s.id DESC LIMIT 20`,
  );
  const countOpen = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM solicitudes WHERE empleado_id = ? AND estado = 'pendiente'");
  const answer = db.prepare(
    `UPDATE solicitudes SET estado = @estado, respondida_por = @por, respondida_en = @en, motivo_rechazo = @motivoRechazo
      WHERE id = @id AND estado = 'pendiente'`,
  );
  const undelivered = db.prepare<[number], SolicitudRow>(
    `${SELECT_SOLICITUD} WHERE s.empleado_id = ? AND s.estado <> 'pendiente' AND s.entregada_checada_id IS NULL ORDER BY s.respondida_en, s.id`,
  );
  const deliveredAt = db.prepare<[number], SolicitudRow>(`${SELECT_SOLICITUD} WHERE s.entregada_checada_id = ? ORDER BY s.respondida_en, s.id`);
  const markDelivered = db.prepare('UPDATE solicitudes SET entregada_checada_id = ? WHERE id = ? AND entregada_checada_id IS NULL');
  const dayPunches = db.prepare<[number, string], DayPunchRow>(
    `SELECT c.id, c.hora, c.manual, c.nip FROM checadas c WHERE c.empleado_id = ? AND c.fecha_local = ? AND ${NOT_VOIDED} ORDER BY c.hora, c.id`,
  );
  const periodPunches = db.prepare<[number, string, string], DayPunchRow & { fecha_local: string }>(
    `SELECT c.id, c.hora, c.fecha_local, c.manual, c.nip FROM checadas c
      WHERE c.empleado_id = ? AND c.fecha_local BETWEEN ? AND ? AND ${NOT_VOIDED} ORDER BY c.fecha_local, c.hora, c.id`,
  );
  const branch = db.prepare<[number], { sucursal_id: number }>(
    'SELECT e.sucursal_id FROM solicitudes s JOIN empleados e ON e.id = s.empleado_id WHERE s.id = ?',
  );

  return {
    insertSesion: (sesion: NewSesion): void => void insertSesion.run(sesion),
    /** Every open session of a kiosk ends: the next person in front of it. */
    closeSesionesOfDevice: (dispositivoId: number, now: string): void => void closeOfDevice.run(now, dispositivoId),
    sesionByHash: (hash: string) => sesionByHash.get(hash),
    extendSesion: (id: number, expiraEn: string): void => void extendSesion.run(expiraEn, id),
    closeSesion: (id: number, now: string): void => void closeSesion.run(now, id),
    punchFacts: (checadaId: number) => punchFacts.get(checadaId),

    insert: (row: NewSolicitud): number => Number(insert.run(row).lastInsertRowid),
    get: (id: number) => byId.get(id),
    list: (estado: SolicitudEstado | undefined, sucursales: readonly number[] | null) =>
      list.all({ estado: estado ?? null, sucursales: sucursales === null ? null : JSON.stringify(sucursales) }),
    ofEmployee: (empleadoId: number, answeredSince: string) => ofEmployee.all(empleadoId, answeredSince),
    countOpen: (empleadoId: number): number => countOpen.get(empleadoId)!.n,
    /** True when this call answered it (it was still pending). */
    answer: (id: number, a: { estado: 'aprobada' | 'rechazada'; por: string; en: string; motivoRechazo: string | null }): boolean =>
      answer.run({ id, ...a }).changes === 1,
    undelivered: (empleadoId: number) => undelivered.all(empleadoId),
    deliveredAt: (checadaId: number) => deliveredAt.all(checadaId),
    markDelivered: (id: number, checadaId: number): void => void markDelivered.run(checadaId, id),
    dayPunches: (empleadoId: number, fecha: string) => dayPunches.all(empleadoId, fecha),
    /** The counted punches of working days desde..hasta, by day and time (entrada/salida by position, as the pre-nómina reads them). */
    periodPunches: (empleadoId: number, desde: string, hasta: string) => periodPunches.all(empleadoId, desde, hasta),
    branchOf: (id: number): number | undefined => branch.get(id)?.sucursal_id,
  };
}

export type SolicitudesRepository = ReturnType<typeof solicitudesRepository>;
