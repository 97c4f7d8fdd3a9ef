/**
 * Issue 44, 'resumen_diario': one message per branch at resumenHora (07:00) about yesterday and what is pending today,
 * once per branch and day across a restart, sent late when the box was off at that hour, nothing when there is nothing
 * to tell. A small week built by hand; the expected lines are written by hand. Real SQLite, a real SMTP server on
 * loopback, the injected clock at fixed instants in Mexico City (UTC-6), whatever the machine's zone and hour.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startAvisosSender } from '../../jobs/avisos.js';
import { startAvisosProgramados } from '../../jobs/avisosProgramados.js';
import { faceSeen } from '../../test-support/faceSeen.js';
import { createLogger } from '../../logger.js';
import { adminId, configureSmtp, subscribe } from '../../test-support/avisosMailing.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { hire, incidencia, punch, setUpCompany, workDay } from '../../test-support/prenominaApi.js';
import { startTestSmtp, type TestSmtp } from '../../test-support/testSmtp.js';
import { startTestServer, trackedTestServers, type TestServer } from '../../test-support/testServer.js';

const startServer = trackedTestServers(afterEach);
const logger = createLogger('silent');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';
const KIOSCO = 'kiosco-de-la-entrada-01';
// Friday 3 April 2026; yesterday is Thursday the 2nd, in the week of Monday 30 March.
const HOY = '2026-04-03';
const local = (clock: MovableClock, fechaHora: string) => clock.set(`${fechaHora}:00-06:00`);

const resumenes = (server: TestServer) =>
  server.db.prepare("SELECT sucursal_id AS sucursal, titulo, destino FROM avisos WHERE tipo = 'resumen_diario' ORDER BY id").all() as {
    sucursal: number;
    titulo: string;
    destino: string;
  }[];

async function configure(server: TestServer, smtp: TestSmtp) {
  await subscribe(server, await adminId(server), 'administrador', { email: 'dueno@empresa.mx', avisos: ['resumen_diario'] });
  await configureSmtp(server, smtp.port);
}

async function smtpServer(): Promise<TestSmtp> {
  const smtp = await startTestSmtp({ users: { avisos: 'clave-1' } });
  cleanups.push(() => smtp.stop());
  return smtp;
}

function sender(server: TestServer) {
  const job = startAvisosSender(server.services.avisos, { logger, intervalMs: 3_600_000 });
  cleanups.push(() => job.stop());
  return job;
}

/** An approved kiosk whose camera sees `empleadoId` (the face engine has its own tests). */
async function kioskSees(server: TestServer, empleadoId: number) {
  if ((await server.request('GET', '/api/devices')).body.length === 0) {
    await server.anonymous('POST', '/api/devices/verify', { fingerprint: KIOSCO });
    const device = (await server.request('GET', '/api/devices')).body[0];
    expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  }
  const seen = faceSeen(empleadoId);
  server.services.faces.identify = async () => seen;
  return (await server.request('GET', '/api/devices')).body[0].id as number;
}

/**
 * The hand-built week in CENTRO (09:00-18:00 with 60 min of meal, rest on Sunday, hired 05/01/2026 unless said), and
 * LUIS in NORTE with a quiet Thursday. Overtime needs no authorisation here, so it counts for art. 66.
 */
