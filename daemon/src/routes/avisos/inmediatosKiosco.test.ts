/**
 * Issue 44, 'kiosco_sin_senal': an approved kiosk silent for more than `minutosKioscoSinSenal` (30 here) of its
 * branch's working time, checked every minute by jobs/vigilancia.ts with the injected clock, e-mailed once per silence
 * and read back from a real SMTP server. The branch works 09:00-18:00 Monday to Saturday (its one employee's schedule,
 * no turnos), in the box's zone (America/Mexico_City, UTC-6), whatever the machine's zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVigilancia, type Vigilancia } from '../../jobs/vigilancia.js';
import { createLogger } from '../../logger.js';
import { adminId, mailing, readBack, subscribe, type Mailing } from '../../test-support/avisosMailing.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

const clock = movableClock('2026-04-06T14:00:00.000Z');
const at = (local: string) => clock.set(`${local}:00-06:00`);
const BODEGA = 'kiosko-de-la-bodega-01';
let server: TestServer;
let mail: Mailing;
let job: Vigilancia;
let ana: number;

/** The kiosk's page asks the box whether it is still approved, as it does every minute. */
const poll = async () => expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint: BODEGA })).body.isAuthorized).toBe(true);

/** One run of the minute's checks at a local time; the subjects of the messages sent so far. */
async function checkAt(local: string): Promise<string[]> {
  at(local);
  job.tick();
  return (await mail.delivered()).map((m) => readBack(m).subject ?? '');
}

beforeAll(async () => {
  at('2026-04-06T07:00'); // Monday
  server = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' } });
  const company = await setUpCompany(server);
  ana = await hire(server, company, { numeroEmpleado: '0007' });
  await subscribe(server, await adminId(server), 'administrador', { email: 'dueno@empresa.mx', avisos: ['kiosco_sin_senal'] });
  const gerente = await server.request('POST', '/api/usuarios', {
    usuario: 'gerente1',
    password: 'una-contraseña-larga',
    rol: 'gerente',
    sucursalIds: [company.sucursalId],
  });
  await subscribe(server, gerente.body.id, 'gerente', { email: 'gerente@empresa.mx', avisos: ['kiosco_sin_senal'] });
  await server.anonymous('POST', '/api/devices/verify', { fingerprint: BODEGA });
  const device = (await server.request('GET', '/api/devices')).body[0];
  const approved = await server.request('POST', `/api/devices/${device.id}/approve`, { nombre: 'BODEGA', sucursalId: company.sucursalId });
  expect(approved.status).toBe(200);
  // From Monday 13 April the branch works nights (set up now: a session does not last the week the clock skips).
  const noche = await server.request('POST', '/api/turnos', {
    nombre: 'Noche',
    codigo: 'NOC',
    color: '#1f77b4',
    tipo: 'semanal',
    dias: Array.from({ length: 7 }, () => ({ segmentos: [{ entrada: '22:00', salida: '06:00' }] })),
  });
  expect(noche.status, noche.text).toBe(201);
  const asignada = await server.request('POST', '/api/asignaciones', { empleadoIds: [ana], turnoId: noche.body.id, vigenteDesde: '2026-04-13' });
  expect(asignada.status, asignada.text).toBe(201);
  mail = await mailing(server, 30);
  job = startVigilancia({ kioscos: server.services.avisosInmediatos.revisarKioscos }, { logger: createLogger('silent'), intervalMs: 3_600_000 });
});

afterAll(async () => {
  job.stop();
  await mail.stop();
  await server.close();
});

describe("'kiosco_sin_senal'", () => {
  it('counts only the silence within working hours, and sends one alert per silence to whoever watches the branch', async () => {
    at('2026-04-06T08:00');
    await poll(); // the kiosk's last word: 08:00, before the shift
    expect(await checkAt('2026-04-06T08:50')).toEqual([]); // 50 minutes silent, none of them working time
    expect(await checkAt('2026-04-06T09:30')).toEqual([]); // 30 minutes of the shift: not more than 30
    const subject = 'Aviso del reloj checador: Kiosco «BODEGA» sin señal (Sucursal CENTRO)';
    expect(await checkAt('2026-04-06T09:31')).toEqual([subject, subject]);
    const sent = (await mail.delivered()).map(readBack);
    expect(sent.map((m) => m.to)).toEqual([['dueno@empresa.mx'], ['gerente@empresa.mx']]);
    expect(sent[0]!.text).toContain(
      'El kiosco «BODEGA» no se comunica con el reloj desde el 06/04/2026 a las 08:00 (hace 1 h 31 min), en horario de trabajo.\n' +
        'Mientras tanto nadie puede checar en él: revisa que esté encendido y conectado a la red.',
    );
    // The same silence, checked every minute afterwards: nothing more.
    expect(await checkAt('2026-04-06T09:32')).toHaveLength(2);
    expect(await checkAt('2026-04-06T12:00')).toHaveLength(2);

    // It comes back at 17:00 and goes silent again: after the shift (18:00) that silence sends nothing…
    at('2026-04-06T17:00');
    await poll();
    expect(await checkAt('2026-04-06T17:20')).toHaveLength(2);
    expect(await checkAt('2026-04-06T18:30')).toHaveLength(2); // 90 minutes silent, but outside working hours
    expect(await checkAt('2026-04-06T23:59')).toHaveLength(2);
    expect(await checkAt('2026-04-07T09:15')).toHaveLength(2); // Tuesday: 15 minutes into the shift
    // …until it has lasted more than 30 minutes of the next shift: a new silence, a new alert.
    const after = await checkAt('2026-04-07T09:31');
    expect(after).toHaveLength(4);
    expect((await mail.delivered()).map(readBack)[2]!.text).toContain('desde el 06/04/2026 a las 17:00 (hace 16 h 31 min), en horario de trabajo.');
  });

  it('sends nothing on the branch’s rest day, however long the kiosk is silent', async () => {
    const before = (await mail.delivered()).length;
    at('2026-04-11T18:00'); // Saturday, the end of the shift
    await poll();
    for (const local of ['2026-04-12T09:00', '2026-04-12T12:00', '2026-04-12T17:59']) expect(await checkAt(local)).toHaveLength(before); // Sunday
  });

  it('goes by the turnos when the branch has them: a night shift 22:00-06:00 instead of the employee’s 09:00-18:00', async () => {
    const before = (await mail.delivered()).length;
    at('2026-04-13T11:00'); // Monday
    await poll();
    expect(await checkAt('2026-04-13T13:00')).toHaveLength(before); // the employee's old hours: no longer working time
    expect(await checkAt('2026-04-13T22:30')).toHaveLength(before);
    expect((await checkAt('2026-04-13T22:31')).slice(before)).toEqual([
      'Aviso del reloj checador: Kiosco «BODEGA» sin señal (Sucursal CENTRO)',
      'Aviso del reloj checador: Kiosco «BODEGA» sin señal (Sucursal CENTRO)',
    ]);
    // Back at 23:00, silent again: after midnight the shift that began yesterday is still working time.
    at('2026-04-13T23:00');
    await poll();
    expect(await checkAt('2026-04-13T23:30')).toHaveLength(before + 2);
    const overnight = await checkAt('2026-04-14T00:10');
    expect(overnight).toHaveLength(before + 4);
    expect((await mail.delivered()).map(readBack).at(-1)!.text).toContain('desde el 13/04/2026 a las 23:00 (hace 1 h 10 min), en horario de trabajo.');
    expect(await checkAt('2026-04-14T07:00')).toHaveLength(before + 4);
  });
});
