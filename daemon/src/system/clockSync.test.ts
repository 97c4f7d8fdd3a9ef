import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { trackedTestServers } from '../test-support/testServer.js';
import { clockSyncRepository, parseTimedatectlShow, startClockSyncSchedule } from './clockSync.js';

const start = trackedTestServers(afterEach);

describe('parseTimedatectlShow', () => {
  it('reads NTPSynchronized from `timedatectl show`', () => {
    const show = (ntp: string) => `Timezone=America/Mexico_City\nLocalRTC=no\nCanNTP=yes\nNTP=yes\nNTPSynchronized=${ntp}\nTimeUSec=Thu 2026-11-26 04:40:00 CST\n`;
    expect(parseTimedatectlShow(show('yes'))).toBe(true);
    expect(parseTimedatectlShow(show('no'))).toBe(false);
    expect(parseTimedatectlShow('NTPSynchronized=yes')).toBe(true);
  });

  it('does not guess when the answer is missing or odd', () => {
    expect(parseTimedatectlShow('')).toBeNull();
    expect(parseTimedatectlShow('System has not been booted with systemd as init system (PID 1).')).toBeNull();
    expect(parseTimedatectlShow('NTPSynchronized=maybe')).toBeNull();
  });
});

describe('startClockSyncSchedule', () => {
  it('keeps the latest answer in reloj_sistema, where the next punch and event read it', async () => {
    const server = await start();
    const answers = [false, true];
    const schedule = startClockSyncSchedule({ db: server.db, logger: createLogger('silent'), read: async () => answers.shift() ?? true, intervalMs: 10 });
    await schedule.firstCheck;
    expect(clockSyncRepository(server.db).current().sincronizado).toBe(false);
    await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    schedule.stop();
    expect(clockSyncRepository(server.db).current()).toMatchObject({ sincronizado: true, comprobadoEn: expect.any(String) });
    const rows = server.db.prepare('SELECT reloj_sincronizado FROM eventos_salida').all();
    expect(rows).toEqual([{ reloj_sincronizado: 0 }]);
  });
});
