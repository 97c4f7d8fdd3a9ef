import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { createPool } from '../db/pool.js';
import { checada, empleado, eventFactory } from '../test-support/eventos.js';
import { startPostgres, type TestPostgres } from '../test-support/postgres.js';
import { applyBatch, type Entrante } from './batch.js';

let pg: TestPostgres;
let pool: Pool;
let seq = 0;

const rows = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
/** Messages as the consumer hands them over, numbered like a stream. */
const entrantes = (...messages: Array<{ subject: string; body: string; msgID: string }>): Entrante[] =>
  messages.map((m) => ({ subject: m.subject, body: m.body, seq: ++seq, msgId: m.msgID }));
/** The same event, written by the box at another instant with another sequence number. */
function stamped<T extends { body: string }>(message: T, creadoEn: string, secuencia: number): T {
  return { ...message, body: JSON.stringify({ ...(JSON.parse(message.body) as object), creadoEn, secuencia }) };
}

beforeAll(async () => {
  pg = await startPostgres();
  pool = createPool(pg.url, pino({ level: 'silent' }));
  await migrate(pool);
});

afterAll(async () => {
  await pool?.end();
  await pg?.destroy();
});

describe('applyBatch: one transaction per batch of the headquarters stream', () => {
  it('writes the good events of a batch and keeps the bad ones in eventos_rechazados', async () => {
    const norte = eventFactory('norte');
    const batch = entrantes(
      norte('checada.registrada', checada(1, 1, '2026-03-02T15:00:00.000Z', '2026-03-02')),
      { subject: 'reloj.norte.eventos.checada.registrada', body: '{"eventoId": roto', msgID: 'roto-1' },
      norte('checada.registrada', checada(2, 1, '2026-03-02T23:00:00.000Z', '2026-03-02', { tipo: 'salida' })),
      // Valid for the box's format, but PostgreSQL's integer column cannot hold it.
      norte('checada.registrada', checada(3_000_000_000, 2, '2026-03-02T15:05:00.000Z', '2026-03-02')),
      norte('empleado.creado', empleado(1, { nombre: 'Rosa Díaz' })),
    );

    const results = await applyBatch(pool, batch);

    expect(results.map((r) => r.kind)).toEqual(['applied', 'rejected', 'applied', 'rejected', 'applied']);
    expect(await rows('SELECT id, tipo FROM checadas WHERE caja = $1 ORDER BY id', ['norte'])).toEqual([
      { id: 1, tipo: 'entrada' },
      { id: 2, tipo: 'salida' },
    ]);
    expect(await rows('SELECT nombre FROM empleados WHERE caja = $1', ['norte'])).toEqual([{ nombre: 'Rosa Díaz' }]);
    const rechazados = await rows('SELECT caja, event_id, motivo FROM eventos_rechazados WHERE caja = $1 ORDER BY id', ['norte']);
    expect(rechazados).toHaveLength(2);
    expect(rechazados[0]).toMatchObject({ caja: 'norte', event_id: 'roto-1' });
    expect(rechazados[0]?.motivo).toMatch(/^JSON inválido/);
    expect(rechazados[1]?.motivo).toMatch(/^PostgreSQL rechazó los datos: .*out of range for type integer/);
    expect(await rows('SELECT eventos_aplicados, ultima_secuencia_aplicada FROM cajas WHERE caja = $1', ['norte'])).toEqual([
      { eventos_aplicados: '3', ultima_secuencia_aplicada: '4' },
    ]);
  });

  it('changes nothing when the same batch is delivered again', async () => {
    const oriente = eventFactory('oriente');
    const batch = entrantes(
      oriente('empleado.creado', empleado(1)),
      oriente('checada.registrada', checada(1, 1, '2026-03-03T15:00:00.000Z', '2026-03-03')),
      oriente('checada.registrada', checada(2, 1, '2026-03-04T00:00:00.000Z', '2026-03-03', { tipo: 'salida' })),
    );
    const snapshot = async () => ({
      eventos: await rows('SELECT event_id, recibido_en FROM eventos WHERE caja = $1 ORDER BY event_id', ['oriente']),
      checadas: await rows('SELECT * FROM checadas WHERE caja = $1 ORDER BY id', ['oriente']),
      empleados: await rows('SELECT * FROM empleados WHERE caja = $1', ['oriente']),
      caja: await rows('SELECT eventos_aplicados, ultima_secuencia_aplicada, ultimo_evento_recibido_en FROM cajas WHERE caja = $1', ['oriente']),
    });

    expect((await applyBatch(pool, batch)).map((r) => r.kind)).toEqual(['applied', 'applied', 'applied']);
    const first = await snapshot();
    expect(first.caja).toMatchObject([{ eventos_aplicados: '3', ultima_secuencia_aplicada: '3' }]);

    expect((await applyBatch(pool, batch)).map((r) => r.kind)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await snapshot()).toEqual(first);
  });

  it('keeps the newer state when an older event for the same row comes after it in the batch', async () => {
    const sur = eventFactory('sur');
    const newer = stamped(
      sur('empleado.actualizado', empleado(7, { nombre: 'Luis Pérez Gómez', salarioDiarioCentavos: 45_000 })),
      '2026-03-10T18:00:00.000Z',
      40,
    );
    const older = stamped(sur('empleado.actualizado', empleado(7, { nombre: 'Luis Pérez', salarioDiarioCentavos: 31_500 })), '2026-03-10T09:00:00.000Z', 12);
    // The same instant twice: the later in the stream wins, as when applied one at a time.
    const tieA = stamped(
      sur('checada.registrada', checada(9, 7, '2026-03-10T15:00:00.000Z', '2026-03-10', { similitud: 0.81 })),
      '2026-03-10T15:00:00.000Z',
      20,
    );
    const tieB = stamped(
      sur('checada.registrada', checada(9, 7, '2026-03-10T15:00:00.000Z', '2026-03-10', { similitud: 0.93 })),
      '2026-03-10T15:00:00.000Z',
      20,
    );

    expect((await applyBatch(pool, entrantes(newer, older, tieA, tieB))).map((r) => r.kind)).toEqual(['applied', 'applied', 'applied', 'applied']);

    expect(await rows('SELECT nombre, salario_diario_centavos FROM empleados WHERE caja = $1 AND id = 7', ['sur'])).toEqual([
      { nombre: 'Luis Pérez Gómez', salario_diario_centavos: '45000' },
    ]);
    expect(await rows('SELECT similitud FROM checadas WHERE caja = $1 AND id = 9', ['sur'])).toEqual([{ similitud: 0.93 }]);
    // The box's newest event is the one of 18:00, sequence 40, though it was not the last one applied.
    expect(
      await rows("SELECT to_char(ultimo_evento_en AT TIME ZONE 'UTC', 'HH24:MI') AS hora, ultima_secuencia_aplicada FROM cajas WHERE caja = $1", ['sur']),
    ).toEqual([{ hora: '18:00', ultima_secuencia_aplicada: '40' }]);
  });

  it('marks a voided punch whose void comes before it in the same batch, and keeps a catalogue row deleted after its save', async () => {
    const centro = eventFactory('centro');
    const batch = entrantes(
      centro('checada.anulada', { id: 1, checadaId: 5, motivo: 'Checó dos veces', anuladaPor: 'gerente', anuladaEn: '2026-03-11T16:00:00.000Z' }),
      centro('checada.registrada', checada(5, 1, '2026-03-11T15:00:00.000Z', '2026-03-11')),
      centro('checada.registrada', checada(6, 1, '2026-03-11T23:00:00.000Z', '2026-03-11', { tipo: 'salida' })),
      centro('catalogo.guardado', { catalogo: 'puestos', id: 3, nombre: 'Almacenista', salarioDiarioCentavos: 32_000 }),
      centro('catalogo.eliminado', { catalogo: 'puestos', id: 3 }),
    );
    await applyBatch(pool, batch);
    expect(await rows('SELECT id, anulada_por, motivo_anulacion FROM checadas WHERE caja = $1 ORDER BY id', ['centro'])).toEqual([
      { id: 5, anulada_por: 'gerente', motivo_anulacion: 'Checó dos veces' },
      { id: 6, anulada_por: null, motivo_anulacion: null },
    ]);
    expect(await rows('SELECT nombre, salario_diario_centavos, eliminado FROM puestos WHERE caja = $1 AND id = 3', ['centro'])).toEqual([
      { nombre: 'Almacenista', salario_diario_centavos: '32000', eliminado: true },
    ]);
  });
});
