import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { createPool } from '../db/pool.js';
import { eventFactory } from '../test-support/eventos.js';
import { startPostgres, type TestPostgres } from '../test-support/postgres.js';
import { applyBatch, type Entrante } from './batch.js';

// Issue 43: the requests sent from 'Mi asistencia' and their answers reach headquarters' `solicitudes` table.
let pg: TestPostgres;
let pool: Pool;
let seq = 0;

type Mensaje = { subject: string; body: string; msgID: string };
const entrantes = (...messages: Mensaje[]): Entrante[] => messages.map((m) => ({ subject: m.subject, body: m.body, seq: ++seq, msgId: m.msgID }));
const kinds = async (...messages: Mensaje[]) => (await applyBatch(pool, entrantes(...messages))).map((r) => r.kind);

const COLUMNS = `id, empleado_id, tipo, fecha::text, hora, desde::text, hasta::text, motivo, nota, folio, sobre_saldo, estado,
  dispositivo_id, checada_id, similitud, vida, creada_en, respondida_por, respondida_en, motivo_rechazo`;
const solicitudes = async (caja: string) => (await pool.query(`SELECT ${COLUMNS} FROM solicitudes WHERE caja = $1 ORDER BY id`, [caja])).rows;

beforeAll(async () => {
  pg = await startPostgres();
  pool = createPool(pg.url, pino({ level: 'silent' }));
  await migrate(pool);
});

afterAll(async () => {
  await pool?.end();
  await pg?.destroy();
});

/** The request as the box's trigger sends it while it is pending (daemon migration 038). */
const pendiente = (id: number, extra: Record<string, unknown>) => ({
  id,
  empleadoId: 3,
  tipo: 'justificacion',
  fecha: '2026-03-04',
  hora: null,
  desde: null,
  hasta: null,
  motivo: 'Cita médica',
  nota: 'Clínica 12 del IMSS',
  folio: null,
  sobreSaldo: false,
  estado: 'pendiente',
  dispositivoId: 2,
  checadaId: 40,
  similitud: 0.81,
  vida: 0.96,
  creadaEn: '2026-03-05T15:02:00.000Z',
  respondidaPor: null,
  respondidaEn: null,
  motivoRechazo: null,
  ...extra,
});
const olvido = pendiente(1, { tipo: 'olvido', hora: '18:05', motivo: null, nota: null });
const olvidoAprobado = { ...olvido, estado: 'aprobada', respondidaPor: 'gerente.sur', respondidaEn: '2026-03-05T17:30:00.000Z' };
const vacaciones = pendiente(2, {
  empleadoId: 5,
  tipo: 'vacaciones',
  fecha: '2026-03-16',
  desde: '2026-03-16',
  hasta: '2026-03-20',
  motivo: 'Viaje familiar',
  nota: null,
  sobreSaldo: true,
  checadaId: 41,
  similitud: null,
  vida: null,
});
const vacacionesRechazadas = {
  ...vacaciones,
  estado: 'rechazada',
  respondidaPor: 'admin',
  respondidaEn: '2026-03-06T16:00:00.000Z',
  motivoRechazo: 'Semana de inventario',
};

const filaOlvido = {
  id: 1,
  empleado_id: 3,
  tipo: 'olvido',
  fecha: '2026-03-04',
  hora: '18:05',
  desde: null,
  hasta: null,
  motivo: null,
  nota: null,
  folio: null,
  sobre_saldo: false,
  estado: 'pendiente',
  dispositivo_id: 2,
  checada_id: 40,
  similitud: 0.81,
  vida: 0.96,
  creada_en: new Date('2026-03-05T15:02:00.000Z'),
  respondida_por: null,
  respondida_en: null,
  motivo_rechazo: null,
};
const filaVacaciones = {
  ...filaOlvido,
  id: 2,
  empleado_id: 5,
  tipo: 'vacaciones',
  fecha: '2026-03-16',
  hora: null,
  desde: '2026-03-16',
  hasta: '2026-03-20',
  motivo: 'Viaje familiar',
  sobre_saldo: true,
  checada_id: 41,
  similitud: null,
  vida: null,
};
const filaOlvidoAprobada = { ...filaOlvido, estado: 'aprobada', respondida_por: 'gerente.sur', respondida_en: new Date('2026-03-05T17:30:00.000Z') };
const filaVacacionesRechazada = {
  ...filaVacaciones,
  estado: 'rechazada',
  respondida_por: 'admin',
  respondida_en: new Date('2026-03-06T16:00:00.000Z'),
  motivo_rechazo: 'Semana de inventario',
};

describe('requests at headquarters', () => {
  it('inserts a request when it is sent and keeps its answer, once, whatever is redelivered', async () => {
    const sur = eventFactory('sur');
    const creadaOlvido = sur('solicitud.guardada', olvido);
    const creadaVacaciones = sur('solicitud.guardada', vacaciones);
    expect(await kinds(creadaOlvido, creadaVacaciones)).toEqual(['applied', 'applied']);
    expect(await solicitudes('sur')).toEqual([filaOlvido, filaVacaciones]);

    const aprobada = sur('solicitud.guardada', olvidoAprobado);
    const rechazada = sur('solicitud.guardada', vacacionesRechazadas);
    // The approval is delivered twice in its batch; the creation comes back once more after it.
    expect(await kinds(aprobada, aprobada, rechazada)).toEqual(['applied', 'duplicate', 'applied']);
    expect(await kinds(creadaOlvido, rechazada)).toEqual(['duplicate', 'duplicate']);
    expect(await solicitudes('sur')).toEqual([filaOlvidoAprobada, filaVacacionesRechazada]);
  });

  it('keeps an answer that arrives before the request it answers', async () => {
    const norte = eventFactory('norte');
    const creada = norte('solicitud.guardada', vacaciones);
    const rechazada = norte('solicitud.guardada', vacacionesRechazadas);
    // A nak'd creation comes back after its answer: in a later batch here, in the same batch behind it at 'oeste'.
    expect(await kinds(rechazada)).toEqual(['applied']);
    expect(await solicitudes('norte')).toEqual([filaVacacionesRechazada]);
    expect(await kinds(creada)).toEqual(['applied']);
    expect(await solicitudes('norte')).toEqual([filaVacacionesRechazada]);

    const oeste = eventFactory('oeste');
    const creadaOeste = oeste('solicitud.guardada', olvido);
    const aprobadaOeste = oeste('solicitud.guardada', olvidoAprobado);
    expect(await kinds(aprobadaOeste, creadaOeste)).toEqual(['applied', 'applied']);
    expect(await solicitudes('oeste')).toEqual([filaOlvidoAprobada]);
  });
});