async function semana(server: TestServer, clock: MovableClock) {
  expect((await server.request('PUT', '/api/reglas', { horasExtraRequierenAutorizacion: false, minutosMinimosJornada: 0 })).status).toBe(200);
  const company = await setUpCompany(server);
  const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id as number;
  const ana = await hire(server, company, { nombre: 'ANA LÓPEZ', numeroEmpleado: '0001' });
  const beto = await hire(server, company, { nombre: 'BETO RUIZ', numeroEmpleado: '0002' });
  const carlos = await hire(server, company, { nombre: 'CARLOS DÍAZ', numeroEmpleado: '0003' });
  const dora = await hire(server, company, { nombre: 'DORA PAZ', numeroEmpleado: '0004' });
  const eva = await hire(server, company, { nombre: 'EVA SOTO', numeroEmpleado: '0005' });
  const fer = await hire(server, company, { nombre: 'FER GIL', numeroEmpleado: '0006', fechaIngreso: '2023-10-20' });
  const gaby = await hire(server, company, { nombre: 'GABY RÍOS', numeroEmpleado: '0007' });
  const hugo = await hire(server, company, { nombre: 'HUGO NAVA', numeroEmpleado: '0008' });
  const luis = await hire(server, company, { nombre: 'LUIS MORA', numeroEmpleado: '0009', sucursal: 'NORTE' });

  // The week before was closed on Monday the 30th at noon ('Pre-nómina' → 'Cerrar periodo', here through its service:
  // the test's session began this Friday).
  local(clock, '2026-03-30T12:00');
  const periodo = server.services.periodos.create({ desde: '2026-03-23', hasta: '2026-03-29' }, 'admin');
  server.services.periodos.close(periodo.id, 'admin');

  local(clock, `${HOY}T06:50`);
  const JUEVES = '2026-04-02';
  // ANA: nothing on Thursday (falta). BETO: 09:25 with 10 min of tolerance (15 min of retardo). CARLOS: one punch.
  await workDay(server, beto, JUEVES, '09:25', '18:00');
  await punch(server, carlos, `${JUEVES}T09:02`);
  // DORA: an hour past 18:00 Monday to Wednesday, four and a half on Thursday: more than 3 hours in a day, and
  // overtime on a 4th day of the week.
  for (const fecha of ['2026-03-30', '2026-03-31', '2026-04-01']) await workDay(server, dora, fecha, '09:00', '19:00');
  await workDay(server, dora, JUEVES, '09:00', '22:30');
  for (const id of [eva, fer, gaby, hugo, luis]) await workDay(server, id, JUEVES, '09:00', '18:00');
  // EVA is on vacation today; FER's first year (12 days, from 20/10/2024) is 18 months old on 20/04/2026.
  await incidencia(server, { empleadoId: eva, fecha: HOY, tipo: 'vacaciones', adelantadas: true });
  // A kiosk that was offline delivered HUGO's punch of Friday the 27th on Thursday at 10:00, after the close.
  const kiosco = await kioskSees(server, hugo);
  server.db
    .prepare(`INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at) VALUES (?, ?, 'entrada', ?, ?, 0.9, ?)`)
    .run(hugo, kiosco, '2026-03-27T15:01:00.000Z', '2026-03-27', '2026-04-02T16:00:00.000Z');
  // GABY asks at the kiosk, this morning, to justify Wednesday.
  await kioskSees(server, gaby);
  const entrada = await server.anonymous('POST', '/api/attendance/check-in', { image: PHOTO }, { 'X-Device-Fingerprint': KIOSCO });
  expect(entrada.status, entrada.text).toBe(201);
  const pedida = await server.anonymous(
    'POST',
    '/api/kiosk/solicitudes',
    { tipo: 'justificacion', fecha: '2026-04-01', motivo: 'Cita médica' },
    { 'X-Device-Fingerprint': KIOSCO, 'X-Mi-Asistencia': entrada.body.miAsistencia.token },
  );
  expect(pedida.status, pedida.text).toBe(201);
  return { company, norte, ana };
}

const EXPECTED = [
  'Sucursal CENTRO: lo que dejó el jueves 02/04/2026 y lo pendiente hoy, viernes 03/04/2026.',
  'Faltas (1):',
  '- ANA LÓPEZ (núm. 0001), turno de las 09:00',
  'Retardos (1):',
  '- BETO RUIZ (núm. 0002): entrada a las 09:25 (turno de las 09:00), retardo de 15 min',
  'Entradas sin salida o salidas sin entrada (1):',
  '- CARLOS DÍAZ (núm. 0003): una sola checada, a las 09:02',
  'Tiempo extra sobre los límites de la ley (LFT art. 66) (1):',
  '- DORA PAZ (núm. 0004): 4 h 30 min de tiempo extra el 02/04/2026: la ley permite como máximo 3 horas al día (LFT art. 66); ' +
    'Tiempo extra en 4 días de la semana del 30/03/2026: la ley permite como máximo 3 veces por semana (LFT art. 66)',
  'Checadas después del cierre del periodo (1):',
  '- HUGO NAVA (núm. 0008): checada a las 09:01 del 27/03/2026, en el periodo del 23/03/2026 al 29/03/2026 ya cerrado; no está en sus cifras',
  'De vacaciones hoy (1):',
  '- EVA SOTO (núm. 0005)',
  'Vacaciones por cumplir 18 meses sin tomarse (LFT arts. 81 y 516) (1):',
  '- FER GIL (núm. 0006): 12 días del aniversario del 20/10/2024; cumplen 18 meses el 20/04/2026',
  'Solicitudes por responder (1):',
  '- GABY RÍOS (núm. 0007): Justificar el 01/04/2026: Cita médica',
].join('\n');

