import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../db/repositories/index.js';
import { createLogger } from '../logger.js';
import { movableClock } from '../test-support/movableClock.js';
import { createRegistroService } from '../services/registro/index.js';
import { startRegistroSchedule } from './registro.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the daily verification of the record chain', () => {
  it('verifies when the last verification is a day old or missing, and not again within the day', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reloj-cadena-'));
    const db = openDatabase(join(dir, 'reloj.sqlite'));
    migrate(db);
    cleanups.push(() => {
      closeDatabase(db);
      rmSync(dir, { recursive: true, force: true });
    });
    const clock = movableClock('2026-03-16T12:00:00.000Z');
    const repo = createRepositories(db);
    const registro = createRegistroService({ registro: repo.registro, clock });
    const runs = () => db.prepare("SELECT verificado_en AS verificadoEn FROM registro_verificaciones WHERE origen = 'diaria' ORDER BY id").all();
    const start = () => {
      const schedule = startRegistroSchedule(registro, { logger: createLogger('silent'), now: () => clock.now().getTime(), firstDelayMs: 1 });
      cleanups.push(schedule.stop);
    };

    start(); // never verified: at once
    await until(() => runs().length === 1);
    expect(runs()).toEqual([{ verificadoEn: '2026-03-16T12:00:00.000Z' }]);

    clock.set('2026-03-16T20:00:00.000Z'); // eight hours later, a restart: not due
    start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs()).toHaveLength(1);

    clock.set('2026-03-17T12:00:00.000Z'); // a day later: due
    start();
    await until(() => runs().length === 2);
    expect(runs()).toEqual([{ verificadoEn: '2026-03-16T12:00:00.000Z' }, { verificadoEn: '2026-03-17T12:00:00.000Z' }]);
  });
});
