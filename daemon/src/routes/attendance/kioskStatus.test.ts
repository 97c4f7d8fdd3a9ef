/**
 * The employee's own status in the check-in answer (issue 13): punctuality, hours worked, a bono at risk, the days
 * before the record began (issue 40), and the rule that turns it off. Real HTTP and SQLite; the face service answers with the employee (the face engine has its
 * own tests with the real models), and the clock is the box's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FaceMatch } from '../../face/outcome.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { hire, punch, setUpCompany, workDay, type Company } from '../../test-support/prenominaApi.js';

const startServer = trackedTestServers(afterEach);
const fingerprint = 'kiosko-de-la-entrada-01';
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';

type Kiosk = { server: TestServer; clock: MovableClock; company: Company; empleadoId: number; at: (local: string) => void };

/**
 * A company, one employee 09:00-18:00 (rest on Sunday), an approved kiosk whose camera sees that employee. The record
 * began on the hire date (2026-01-05), as on a box in service since then; `primerArranque`: the box was first started
 * that instant instead (what main.ts does).
 */
async function kioskFor(hireOverrides: Parameters<typeof hire>[2] = {}, primerArranque?: string): Promise<Kiosk> {
  const clock = movableClock(primerArranque);
  const server = await startServer({ env: { TZ: 'America/Mexico_City' }, clock });
  if (primerArranque) server.services.inicioRegistro.alArrancar(clock.now());
  else expect((await server.request('PUT', '/api/inicio-registro', { fecha: '2026-01-05', motivo: 'Primer día del reloj' })).status).toBe(200);
  const company = await setUpCompany(server);
  const empleadoId = await hire(server, company, hireOverrides);
  const seen: FaceMatch = {
    kind: 'match',
    employeeId: empleadoId,
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
  return { server, clock, company, empleadoId, at: (local) => clock.set(`${local}:00-06:00`) };
}

const checkIn = (k: Kiosk) => k.server.anonymous('POST', '/api/attendance/check-in', { image: PHOTO }, { 'X-Device-Fingerprint': fingerprint });

// The week of Monday 2026-03-23 to Sunday 2026-03-29 (semanal, starting on Monday, the default rules).
describe('the status in the check-in answer', () => {
  it("says 'a tiempo' for an entrada within the tolerance", async () => {
    const k = await kioskFor();
    k.at('2026-03-26T08:56');
    const response = await checkIn(k);
    expect(response.status).toBe(201);
    expect(response.body.estado).toEqual({ resumen: 'Entrada 08:56 · a tiempo', aviso: null, turno: 'Tu turno de hoy: 09:00 a 18:00.' });
  });

  it('gives the minutes of retardo past the tolerance, in local time (09:18 with 10 min of tolerance is 8 min)', async () => {
    const k = await kioskFor();
    k.at('2026-03-26T09:18');
    const response = await checkIn(k);
    expect(response.body).toMatchObject({ tipo: 'entrada', estado: { resumen: 'Entrada 09:18 · retardo de 8 min', aviso: null } });
  });

  it('gives the time only for an entrada on a rest day', async () => {
    const k = await kioskFor();
    k.at('2026-03-29T10:30'); // Sunday
    expect((await checkIn(k)).body.estado).toEqual({ resumen: 'Entrada 10:30', aviso: null, turno: null });
  });

  it('on salida gives the hours worked today, every entrada-salida pair added up; a repeated punch answers the same', async () => {
    const k = await kioskFor();
    for (const local of ['2026-03-26T09:00', '2026-03-26T14:00', '2026-03-26T15:00']) {
      k.at(local);
      expect((await checkIn(k)).status).toBe(201);
    }
    k.at('2026-03-26T18:05');
    const salida = await checkIn(k);
    expect(salida.body).toMatchObject({ tipo: 'salida', estado: { resumen: 'Salida 18:05 · 8 h 5 min trabajados hoy', aviso: null } });

    k.clock.set(new Date(Date.parse(salida.body.hora) + 30_000).toISOString()); // a second press inside the duplicate window
    const repeated = await checkIn(k);
    expect(repeated.status).toBe(200);
    expect({ ...repeated.body, miAsistencia: null }).toEqual({ ...salida.body, repetida: true, miAsistencia: null }); // a new token (issue 43)
  });

  it('says how close a puntualidad bono is to being lost, and when it was', async () => {
    const k = await kioskFor({ bonoNombre: 'PUNTUALIDAD' }); // lost with 3 retardos
    k.at('2026-03-26T09:18');
    await workDay(k.server, k.empleadoId, '2026-03-23', '09:25', '18:00'); // retardo
    await workDay(k.server, k.empleadoId, '2026-03-24', '09:05', '18:00'); // within the tolerance
    await workDay(k.server, k.empleadoId, '2026-03-25', '09:00', '18:00');
    expect((await checkIn(k)).body.estado).toEqual({
      resumen: 'Entrada 09:18 · retardo de 8 min',
      aviso: 'Llevas 2 retardos esta semana; con 3 se pierde el bono de puntualidad.',
      turno: 'Tu turno de hoy: 09:00 a 18:00.',
    });

    k.at('2026-03-26T18:00');
    expect((await checkIn(k)).body.estado.aviso).toBe('Llevas 2 retardos esta semana; con 3 se pierde el bono de puntualidad.');

    k.at('2026-03-27T09:30');
    expect((await checkIn(k)).body.estado).toEqual({
      resumen: 'Entrada 09:30 · retardo de 20 min',
      aviso: 'Con 3 retardos esta semana se perdió el bono de puntualidad.',
      turno: 'Tu turno de hoy: 09:00 a 18:00.',
    });
  });

  it('counts faltas for an asistencia bono, in the words of the pay period (quincena)', async () => {
    const k = await kioskFor();
    const bono = await k.server.request('POST', '/api/bonos', { nombre: 'ASISTENCIA PERFECTA', monto: 300, tipo: 'asistencia', pierdeCon: 2 });
    expect(bono.status).toBe(201);
    const employee = (await k.server.request('GET', `/api/employees/${k.empleadoId}`)).body;
    expect((await k.server.request('PUT', `/api/employees/${k.empleadoId}`, { ...employee, bono: 300, bonoId: bono.body.id })).status).toBe(200);
    expect((await k.server.request('PUT', '/api/reglas', { periodo: 'quincenal' })).status).toBe(200);

    // Quincena of 16-31 March: Monday 16 to Wednesday 18 worked, Thursday 19 missed, Friday 20 back.
    k.at('2026-03-20T08:58');
    for (const fecha of ['2026-03-16', '2026-03-17', '2026-03-18']) await workDay(k.server, k.empleadoId, fecha, '09:00', '18:00');
    expect((await checkIn(k)).body.estado).toEqual({
      resumen: 'Entrada 08:58 · a tiempo',
      aviso: 'Llevas 1 falta esta quincena; con 2 se pierde el bono de asistencia.',
      turno: 'Tu turno de hoy: 09:00 a 18:00.',
    });
  });

  it('names the day the record began while the period holds working days before it, and says no falta for them', async () => {
    // The box first started on Tuesday 24/03/2026 at 08:00; Ana, hired in 2020, has a bono de asistencia lost with 1 falta.
    const k = await kioskFor({ fechaIngreso: '2020-06-15', bonoNombre: 'ASISTENCIA' }, '2026-03-24T14:00:00.000Z');
    const inicio = 'El registro empezó el 24/03/2026: los días anteriores no cuentan como faltas.';
    k.at('2026-03-24T08:58');
    // Monday 23, before the box, is 'sin_registro': no falta, the bono kept, and the answer says why.
    expect((await checkIn(k)).body.estado).toEqual({ resumen: 'Entrada 08:58 · a tiempo', aviso: inicio, turno: 'Tu turno de hoy: 09:00 a 18:00.' });
    k.at('2026-03-24T18:00');
    expect((await checkIn(k)).body.estado).toEqual({ resumen: 'Salida 18:00 · 9 h 2 min trabajados hoy', aviso: inicio, turno: null });

    // Wednesday missed: a falta after the start is one, and the bono goes.
    k.at('2026-03-26T09:00');
    expect((await checkIn(k)).body.estado).toEqual({
      resumen: 'Entrada 09:00 · a tiempo',
      aviso: `${inicio} Con 1 falta esta semana se perdió el bono de asistencia.`,
      turno: 'Tu turno de hoy: 09:00 a 18:00.',
    });

    // The next week holds no day before the start: nothing more about it.
    k.at('2026-03-30T09:00');
    expect((await checkIn(k)).body.estado).toEqual({ resumen: 'Entrada 09:00 · a tiempo', aviso: null, turno: 'Tu turno de hoy: 09:00 a 18:00.' });
  });

  it('says nothing of the start when the days before it in the period were rest days', async () => {
    // Box first started on Tuesday 24/03/2026; this employee rests on Monday and Sunday.
    const k = await kioskFor({ fechaIngreso: '2020-06-15', diasDescanso: [0, 1] }, '2026-03-24T14:00:00.000Z');
    k.at('2026-03-24T09:00');
    expect((await checkIn(k)).body.estado).toEqual({ resumen: 'Entrada 09:00 · a tiempo', aviso: null, turno: 'Tu turno de hoy: 09:00 a 18:00.' });
  });

  it("shows nothing of the kind when the rules turn it off ('estadoEnKiosco': false)", async () => {
    const k = await kioskFor({ bonoNombre: 'PUNTUALIDAD' });
    const rules = await k.server.request('PUT', '/api/reglas', { estadoEnKiosco: false });
    expect(rules.body.estadoEnKiosco).toBe(false);
    k.at('2026-03-26T09:18');
    await punch(k.server, k.empleadoId, '2026-03-23T09:40', '2026-03-23T18:00');
    const response = await checkIn(k);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ employeeId: k.empleadoId, tipo: 'entrada', estado: null });
  });

  it('still stores and answers the punch when the status cannot be computed', async () => {
    const k = await kioskFor();
    k.server.db.exec('DROP TABLE festivos'); // the pre-nómina cannot read its holidays
    k.at('2026-03-26T09:18');
    const response = await checkIn(k);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ employeeId: k.empleadoId, tipo: 'entrada', estado: null });
    expect(k.server.db.prepare('SELECT COUNT(*) AS n FROM checadas').get()).toEqual({ n: 1 });
  });
});
