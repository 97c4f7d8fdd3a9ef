import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { createPool } from '../db/pool.js';
import { eventFactory } from '../test-support/eventos.js';
import { startPostgres, type TestPostgres } from '../test-support/postgres.js';
import { applyBatch, type Entrante } from './batch.js';

// Issue 41: a box's turnos, roles, assignments and one-day changes reach headquarters' tables.
let pg: TestPostgres;
let pool: Pool;
let seq = 0;

const rows = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
const entrantes = (...messages: Array<{ subject: string; body: string; msgID: string }>): Entrante[] =>
  messages.map((m) => ({ subject: m.subject, body: m.body, seq: ++seq, msgId: m.msgID }));

beforeAll(async () => {
  pg = await startPostgres();
  pool = createPool(pg.url, pino({ level: 'silent' }));
  await migrate(pool);
});

afterAll(async () => {
  await pool?.end();
  await pg?.destroy();
});

const dias = [
  {
    segmentos: [
      { entrada: '10:00', salida: '15:00' },
      { entrada: '17:00', salida: '20:00' },
    ],
    minutosComida: 0,
  },
  { segmentos: [], minutosComida: 0 },
];
const cambio = (id: number, empleadoId: number, conEmpleadoId: number, turnoId: number | null) => ({
  id,
  empleadoId,
  fecha: '2026-03-26',
  turnoId,
  descanso: turnoId === null,
  conEmpleadoId,
  grupo: 'a1b2',
  motivo: 'Cambio acordado',
  registradoPor: 'admin',
  registradoEn: '2026-03-25T18:00:00.000Z',
});

describe('turnos at headquarters', () => {
  it('projects turnos, roles, assignments and one-day changes, and marks what the box deleted', async () => {
    const sur = eventFactory('sur');
    const results = await applyBatch(
      pool,
      entrantes(
        sur('turno.guardado', { id: 1, nombre: 'Quebrado', codigo: 'Q', color: '#c0392b', tipo: 'ciclo', dias, inicioCiclo: '2026-03-02', activo: true }),
        sur('rol.guardado', { id: 1, nombre: 'Rotación', turnos: [1], inicio: '2026-03-02' }),
        sur('asignacion.guardada', {
          id: 7,
          empleadoId: 3,
          turnoId: null,
          rolId: 1,
          vigenteDesde: '2026-03-02',
          registradoPor: null,
          registradoEn: '2026-03-01T00:00:00.000Z',
        }),
        sur('cambio_turno.agregado', cambio(4, 3, 5, null)),
        sur('cambio_turno.agregado', cambio(5, 5, 3, 1)),
        sur('cambio_turno.eliminado', cambio(4, 3, 5, null)),
        sur('rol.eliminado', { id: 1 }),
      ),
    );
    expect(results.map((r) => r.kind)).toEqual(Array(7).fill('applied'));
    expect(await rows('SELECT id, nombre, tipo, dias, inicio_ciclo::text, activo, eliminado FROM turnos WHERE caja = $1', ['sur'])).toEqual([
      { id: 1, nombre: 'Quebrado', tipo: 'ciclo', dias, inicio_ciclo: '2026-03-02', activo: true, eliminado: false },
    ]);
    expect(await rows('SELECT id, nombre, turnos, eliminado FROM roles WHERE caja = $1', ['sur'])).toEqual([
      { id: 1, nombre: 'Rotación', turnos: [1], eliminado: true },
    ]);
    expect(await rows('SELECT id, empleado_id, turno_id, rol_id, vigente_desde::text FROM asignaciones WHERE caja = $1', ['sur'])).toEqual([
      { id: 7, empleado_id: 3, turno_id: null, rol_id: 1, vigente_desde: '2026-03-02' },
    ]);
    expect(
      await rows(
        'SELECT id, empleado_id, turno_id, descanso, con_empleado_id, eliminado_en IS NOT NULL AS eliminado FROM cambios_turno WHERE caja = $1 ORDER BY id',
        ['sur'],
      ),
    ).toEqual([
      { id: 4, empleado_id: 3, turno_id: null, descanso: true, con_empleado_id: 5, eliminado: true },
      { id: 5, empleado_id: 5, turno_id: 1, descanso: false, con_empleado_id: 3, eliminado: false },
    ]);
  });
});