describe("'resumen_diario': the daily summary per branch", () => {
  it('at 07:00 tells yesterday and what is pending today, in one message for the branch with something to tell', async () => {
    const clock = movableClock(`${HOY}T06:00:00-06:00`);
    const server = await startServer({ clock, env: { TZ: 'America/Mexico_City' } });
    const smtp = await smtpServer();
    await configure(server, smtp);
    const { company } = await semana(server, clock);
    const job = sender(server);

    local(clock, `${HOY}T06:59`);
    expect(server.services.avisosProgramados.revisar()).toEqual({ retardos: 0, resumenes: 0 });
    local(clock, `${HOY}T07:00`);
    expect(server.services.avisosProgramados.revisar()).toEqual({ retardos: 0, resumenes: 1 });
    expect(server.services.avisosProgramados.revisar()).toEqual({ retardos: 0, resumenes: 0 });
    await job.tick();

    expect(smtp.received).toHaveLength(1); // NORTE had nothing to tell
    const { to, mail } = smtp.received[0]!;
    expect(to).toEqual(['dueno@empresa.mx']);
    expect(mail.subject).toBe('Aviso del reloj checador: Resumen del jueves 02/04/2026 (Sucursal CENTRO)');
    expect(mail.text).toContain(`\n\n${EXPECTED}\n\n--\n`);
    expect(mail.html).toContain('<p>- ANA LÓPEZ (núm. 0001), turno de las 09:00</p>');
    expect(mail.text).not.toMatch(/LUIS|NORTE|Aguinaldo/);
    expect(`${mail.text}${String(mail.html)}`).not.toMatch(/salario|\$\s?\d/i); // never a salary
    expect(mail.attachments).toEqual([]);
    expect(resumenes(server)).toEqual([{ sucursal: company.sucursalId, titulo: 'Resumen del jueves 02/04/2026', destino: 'dueno@empresa.mx' }]);
  });

  it('is sent once per branch and day across a restart of the daemon, and late the same day when the box was off at 07:00', async () => {
    const clock = movableClock(`${HOY}T06:00:00-06:00`);
    const smtp = await smtpServer();
    const first = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' } });
    let firstOpen = true;
    cleanups.push(() => (firstOpen ? first.close() : undefined));
    await configure(first, smtp);
    await semana(first, clock);

    // The box was off at 07:00: it comes back at 10:30 and sends the day's summary at its first check (the job's).
    local(clock, `${HOY}T10:30`);
    const programados = startAvisosProgramados(first.services.avisosProgramados, { logger, intervalMs: 3_600_000 });
    programados.tick();
    programados.stop();
    await sender(first).tick();
    expect(smtp.received.map((m) => m.mail.subject)).toEqual(['Aviso del reloj checador: Resumen del jueves 02/04/2026 (Sucursal CENTRO)']);

    // The daemon restarts at 10:45 with what is on disk.
    const dataDir = mkdtempSync(join(tmpdir(), 'reloj-resumen-reinicio-'));
    first.db.pragma('wal_checkpoint(TRUNCATE)');
    cpSync(first.dataDir, dataDir, { recursive: true });
    await first.close();
    firstOpen = false;
    local(clock, `${HOY}T10:45`);
    const second = await startServer({ clock, dataDir, withoutAdmin: true, env: { TZ: 'America/Mexico_City' } });
    expect(second.services.avisosProgramados.revisar()).toEqual({ retardos: 0, resumenes: 0 });
    await sender(second).tick();
    expect(smtp.received).toHaveLength(1);
    expect(resumenes(second)).toHaveLength(1);

    // The next morning, about Friday: a new day, a new summary for each branch (LUIS did not come to NORTE on Friday).
    local(clock, '2026-04-04T07:00');
    expect(second.services.avisosProgramados.revisar().resumenes).toBe(2);
    expect(resumenes(second).map((r) => r.titulo)).toEqual([
      'Resumen del jueves 02/04/2026',
      'Resumen del viernes 03/04/2026',
      'Resumen del viernes 03/04/2026',
    ]);
  });

  it('sends nothing when there is nothing to tell', async () => {
    const clock = movableClock(`${HOY}T06:00:00-06:00`);
    const server = await startServer({ clock, env: { TZ: 'America/Mexico_City' } });
    const smtp = await smtpServer();
    await configure(server, smtp);
    const company = await setUpCompany(server);
    const ana = await hire(server, company, { nombre: 'ANA LÓPEZ', numeroEmpleado: '0001' });
    local(clock, `${HOY}T07:00`);
    await workDay(server, ana, '2026-04-02', '08:58', '18:01');
    expect(server.services.avisosProgramados.revisar()).toEqual({ retardos: 0, resumenes: 0 });
    await sender(server).tick();
    expect(smtp.received).toEqual([]);
    expect(resumenes(server)).toEqual([]);
  });

  it('in December, before the 20th, reminds that the aguinaldo is due (LFT art. 87)', async () => {
    const clock = movableClock('2026-12-15T06:00:00-06:00');
    const server = await startServer({ clock, env: { TZ: 'America/Mexico_City' } });
    const smtp = await smtpServer();
    await configure(server, smtp);
    const company = await setUpCompany(server);
    const ana = await hire(server, company, { nombre: 'ANA LÓPEZ', numeroEmpleado: '0001' });
    local(clock, '2026-12-15T07:00'); // a Tuesday; Monday the 14th worked on time
    await workDay(server, ana, '2026-12-14', '09:00', '18:00');
    expect(server.services.avisosProgramados.revisar().resumenes).toBe(1);
    await sender(server).tick();
    expect(smtp.received[0]!.mail.text).toContain(
      [
        'Sucursal CENTRO: lo que dejó el lunes 14/12/2026 y lo pendiente hoy, martes 15/12/2026.',
        'Aguinaldo: se paga antes del 20 de diciembre (LFT art. 87); quedan 5 días. Los importes de cada persona están en «Aguinaldo».',
      ].join('\n'),
    );
  });
});
