import { latidoSubject } from '@reloj/contract/eventos';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './db/migrate.js';
import { createPool } from './db/pool.js';
import { applyEvent } from './ingest/apply.js';
import { parseMessage } from './ingest/parse.js';
import { startLatidos, type LatidosHandle } from './latidos.js';
import { checada, eventFactory } from './test-support/eventos.js';
import { startTestHub, type TestHub } from './test-support/nats.js';
import { startPostgres, type TestPostgres } from './test-support/postgres.js';
import { until } from './test-support/wait.js';
import { listCajas } from './web/queries.js';
import { cajaStatus } from './web/status.js';

const logger = pino({ level: 'silent' });
let pg: TestPostgres;
let hub: TestHub;
let pool: Pool;
let latidos: LatidosHandle;

beforeAll(async () => {
  [pg, hub] = await Promise.all([startPostgres(), startTestHub()]);
  pool = createPool(pg.url, logger);
  await migrate(pool);
  latidos = startLatidos({ nc: hub.nc, pool, logger });
});

afterAll(async () => {
  await latidos?.stop();
  await pool?.end();
  await hub?.close();
  await pg?.destroy();
});

const latido = (caja: string, relojOffsetMs: number, relojSincronizado: boolean | null, extra: Record<string, unknown> = {}) => ({
  caja,
  reloj: new Date(Date.now() + relojOffsetMs).toISOString(),
  relojSincronizado,
  pendientes: 3,
  ultimaSecuencia: 42,
  version: '0.1.0',
  ...extra,
});

const status = async (caja: string) => {
  const row = (await listCajas(pool)).find((c) => c.caja === caja);
  if (!row) throw new Error(`no row for ${caja}`);
  return { row, status: cajaStatus(row, new Date(), 60) };
};

describe('heartbeats', () => {
  it('records drift, backlog and version, and flags a clock that drifts or is not NTP-synchronised', async () => {
    hub.nc.publish(latidoSubject('adelantada'), JSON.stringify(latido('adelantada', 95_000, true)));
    hub.nc.publish(latidoSubject('sin-ntp'), JSON.stringify(latido('sin-ntp', 0, false)));
    hub.nc.publish(latidoSubject('bien'), JSON.stringify(latido('bien', -2_000, true, { pendientes: 0 })));
    // Speaking for another box, and not a heartbeat at all: dropped.
    hub.nc.publish(latidoSubject('bien'), JSON.stringify(latido('intrusa', 0, true)));
    hub.nc.publish(latidoSubject('rota'), '{nope');
    await hub.nc.flush();
    await until('3 heartbeats stored', async () => (await listCajas(pool)).filter((c) => c.ultimoLatidoEn).length === 3);

    const adelantada = await status('adelantada');
    expect(adelantada.row.desfaseMs).toBeGreaterThan(94_000);
    expect(adelantada.row.desfaseMs).toBeLessThan(96_000);
    expect(adelantada.row).toMatchObject({ pendientes: 3, ultimaSecuenciaReportada: 42, version: '0.1.0', latidoRelojSincronizado: true });
    expect(adelantada.status).toMatchObject({ relojDesfasado: true, conectada: true, eventosAtrasados: 42 });
    expect(adelantada.status.motivoReloj).toMatch(/^difiere \+9[45] s$/);

    expect((await status('sin-ntp')).status).toMatchObject({ relojDesfasado: true, motivoReloj: 'sin sincronizar por NTP' });
    expect((await status('bien')).status).toMatchObject({ relojDesfasado: false, motivoReloj: null });
    expect((await listCajas(pool)).map((c) => c.caja)).toEqual(['adelantada', 'bien', 'sin-ntp']);
    expect(latidos.received()).toBe(3);
  });

  it('flags a box whose newest event says its clock was not synchronised, and counts the lag from the heartbeat', async () => {
    const e = eventFactory('bien', 40);
    for (const [i, sync] of [true, false].entries()) {
      const m = e('checada.registrada', checada(i + 1, 1, '2026-03-02T15:00:00.000Z', '2026-03-02'), { relojSincronizado: sync });
      const parsed = parseMessage(m.subject, m.body);
      if (!parsed.ok) throw new Error(parsed.motivo);
      await applyEvent(pool, parsed.evento);
    }
    const { row, status: s } = await status('bien');
    expect(row.ultimaSecuenciaAplicada).toBe(41);
    expect(s).toMatchObject({ relojDesfasado: true, motivoReloj: 'sin sincronizar por NTP en su último evento', eventosAtrasados: 1 });
  });
});
