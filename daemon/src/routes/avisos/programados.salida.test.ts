/**
 * Issue 44, to the employee at the kiosk: at today's entrada, if yesterday's shift has no salida, the punch's answer
 * carries 'Ayer no registraste tu salida. Avisa a tu encargado.', once (not at the day's next punches). Real HTTP and
 * SQLite; the face service answers with the employee (the face engine has its own tests); the injected clock at fixed
 * instants in Mexico City (UTC-6).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { faceSeen } from '../../test-support/faceSeen.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, punch, setUpCompany, workDay } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';

const startServer = trackedTestServers(afterEach);
const KIOSCO = 'kiosco-de-la-entrada-01';
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';
const SENTENCE = 'Ayer no registraste tu salida. Avisa a tu encargado.';
const HOY = '2026-04-08'; // a Wednesday
const AYER = '2026-04-07';

function sees(server: TestServer, empleadoId: number) {
  const seen = faceSeen(empleadoId);
  server.services.faces.identify = async () => seen;
}

async function box() {
  const clock = movableClock(`${HOY}T06:00:00-06:00`);
  const server = await startServer({ clock, env: { TZ: 'America/Mexico_City' } });
  expect((await server.request('PUT', '/api/reglas', { minutosMinimosJornada: 0 })).status).toBe(200);
  const company = await setUpCompany(server);
  await server.anonymous('POST', '/api/devices/verify', { fingerprint: KIOSCO });
  const device = (await server.request('GET', '/api/devices')).body[0];
  expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  const at = (hhmm: string) => clock.set(`${HOY}T${hhmm}:00-06:00`);
  const checkIn = async (empleadoId: number, key?: string) => {
    sees(server, empleadoId);
    const response = await server.anonymous(
      'POST',
      '/api/attendance/check-in',
      { image: PHOTO },
      { 'X-Device-Fingerprint': KIOSCO, ...(key ? { 'Idempotency-Key': key } : {}) },
    );
    expect([200, 201], response.text).toContain(response.status);
    return response.body as { tipo: string; recordatorio: string | null; repetida: boolean };
  };
  return { server, company, at, checkIn };
}

describe("'Ayer no registraste tu salida' at the kiosk", () => {
  it("is told at today's first entrada after a day with an entrada and no salida, and not at the day's next punches", async () => {
    const { server, company, at, checkIn } = await box();
    const ana = await hire(server, company, { nombre: 'ANA LÓPEZ', numeroEmpleado: '0001' });
    await punch(server, ana, `${AYER}T09:00`); // yesterday: the entrada only

    at('08:55');
    const entrada = await checkIn(ana, '7f1c2a9e-0b7d-4d1e-9a51-1c2b3d4e5f60');
    expect(entrada).toMatchObject({ tipo: 'entrada', recordatorio: SENTENCE, repetida: false });
    // The kiosk resends the same press (its answer was lost): the same punch, the same answer.
    expect(await checkIn(ana, '7f1c2a9e-0b7d-4d1e-9a51-1c2b3d4e5f60')).toMatchObject({ tipo: 'entrada', recordatorio: SENTENCE, repetida: true });

    at('14:00');
    expect(await checkIn(ana)).toMatchObject({ tipo: 'salida', recordatorio: null });
    at('15:00');
    expect(await checkIn(ana)).toMatchObject({ tipo: 'entrada', recordatorio: null }); // back from lunch: not again
  });

  it('is not told after a complete day, nor once the encargado added the missing salida', async () => {
    const { server, company, at, checkIn } = await box();
    const beto = await hire(server, company, { nombre: 'BETO RUIZ', numeroEmpleado: '0002' });
    const carlos = await hire(server, company, { nombre: 'CARLOS DÍAZ', numeroEmpleado: '0003' });
    await workDay(server, beto, AYER, '09:00', '18:00');
    await punch(server, carlos, `${AYER}T09:00`, `${AYER}T18:10`); // the salida added by hand in 'Pre-nómina'

    at('08:56');
    expect(await checkIn(beto)).toMatchObject({ tipo: 'entrada', recordatorio: null });
    at('08:57');
    expect(await checkIn(carlos)).toMatchObject({ tipo: 'entrada', recordatorio: null });
  });
});
