import { afterEach, describe, expect, it } from 'vitest';
import { clockSyncRepository } from '../db/repositories/clockSync.js';
import { movableClock } from '../test-support/movableClock.js';
import { hire, punch, setUpCompany } from '../test-support/prenominaApi.js';
import { trackedTestServers } from '../test-support/testServer.js';
import { parseTimedatectlShow } from './clockSync.js';

const start = trackedTestServers(afterEach);

describe('parseTimedatectlShow', () => {
  it('reads NTPSynchronized from `timedatectl show`', () => {
    const show = (ntp: string) =>
      `Timezone=America/Mexico_City\nLocalRTC=no\nCanNTP=yes\nNTP=yes\nNTPSynchronized=${ntp}\nTimeUSec=Thu 2026-11-26 04:40:00 CST\n`;
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
    let answer = false;
    const schedule = server.services.clockSync.start({ read: async () => answer, intervalMs: 20 });
    await schedule.firstCheck;
    expect(clockSyncRepository(server.db).current().sincronizado).toBe(false);
    await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' });
    answer = true;
    await expect.poll(() => clockSyncRepository(server.db).current().sincronizado).toBe(true);
    schedule.stop();
    expect(clockSyncRepository(server.db).current().comprobadoEn).toEqual(expect.any(String));
    expect(server.db.prepare('SELECT reloj_sincronizado FROM eventos_salida').all()).toEqual([{ reloj_sincronizado: 0 }]);
  });
});

describe('a punch and the clock', () => {
  it('records whether the clock was synchronised when it was stored, and that mark can never change', async () => {
    const server = await start({ clock: movableClock() });
    const ana = await hire(server, await setUpCompany(server));
    server.db.prepare('UPDATE reloj_sistema SET sincronizado = 0').run();
    const [unsynced] = await punch(server, ana, '2026-03-09T08:56');
    server.db.prepare('UPDATE reloj_sistema SET sincronizado = 1').run();
    const [synced] = await punch(server, ana, '2026-03-09T18:00');
    const mark = (id: number) => server.db.prepare('SELECT reloj_sincronizado AS r FROM checadas WHERE id = ?').get(id);
    expect([mark(unsynced.id), mark(synced.id)]).toEqual([{ r: 0 }, { r: 1 }]);
    expect(() => server.db.prepare('UPDATE checadas SET reloj_sincronizado = 1 WHERE id = ?').run(unsynced.id)).toThrow(/append-only/);
  });

  it("tells an approved kiosk that the box's clock is not synchronised, so it can warn", async () => {
    const server = await start();
    const fingerprint = 'kiosko-reloj-sin-hora-0001';
    const pending = (await server.anonymous('POST', '/api/devices/verify', { fingerprint })).body;
    expect(pending).not.toHaveProperty('relojSincronizado');
    const device = (await server.request('GET', '/api/devices')).body.find((d: { codigo: string }) => d.codigo === pending.code);
    await server.request('POST', `/api/devices/${device.id}/approve`);
    server.db.prepare('UPDATE reloj_sistema SET sincronizado = 0').run();
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint })).body).toMatchObject({ isAuthorized: true, relojSincronizado: false });
    server.db.prepare('UPDATE reloj_sistema SET sincronizado = 1').run();
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint })).body).not.toHaveProperty('relojSincronizado');
  });
});
