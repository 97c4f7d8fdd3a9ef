import { describe, expect, it } from 'vitest';
import { isLoopback, loadConfig } from './config.js';

const DB = { HQ_DATABASE_URL: 'postgres://reloj@127.0.0.1/corporativo' };

describe('config', () => {
  it('has defaults for everything but the database', () => {
    expect(loadConfig(DB)).toEqual({
      databaseUrl: DB.HQ_DATABASE_URL,
      nats: { url: 'nats://127.0.0.1:4222' },
      web: { port: 3100, host: '127.0.0.1', user: 'corporativo' },
      cajasFile: null,
      driftAlertSeconds: 60,
      timeZone: 'America/Mexico_City',
      logLevel: 'info',
    });
    expect(() => loadConfig({})).toThrow(/Falta HQ_DATABASE_URL/);
  });

  it('refuses to open the page to the network without a password', () => {
    expect(() => loadConfig({ ...DB, HQ_HOST: '0.0.0.0' })).toThrow(/HQ_HOST=0\.0\.0\.0 expone la página Corporativo a la red: define HQ_WEB_PASSWORD/);
    expect(loadConfig({ ...DB, HQ_HOST: '0.0.0.0', HQ_WEB_PASSWORD: 'x'.repeat(12) }).web).toMatchObject({ host: '0.0.0.0', password: 'x'.repeat(12) });
    expect([isLoopback('127.0.0.1'), isLoopback('::1'), isLoopback('localhost'), isLoopback('192.168.1.5')]).toEqual([true, true, true, false]);
  });

  it('refuses a bad port, drift threshold or time zone', () => {
    expect(() => loadConfig({ ...DB, HQ_PORT: '99999' })).toThrow(/HQ_PORT/);
    expect(() => loadConfig({ ...DB, HQ_DRIFT_ALERT_S: '-1' })).toThrow(/HQ_DRIFT_ALERT_S/);
    expect(() => loadConfig({ ...DB, TZ: 'Marte/Olympus' })).toThrow(/TZ=Marte\/Olympus no es una zona horaria válida/);
  });
});
