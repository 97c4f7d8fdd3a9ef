import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { createPool } from '../db/pool.js';
import { eventFactory } from '../test-support/eventos.js';
import { startPostgres, type TestPostgres } from '../test-support/postgres.js';
import { applyBatch, type Entrante } from './batch.js';

// Issue 44: the alerts each box raised reach headquarters' `avisos` table, one row per alert.
let pg: TestPostgres;
let pool: Pool;
let seq = 0;

type Mensaje = { subject: string; body: string; msgID: string };
const entrantes = (...messages: Mensaje[]): Entrante[] => messages.map((m) => ({ subject: m.subject, body: m.body, seq: ++seq, msgId: m.msgID }));
const kinds = async (...messages: Mensaje[]) => (await applyBatch(pool, entrantes(...messages))).map((r) => r.kind);

const avisos = async (caja: string) =>
  (await pool.query(`SELECT clave, tipo, sucursal_id, sucursal, fecha, titulo, texto, datos FROM avisos WHERE caja = $1 ORDER BY fecha`, [caja])).rows;

beforeAll(async () => {
  pg = await startPostgres();
  pool = createPool(pg.url, pino({ level: 'silent' }));
  await migrate(pool);
});

afterAll(async () => {
  await pool?.end();
  await pg?.destroy();
});

/** Alerts as the box's services/avisos/alertas.ts sends them. */
const kiosco = {
  clave: 'kiosco_sin_senal:2:2026-04-06T15:05',
  tipo: 'kiosco_sin_senal',
  sucursalId: 1,
  sucursal: 'CENTRO',
  fecha: '2026-04-06T15:20:00.000Z',
  titulo: 'CENTRO: el kiosco «Entrada» no responde',
  texto: 'El kiosco «Entrada» de CENTRO no responde desde las 09:05 del 06/04/2026.',
  datos: { dispositivoId: 2, desde: '2026-04-06T15:05:00.000Z' },
};
const respaldo = {
  clave: 'respaldo_fallido:2026-04-06',
  tipo: 'respaldo_fallido',
  sucursalId: null,
  sucursal: null,
  fecha: '2026-04-06T09:00:00.000Z',
  titulo: 'No se pudo hacer el respaldo diario',
  texto: 'El respaldo automático falló el 06/04/2026 a las 03:00. Motivo: disco lleno',
  datos: { fecha: '2026-04-06', motivo: 'disco lleno' },
};

const filaKiosco = {
  clave: kiosco.clave,
  tipo: 'kiosco_sin_senal',
  sucursal_id: 1,
  sucursal: 'CENTRO',
  fecha: new Date('2026-04-06T15:20:00.000Z'),
  titulo: kiosco.titulo,
  texto: kiosco.texto,
  datos: kiosco.datos,
};
const filaRespaldo = {
  clave: respaldo.clave,
  tipo: 'respaldo_fallido',
  sucursal_id: null,
  sucursal: null,
  fecha: new Date('2026-04-06T09:00:00.000Z'),
  titulo: respaldo.titulo,
  texto: respaldo.texto,
  datos: respaldo.datos,
};

describe('alerts at headquarters', () => {
  it('keeps each alert of a box once, whatever is redelivered', async () => {
    const sur = eventFactory('sur');
    const a = sur('aviso.generado', kiosco);
    const b = sur('aviso.generado', respaldo);
    // The kiosk's alert is delivered twice in its batch.
    expect(await kinds(a, b, a)).toEqual(['applied', 'applied', 'duplicate']);
    expect(await avisos('sur')).toEqual([filaRespaldo, filaKiosco]);
    expect(await kinds(b, a)).toEqual(['duplicate', 'duplicate']);

    // The same alert under another event id (a box restored from a backup raises it again, a minute later): one row, as it was.
    const otraVez = sur('aviso.generado', { ...kiosco, fecha: '2026-04-06T15:21:00.000Z', titulo: 'otra vez' });
    expect(await kinds(otraVez)).toEqual(['applied']);
    expect(await avisos('sur')).toEqual([filaRespaldo, filaKiosco]);
  });

  it("keeps another box's alert with the same key apart", async () => {
    const norte = eventFactory('norte');
    expect(await kinds(norte('aviso.generado', { ...kiosco, sucursal: 'Matriz Monterrey' }))).toEqual(['applied']);
    expect(await avisos('norte')).toEqual([{ ...filaKiosco, sucursal: 'Matriz Monterrey' }]);
    expect(await avisos('sur')).toHaveLength(2);
  });

  it('dead-letters an alert without its title, and writes nothing', async () => {
    const oeste = eventFactory('oeste');
    const { titulo: _titulo, ...sinTitulo } = kiosco;
    const [resultado] = await applyBatch(pool, entrantes(oeste('aviso.generado', sinTitulo)));
    expect(resultado).toMatchObject({ kind: 'rejected', motivo: expect.stringContaining('titulo') });
    expect(await avisos('oeste')).toEqual([]);
  });
});
