/**
 * Issue 40, the acceptance case: a box first started on Tuesday 24/11/2026 in a business that already existed. Ana,
 * hired in 2020 (Monday to Saturday 09:00-18:00 with an hour for lunch, Sunday off, $315.50 a day, bono de asistencia
 * of $200 lost with 1 falta), punches from Tuesday on. Real HTTP and SQLite; the face service answers with Ana.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FaceMatch } from '../../face/outcome.js';
import { movableClock } from '../../test-support/movableClock.js';
import { dayOf, hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { TEST_ADMIN, trackedTestServers } from '../../test-support/testServer.js';

const startServer = trackedTestServers(afterEach);
const fingerprint = 'kiosko-de-la-entrada-01';
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';

async function boxStartedOnTuesday() {
  const clock = movableClock('2026-11-24T14:00:00.000Z'); // Tuesday 24/11/2026, 08:00 in Mexico City
  const server = await startServer({ env: { TZ: 'America/Mexico_City' }, clock });
  // What main.ts does at the first start: the database was created a moment ago.
  server.services.inicioRegistro.alArrancar(clock.now());
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { fechaIngreso: '2020-06-15', bonoNombre: 'ASISTENCIA' });
  const seen: FaceMatch = {
    kind: 'match',
    employeeId: ana,
    score: 0.8,
    margin: 0.3,
    liveness: 0.97,
    livenessOk: true,
    challenged: false,
    crop: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    embedding: new Float32Array(512),
  };
  server.services.faces.identify = async () => seen;
  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body[0];
  expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  const at = (local: string) => clock.set(`${local}:00-06:00`);
  const checkIn = () => server.anonymous('POST', '/api/attendance/check-in', { image: PHOTO }, { 'X-Device-Fingerprint': fingerprint });
  return { server, ana, at, checkIn };
}

describe('a box first started on a Tuesday (issue 40)', () => {
  it('does not tell the first punch that Monday cost the bono; Monday is sin_registro, the séptimo over the days recorded', async () => {
    const { server, ana, at, checkIn } = await boxStartedOnTuesday();
    expect((await server.request('GET', '/api/inicio-registro')).body).toMatchObject({ fecha: '2026-11-24', origen: 'primer_arranque' });
    expect((await server.request('GET', `/api/employees/${ana}`)).body.inicioRegistro).toBe('2026-11-24');

    at('2026-11-24T08:58');
    const first = await checkIn();
    expect(first.status).toBe(201);
    // Before issue 40: aviso 'Con 1 falta esta semana se perdió el bono de asistencia.' Now no falta, and the start named.
    const inicio = 'El registro empezó el 24/11/2026: los días anteriores no cuentan como faltas.';
    expect(first.body.estado).toEqual({ resumen: 'Entrada 08:58 · a tiempo', aviso: inicio, turno: 'Tu turno de hoy: 09:00 a 18:00.' });
    at('2026-11-24T18:00');
    expect((await checkIn()).status).toBe(201);

    for (const fecha of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']) {
      at(`${fecha}T09:00`);
      expect((await checkIn()).body.estado.aviso).toBe(inicio);
      at(`${fecha}T18:00`);
      expect((await checkIn()).status).toBe(201);
    }

    at('2026-11-30T10:00');
    const login = await server.anonymous('POST', '/api/auth/login', TEST_ADMIN);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const response = await server.anonymous('GET', '/api/prenomina?desde=2026-11-23&hasta=2026-11-29', undefined, { cookie });
    expect(response.status).toBe(200);
    expect(response.body.inicioRegistro).toBe('2026-11-24');
    const row = response.body.empleados.find((e: { empleadoId: number }) => e.empleadoId === ana);
    expect(row.dias.map((d: { estado: string }) => d.estado)).toEqual([
      'sin_registro',
      'asistencia',
      'asistencia',
      'asistencia',
      'asistencia',
      'asistencia',
      'descanso',
    ]);
    expect(dayOf(row, '2026-11-23').nota).toBe('Sin registro: el reloj registra la asistencia desde el 24/11/2026; este día no se paga ni se descuenta aquí');
    // sueldo 5 × 315.50 = 1,577.50; séptimo (LFT art. 72, over the days recorded) 315.50 × 5 / 6 = 262.9166… → 262.92;
    // bono de asistencia 200 (no falta); total 1,577.50 + 262.92 + 200 = 2,040.42.
    expect(row).toMatchObject({ diasTrabajados: 5, faltas: 0, retardos: 0, sueldo: 1577.5, septimoDia: 262.92, bonos: 200, total: 2040.42 });
    expect(row.bonosDetalle[0]).toMatchObject({ ganado: true });
  });

  it('an employee enrolled later: their own inicioRegistro, days before it sin_registro', async () => {
    const { server, ana } = await boxStartedOnTuesday();
    const employee = (await server.request('GET', `/api/employees/${ana}`)).body;
    const put = await server.request('PUT', `/api/employees/${ana}`, {
      ...employee,
      inicioRegistro: '2026-11-26',
      motivoInicioRegistro: 'Registró su rostro el jueves',
    });
    expect(put.status).toBe(200);
    const row = (await server.request('GET', '/api/prenomina?desde=2026-11-23&hasta=2026-11-24')).body.empleados[0];
    expect(row.dias.map((d: { estado: string }) => d.estado)).toEqual(['sin_registro', 'sin_registro']);
    expect(row).toMatchObject({ faltas: 0, total: 200 });
  });
});
