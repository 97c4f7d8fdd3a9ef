import { createHash, randomUUID } from 'node:crypto';
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
import { periodFigures, punchesByBranchDay } from './web/queries.js';

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

  it('keeps a voided punch marked and counts it nowhere, also when the void arrives before the punch', async () => {
    const sur = eventFactory('sur');
    const anulada = (id: number, checadaId: number, motivo: string) => ({
      id,
      checadaId,
      motivo,
      anuladaPor: 'gerente.sur',
      anuladaEn: '2026-03-12T16:30:00.000Z',
    });
    await send(
      sur('checada.registrada', checada(1, 1, '2026-03-12T15:00:00.000Z', '2026-03-12')),
      sur('checada.registrada', checada(2, 1, '2026-03-12T15:04:00.000Z', '2026-03-12', { tipo: 'salida' })),
      sur('checada.anulada', anulada(1, 2, 'Checó dos veces sin querer')),
      // Out of order: the void of punch 3 before punch 3.
      sur('checada.anulada', anulada(2, 3, 'Checada de prueba del técnico')),
      sur('checada.registrada', checada(3, 2, '2026-03-12T15:10:00.000Z', '2026-03-12')),
      sur('checada.registrada', checada(4, 1, '2026-03-13T00:00:00.000Z', '2026-03-12', { tipo: 'salida' })),
    );
    const rows = (await pool.query('SELECT id, anulada_por, motivo_anulacion, anulada_en FROM checadas WHERE caja = $1 ORDER BY id', ['sur'])).rows;
    expect(rows).toEqual([
      { id: 1, anulada_por: null, motivo_anulacion: null, anulada_en: null },
      { id: 2, anulada_por: 'gerente.sur', motivo_anulacion: 'Checó dos veces sin querer', anulada_en: new Date('2026-03-12T16:30:00.000Z') },
      { id: 3, anulada_por: 'gerente.sur', motivo_anulacion: 'Checada de prueba del técnico', anulada_en: new Date('2026-03-12T16:30:00.000Z') },
      { id: 4, anulada_por: null, motivo_anulacion: null, anulada_en: null },
    ]);
    expect(await count('anulaciones WHERE caja = $1', ['sur'])).toBe(2);
    // 'Checadas por sucursal y día': 2 of the 4 punches count, both of employee 1.
    const counted = (await punchesByBranchDay(pool, { desde: '2026-03-12', hasta: '2026-03-12' })).filter((p) => p.caja === 'sur');
    expect(counted).toEqual([{ caja: 'sur', sucursalId: 1, sucursal: null, fecha: '2026-03-12', checadas: 2, empleados: 1 }]);
  });

  it('marks a reopened period as no longer standing until it is closed again, keeping each version', async () => {
    const sur = eventFactory('sur', 50);
    const cierre = (total: number) => ({
      id: 5,
      desde: '2026-03-09',
      hasta: '2026-03-15',
      cerradoEn: '2026-03-16T01:00:00.000Z',
      cerradoPor: 'admin',
      prenomina: prenomina('2026-03-09', '2026-03-15', [{ id: 1, nombre: 'Empleado 1', numero: 'E001', total }]),
    });
    const periodo = async () =>
      (await pool.query('SELECT version, total_centavos, reabierto_por, motivo_reapertura, reabierto_en FROM periodos WHERE caja = $1 AND id = 5', ['sur']))
        .rows;
    const semana = { desde: '2026-03-09', hasta: '2026-03-15' };
    const figuras = async () => (await periodFigures(pool, semana)).filter((p) => p.caja === 'sur').map((p) => p.version);

    await send(sur('periodo.cerrado', cierre(1_000)));
    expect(await figuras()).toEqual([1]);
    await send(
      sur('periodo.reabierto', {
        id: 5,
        desde: '2026-03-09',
        hasta: '2026-03-15',
        version: 1,
        motivo: 'Faltaban las checadas del domingo',
        reabiertoPor: 'admin',
        reabiertoEn: '2026-03-16T17:00:00.000Z',
      }),
    );
    expect(await periodo()).toEqual([
      {
        version: 1,
        total_centavos: '100000',
        reabierto_por: 'admin',
        motivo_reapertura: 'Faltaban las checadas del domingo',
        reabierto_en: new Date('2026-03-16T17:00:00.000Z'),
      },
    ]);
    // The downloads leave its figures out.
    expect(await figuras()).toEqual([]);

    await send(sur('periodo.cerrado', { ...cierre(1_250.5), cerradoEn: '2026-03-16T18:00:00.000Z' }));
    expect(await periodo()).toEqual([{ version: 2, total_centavos: '125050', reabierto_por: null, motivo_reapertura: null, reabierto_en: null }]);
    expect(await figuras()).toEqual([2]);
    const versiones = (
      await pool.query(
        'SELECT version, total_centavos, cerrado_en, motivo_reapertura FROM periodo_versiones WHERE caja = $1 AND periodo_id = 5 ORDER BY version',
        ['sur'],
      )
    ).rows;
    expect(versiones).toEqual([
      { version: 1, total_centavos: '100000', cerrado_en: new Date('2026-03-16T01:00:00.000Z'), motivo_reapertura: 'Faltaban las checadas del domingo' },
      { version: 2, total_centavos: '125050', cerrado_en: new Date('2026-03-16T18:00:00.000Z'), motivo_reapertura: null },
    ]);
  });

  it("checks each box's chain as its links arrive: anchor, redelivery, wrong hash, gap, out of order, wrong anterior", async () => {
    const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    /** A link whose hash is SHA-256 of anterior ‖ contenido, unless `hash` is given. */
    const link = (secuencia: number, anterior: string, contenido: string, hash = sha256(anterior + contenido)) => ({
      secuencia,
      tipo: 'checada' as const,
      filaId: secuencia,
      anterior,
      contenido,
      hash,
    });
    const estado = async (caja: string) =>
      (
        await pool.query(
          'SELECT ancla_secuencia, ultima_secuencia, eslabones, rotura_secuencia, rotura_motivo, rotura_detectada_en IS NOT NULL AS detectada FROM registro_cajas WHERE caja = $1',
          [caja],
        )
      ).rows[0];

    // A clean chain, first seen at link 41 (the box joined headquarters late): 41 is the anchor. Link 42 comes twice.
    const a = eventFactory('cadena-a');
    const a41 = link(41, 'f'.repeat(64), '{"id":41,"tipo":"entrada"}');
    const a42 = link(42, a41.hash, '{"id":42,"tipo":"salida"}');
    const a43 = link(43, a42.hash, '{"id":43,"tipo":"entrada"}');
    const a42Event = a('registro.eslabon', a42);
    await send(a('registro.eslabon', a41), a42Event, { ...a42Event, msgID: randomUUID() }, a('registro.eslabon', a43));
    expect(await estado('cadena-a')).toEqual({
      ancla_secuencia: '41',
      ultima_secuencia: '43',
      eslabones: '3',
      rotura_secuencia: null,
      rotura_motivo: null,
      detectada: false,
    });

    // Link 2's content was edited after its hash was written; link 3 follows 2 correctly, the break stays at 2.
    const b = eventFactory('cadena-b');
    const b1 = link(1, 'cadena-b', '{"id":1,"hora":"2026-03-02T15:01:00.000Z"}');
    const b2 = link(2, b1.hash, '{"id":2,"hora":"2026-03-02T23:00:00.000Z"}', sha256(b1.hash + '{"id":2,"hora":"2026-03-03T00:02:00.000Z"}'));
    const b3 = link(3, b2.hash, '{"id":3,"hora":"2026-03-03T15:00:00.000Z"}');
    await send(b('registro.eslabon', b1), b('registro.eslabon', b2), b('registro.eslabon', b3));
    expect(await estado('cadena-b')).toEqual({
      ancla_secuencia: '1',
      ultima_secuencia: '3',
      eslabones: '3',
      rotura_secuencia: '2',
      rotura_motivo: 'el hash no corresponde al contenido del eslabón',
      detectada: true,
    });

    // Link 2 never arrives: 3 does not follow 1.
    const c = eventFactory('cadena-c');
    const c1 = link(1, 'cadena-c', '{"id":1}');
    const c2 = link(2, c1.hash, '{"id":2}');
    await send(c('registro.eslabon', c1), c('registro.eslabon', link(3, c2.hash, '{"id":3}')));
    expect(await estado('cadena-c')).toMatchObject({
      eslabones: '2',
      rotura_secuencia: '3',
      rotura_motivo: 'faltan eslabones: después del n.º 1 llegó el n.º 3',
    });

    // Link 3 comes before link 2 (a redelivery after a failed write, or two services consuming at once): it waits for 2.
    const e = eventFactory('cadena-e');
    const e1 = link(1, 'cadena-e', '{"id":1}');
    const e2 = link(2, e1.hash, '{"id":2}');
    const [m1, m2, m3] = [e('registro.eslabon', e1), e('registro.eslabon', e2), e('registro.eslabon', link(3, e2.hash, '{"id":3}'))];
    await send(m1, m3);
    expect(await estado('cadena-e')).toMatchObject({ ultima_secuencia: '1', eslabones: '2', rotura_secuencia: null });
    await send(m2);
    expect(await estado('cadena-e')).toMatchObject({ ultima_secuencia: '3', eslabones: '3', rotura_secuencia: null });

    // Link 2 is sound in itself but does not name link 1's hash as its anterior.
    const d = eventFactory('cadena-d');
    const d1 = link(1, 'cadena-d', '{"id":1}');
    await send(d('registro.eslabon', d1), d('registro.eslabon', link(2, sha256('otra cadena'), '{"id":2}')));
    expect(await estado('cadena-d')).toMatchObject({ eslabones: '2', rotura_secuencia: '2', rotura_motivo: 'el hash anterior no es el del eslabón n.º 1' });

    // Issue 39: the box's chain rewritten from link 2 after headquarters received it (a punch's time moved on the SD
    // card, every link from it recomputed), and the new link 2 sent: sound in itself, but not the link 2 held here.
    const f = eventFactory('cadena-f');
    const f1 = link(1, 'cadena-f', '{"id":1,"hora":"2026-03-10T14:58:00.000Z"}');
    const f2 = link(2, f1.hash, '{"id":2,"hora":"2026-03-11T00:05:00.000Z"}');
    await send(f('registro.eslabon', f1), f('registro.eslabon', f2));
    expect(await estado('cadena-f')).toMatchObject({ ultima_secuencia: '2', rotura_secuencia: null });
    await send(f('registro.eslabon', link(2, f1.hash, '{"id":2,"hora":"2026-03-11T02:05:00.000Z"}')));
    expect(await estado('cadena-f')).toMatchObject({ eslabones: '2', rotura_secuencia: '2', rotura_motivo: 'el eslabón llegó dos veces con distinto hash' });
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

  it('acknowledges nothing of a batch whose commit fails, and applies it once when it comes back', async () => {
    // PostgreSQL refuses the COMMIT itself (a deferred trigger), after every statement of the batch went through.
    await pool.query(`CREATE FUNCTION refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the test refuses this commit'; END $$`);
    await pool.query(`CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT ON eventos DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.caja = 'poniente') EXECUTE FUNCTION refuse_commit()`);
    const jsm = await jetstreamManager(hub.nc, { domain: HQ_DOMAIN });
    const poniente = eventFactory('poniente');
    const batch = [
      poniente('empleado.creado', empleado(1)),
      ...Array.from({ length: 9 }, (_, i) => poniente('checada.registrada', checada(i + 1, 1, '2026-03-06T15:00:00.000Z', '2026-03-06'))),
    ];
    const before = consumer.stats();
    const seqs: number[] = [];
    for (const m of batch) seqs.push(await hub.publish(m.subject, m.body, m.msgID));

    await until('two failed commits', () => consumer.stats().retried - before.retried >= 2 * batch.length);
    const failing = await jsm.consumers.info(HQ_STREAM, HQ_CONSUMER);
    expect(failing.ack_floor.stream_seq).toBeLessThan(seqs[0]!);
    expect(failing.num_ack_pending + failing.num_pending).toBe(batch.length);
    expect(await count('eventos WHERE caja = $1', ['poniente'])).toBe(0);
    expect(await count('checadas WHERE caja = $1', ['poniente'])).toBe(0);

    await pool.query('DROP TRIGGER refuse_commit ON eventos');
    await pool.query('DROP FUNCTION refuse_commit');
    await until('the batch applied', () => consumer.stats().applied - before.applied >= batch.length);
    expect(await count('eventos WHERE caja = $1', ['poniente'])).toBe(10);
    expect(await count('checadas WHERE caja = $1', ['poniente'])).toBe(9);
    expect((await pool.query('SELECT eventos_aplicados FROM cajas WHERE caja = $1', ['poniente'])).rows).toEqual([{ eventos_aplicados: '10' }]);
    expect(consumer.stats().duplicates).toBe(before.duplicates);
    expect(consumer.stats().rejected).toBe(before.rejected);
    await until('every message acknowledged', async () => {
      const info = await jsm.consumers.info(HQ_STREAM, HQ_CONSUMER);
      return info.ack_floor.stream_seq >= seqs.at(-1)! && info.num_ack_pending === 0;
    });
    handled = consumer.stats().applied + consumer.stats().duplicates + consumer.stats().rejected;
  });

  it('finds every event already written when the stream is delivered again from the start', async () => {
    await consumer.stop();
    const jsm = await jetstreamManager(hub.nc, { domain: HQ_DOMAIN });
    await jsm.consumers.delete(HQ_STREAM, HQ_CONSUMER);
    const eventos = await count('eventos');
    const checadas = await count('checadas');
    const rejected = await count('eventos_rechazados');
    const cadenas = async () => (await pool.query('SELECT caja, eslabones, ultima_secuencia, rotura_secuencia FROM registro_cajas ORDER BY caja')).rows;
    const cadenasAntes = await cadenas();
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
    // Links delivered again are not checked again: no box's chain moved or broke.
    expect(cadenasAntes).toHaveLength(6); // cadena-a to cadena-f above
    expect(await cadenas()).toEqual(cadenasAntes);
  });
});
