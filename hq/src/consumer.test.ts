import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { HQ_DOMAIN, HQ_STREAM, eventoSubject } from '@reloj/contract/eventos';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HQ_CONSUMER, startConsumer, type ConsumerHandle } from './consumer.js';
import { migrate } from './db/migrate.js';
import { createPool } from './db/pool.js';
import { checada, empleado, eventFactory, incidencia, prenomina } from './test-support/eventos.js';
import { startTestHub, type TestHub } from './test-support/nats.js';
import { startPostgres, type TestPostgres } from './test-support/postgres.js';
import { until } from './test-support/wait.js';

const logger = pino({ level: 'silent' });
let pg: TestPostgres;
let hub: TestHub;
let pool: Pool;
let consumer: ConsumerHandle;

const count = async (sql: string, params: unknown[] = []) => Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0]?.n);
const settled = (n: number) =>
  until(`${n} messages handled`, () => {
    const s = consumer.stats();
    return s.applied + s.duplicates + s.rejected >= n;
  });
let handled = 0;
/** Publishes and waits until the consumer has handled every message so far. */
async function send(...messages: Array<{ subject: string; body: string; msgID: string }>) {
  for (const m of messages) await hub.publish(m.subject, m.body, m.msgID);
  handled += messages.length;
  await settled(handled);
}

beforeAll(async () => {
  [pg, hub] = await Promise.all([startPostgres(), startTestHub()]);
  pool = createPool(pg.url, logger);
  await migrate(pool);
  consumer = await startConsumer({ nc: hub.nc, pool, logger, nakDelayMs: 300 });
});

afterAll(async () => {
  await consumer?.stop();
  await pool?.end();
  await hub?.close();
  await pg?.destroy();
});

describe('consumer: headquarters stream into PostgreSQL', () => {
  const centro = eventFactory('centro');

  it('writes every kind of event into its table', async () => {
    await send(
      centro('catalogo.guardado', { catalogo: 'sucursales', id: 1, nombre: 'Centro', zona: 'general' }),
      centro('catalogo.guardado', { catalogo: 'puestos', id: 1, nombre: 'Cajero', salarioDiarioCentavos: 31_500 }),
      centro('catalogo.guardado', { catalogo: 'bonos', id: 1, nombre: 'Puntualidad', montoCentavos: 20_000, tipo: 'puntualidad', pierdeCon: 1 }),
      centro('catalogo.guardado', { catalogo: 'bonos', id: 2, nombre: 'Despensa', montoCentavos: 10_000 }),
      centro('catalogo.eliminado', { catalogo: 'bonos', id: 2 }),
      centro('empleado.creado', empleado(1)),
      centro('empleado.actualizado', empleado(1, { nombre: 'Ana López', salarioDiarioCentavos: 40_000 })),
      centro('empleado.creado', empleado(2)),
      centro('empleado.baja', empleado(2, { activo: false, fechaBaja: '2026-03-01' })),
      centro('empleado.reactivado', empleado(2, { activo: true, fechaBaja: null })),
      centro('checada.registrada', checada(1, 1, '2026-03-02T15:01:00.000Z', '2026-03-02')),
      centro(
        'checada.registrada',
        checada(2, 1, '2026-03-03T00:02:00.000Z', '2026-03-02', { tipo: 'salida', metodo: 'manual', motivo: 'Olvidó checar', registradoPor: 'admin' }),
      ),
      centro('incidencia.agregada', incidencia(1, 1, '2026-03-04')),
      centro('incidencia.agregada', incidencia(2, 2, '2026-03-05')),
      centro('incidencia.eliminada', incidencia(2, 2, '2026-03-05')),
      centro('periodo.cerrado', {
        id: 1,
        desde: '2026-03-02',
        hasta: '2026-03-08',
        cerradoEn: '2026-03-09T01:00:00.000Z',
        cerradoPor: 'admin',
        prenomina: prenomina('2026-03-02', '2026-03-08', [
          { id: 1, nombre: 'Ana López', numero: 'E001', total: 2_205.5 },
          { id: 2, nombre: 'Empleado 2', numero: 'E002', total: 1_890.33 },
        ]),
      }),
    );
    expect(consumer.stats()).toMatchObject({ applied: 16, rejected: 0 });
    expect(await count('eventos')).toBe(16);
    const sucursal = (await pool.query('SELECT nombre, zona, eliminado FROM sucursales')).rows;
    expect(sucursal).toEqual([{ nombre: 'Centro', zona: 'general', eliminado: false }]);
    expect((await pool.query('SELECT salario_diario_centavos FROM puestos')).rows[0]).toEqual({ salario_diario_centavos: '31500' });
    expect((await pool.query('SELECT id, nombre, eliminado FROM bonos ORDER BY id')).rows).toEqual([
      { id: 1, nombre: 'Puntualidad', eliminado: false },
      { id: 2, nombre: 'Despensa', eliminado: true },
    ]);
    const empleados = (
      await pool.query(
        "SELECT id, nombre, salario_diario_centavos, activo, fecha_baja, dias_descanso, to_char(fecha_ingreso, 'YYYY-MM-DD') AS ingreso FROM empleados ORDER BY id",
      )
    ).rows;
    expect(empleados).toEqual([
      { id: 1, nombre: 'Ana López', salario_diario_centavos: '40000', activo: true, fecha_baja: null, dias_descanso: [0], ingreso: '2025-01-15' },
      { id: 2, nombre: 'Empleado 2', salario_diario_centavos: '31500', activo: true, fecha_baja: null, dias_descanso: [0], ingreso: '2025-01-15' },
    ]);
    const checadas = (await pool.query("SELECT id, tipo, metodo, motivo, to_char(fecha_local, 'YYYY-MM-DD') AS fecha, hora FROM checadas ORDER BY id")).rows;
    expect(checadas).toMatchObject([
      { id: 1, tipo: 'entrada', metodo: 'rostro', motivo: null, fecha: '2026-03-02' },
      { id: 2, tipo: 'salida', metodo: 'manual', motivo: 'Olvidó checar', fecha: '2026-03-02' },
    ]);
    expect((checadas[0] as { hora: Date }).hora.toISOString()).toBe('2026-03-02T15:01:00.000Z');
    const incidencias = (await pool.query('SELECT id, eliminada_en IS NOT NULL AS eliminada FROM incidencias ORDER BY id')).rows;
    expect(incidencias).toEqual([
      { id: 1, eliminada: false },
      { id: 2, eliminada: true },
    ]);
    const periodo = (
      await pool.query("SELECT id, total_centavos, empleados, cerrado_por, prenomina->'empleados'->0->'empleado'->>'nombre' AS primero FROM periodos")
    ).rows;
    expect(periodo).toEqual([{ id: 1, total_centavos: '409583', empleados: 2, cerrado_por: 'admin', primero: 'Ana López' }]);
    const caja = (await pool.query('SELECT ultima_secuencia_aplicada, eventos_aplicados, evento_reloj_sincronizado FROM cajas WHERE caja = $1', ['centro']))
      .rows;
    expect(caja).toEqual([{ ultima_secuencia_aplicada: '16', eventos_aplicados: '16', evento_reloj_sincronizado: true }]);
  });

  it('writes an event delivered twice (a resend under another Nats-Msg-Id) once', async () => {
    const e = centro('checada.registrada', checada(3, 1, '2026-03-03T15:00:00.000Z', '2026-03-03'));
    const before = consumer.stats();
    await send(e, { ...e, msgID: randomUUID() });
    expect(consumer.stats().applied - before.applied).toBe(1);
    expect(consumer.stats().duplicates - before.duplicates).toBe(1);
    expect(await count('eventos WHERE event_id = $1', [e.sobre.eventoId])).toBe(1);
    expect(await count('checadas WHERE id = 3')).toBe(1);
  });

  it('keeps the newest state when an older event arrives after a newer one', async () => {
    const newer = centro('empleado.actualizado', empleado(1, { nombre: 'Ana López Ruiz' }));
    const older = { ...centro('empleado.actualizado', empleado(1, { nombre: 'Nombre viejo' })) };
    const stale = JSON.parse(older.body) as Record<string, unknown>;
    stale.creadoEn = '2026-03-01T00:00:00.000Z';
    stale.secuencia = 1;
    await send(newer, { ...older, body: JSON.stringify(stale) });
    expect((await pool.query('SELECT nombre FROM empleados WHERE caja = $1 AND id = 1', ['centro'])).rows[0]).toEqual({ nombre: 'Ana López Ruiz' });
  });

  it('dead-letters what it cannot read, with the reason, and goes on with the next event', async () => {
    const before = await count('eventos_rechazados');
    const future = centro('checada.registrada', checada(10, 1, '2026-03-04T15:00:00.000Z', '2026-03-04'), { version: 99 });
    const schema = centro('checada.registrada', { id: 11, empleadoId: 'uno' });
    const unknown = centro('checada.registrada', checada(12, 1, '2026-03-04T15:00:00.000Z', '2026-03-04'), { tipo: 'checada.borrada' });
    const foreign = eventFactory('norte')('checada.registrada', checada(13, 1, '2026-03-04T15:00:00.000Z', '2026-03-04'));
    const good = centro('checada.registrada', checada(14, 1, '2026-03-04T15:00:00.000Z', '2026-03-04'));
    await send(
      { subject: eventoSubject('centro', 'checada.registrada'), body: '{"eventoId": nope', msgID: randomUUID() },
      schema,
      future,
      unknown,
      { ...foreign, subject: eventoSubject('centro', 'checada.registrada') },
      good,
    );
    const rows = (
      await pool.query<{ caja: string; motivo: string; event_id: string | null; cuerpo: string }>(
        'SELECT caja, motivo, event_id, cuerpo FROM eventos_rechazados ORDER BY id',
      )
    ).rows.slice(before);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.caja === 'centro')).toBe(true);
    expect(rows[0]?.motivo).toMatch(/^JSON inválido/);
    expect(rows[0]?.cuerpo).toBe('{"eventoId": nope');
    expect(rows[1]?.motivo).toMatch(/no cumple el formato: empleadoId/);
    expect(rows[2]?.motivo).toMatch(/versión 99 más nueva/);
    expect(rows[2]?.event_id).toBe(future.sobre.eventoId);
    expect(rows[3]?.motivo).toMatch(/tipo de evento desconocido: checada\.borrada/);
    expect(rows[4]?.motivo).toBe('la caja del evento (norte) no es la del asunto (centro)');
    expect(await count('checadas WHERE id IN (10, 11, 12, 13)')).toBe(0);
    expect(await count('checadas WHERE id = 14')).toBe(1);
    expect(await count('cajas WHERE caja = $1', ['norte'])).toBe(0);
  });

  it('applies everything once after PostgreSQL comes back (nak, never dead-letter)', async () => {
    const rejected = await count('eventos_rechazados');
    const eventos = await count('eventos');
    await pg.stop();
    const batch = Array.from({ length: 20 }, (_, i) => centro('checada.registrada', checada(100 + i, 1, '2026-03-05T15:00:00.000Z', '2026-03-05')));
    for (const m of batch) await hub.publish(m.subject, m.body, m.msgID);
    await until('a failed write', () => consumer.stats().retried > 0);
    await new Promise((r) => setTimeout(r, 1000));
    await pg.start();
    await until('20 punches applied', async () => (await count('checadas WHERE id >= 100').catch(() => 0)) === 20, 30_000);
    expect(await count('eventos')).toBe(eventos + 20);
    expect(await count('eventos_rechazados')).toBe(rejected);
    handled = consumer.stats().applied + consumer.stats().duplicates + consumer.stats().rejected;
  });

  it('finds every event already written when the stream is delivered again from the start', async () => {
    await consumer.stop();
    const jsm = await jetstreamManager(hub.nc, { domain: HQ_DOMAIN });
    await jsm.consumers.delete(HQ_STREAM, HQ_CONSUMER);
    const eventos = await count('eventos');
    const checadas = await count('checadas');
    const rejected = await count('eventos_rechazados');
    consumer = await startConsumer({ nc: hub.nc, pool, logger, nakDelayMs: 300 });
    const total = (await jsm.streams.info(HQ_STREAM)).state.messages;
    // Dead letters were terminated, not removed from the stream: they are rejected again on a full replay.
    await until('the whole stream handled again', () => {
      const s = consumer.stats();
      return s.applied + s.duplicates + s.rejected >= total;
    });
    expect(consumer.stats().applied).toBe(0);
    expect(await count('eventos')).toBe(eventos);
    expect(await count('checadas')).toBe(checadas);
    expect(await count('eventos_rechazados')).toBe(rejected + consumer.stats().rejected);
  });
});
