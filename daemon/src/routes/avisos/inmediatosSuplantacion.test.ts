/**
 * Issue 44, what happens at a kiosk's camera, read back from a real SMTP server on loopback: 'suplantacion' (three
 * refusals for liveness at one kiosk, each within ten minutes of the one before: one alert per burst, with the kiosk and
 * the times, never a photo) and 'solicitud_nueva' (a request sent from 'Mi asistencia' goes to the branch's gerente).
 * The kiosk's camera is a stand-in that answers what the test says (the face engine has its own tests with the real
 * models and the spoof photos); the box's zone is America/Mexico_City (UTC-6), whatever the machine's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identification } from '../../face/outcome.js';
import { faceSeen } from '../../test-support/faceSeen.js';
import { adminId, mailing, outbox, readBack, subscribe, type Mailing } from '../../test-support/avisosMailing.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

const clock = movableClock('2026-04-06T15:00:00.000Z');
const at = (local: string) => clock.set(`${local}:00-06:00`);
const ENTRADA = 'kiosko-de-la-entrada-01';
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';
const SPOOF_MESSAGE = 'No se pudo confirmar que sea una persona real frente a la cámara. Inténtalo de nuevo sin fotos ni pantallas.';
let server: TestServer;
let mail: Mailing;
let ana: number;
let centro: number;
let answer: Identification;

const checkIn = () => server.anonymous('POST', '/api/attendance/check-in', { image: PHOTO }, { 'X-Device-Fingerprint': ENTRADA });
/** The messages received since `from`, as a reader sees them. */
const since = async (from: number) => (await mail.delivered()).slice(from).map(readBack);

/** A photo held up to the camera at a local time: refused for liveness. */
async function spoofAt(local: string) {
  at(local);
  answer = { kind: 'no_match', outcome: { reason: 'spoof', liveness: 0.12 } };
  const refused = await checkIn();
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
}

beforeAll(async () => {
  at('2026-04-06T07:00'); // Monday
  server = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' } });
  const company = await setUpCompany(server);
  centro = company.sucursalId;
  const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id as number;
  ana = await hire(server, company, { numeroEmpleado: '0042' });
  await subscribe(server, await adminId(server), 'administrador', { email: 'dueno@empresa.mx', avisos: ['suplantacion'] });
  for (const [usuario, sucursal, email] of [
    ['gerente.centro', centro, 'centro@empresa.mx'],
    ['gerente.norte', norte, 'norte@empresa.mx'],
  ] as const) {
    const created = await server.request('POST', '/api/usuarios', { usuario, password: 'una-contraseña-larga', rol: 'gerente', sucursalIds: [sucursal] });
    await subscribe(server, created.body.id, 'gerente', { email, avisos: ['suplantacion', 'solicitud_nueva'] });
  }
  server.services.faces.identify = async () => answer;
  await server.anonymous('POST', '/api/devices/verify', { fingerprint: ENTRADA });
  const device = (await server.request('GET', '/api/devices')).body[0];
  expect((await server.request('POST', `/api/devices/${device.id}/approve`, { nombre: 'ENTRADA', sucursalId: centro })).status).toBe(200);
  mail = await mailing(server);
});

afterAll(async () => {
  await mail.stop();
  await server.close();
});

describe("'suplantacion'", () => {
  it('the third refusal for liveness within minutes raises one alert with the kiosk and the times; the burst going on sends nothing more', async () => {
    const before = (await mail.delivered()).length;
    await spoofAt('2026-04-06T09:01');
    await spoofAt('2026-04-06T09:04');
    expect(await since(before)).toEqual([]); // two: a person trying again
    await spoofAt('2026-04-06T09:12'); // eight minutes after the second: the same burst
    const sent = await since(before);
    expect(sent.map((m) => m.to)).toEqual([['dueno@empresa.mx'], ['centro@empresa.mx']]); // not NORTE's gerente
    expect(sent[0]!.subject).toBe('Aviso del reloj checador: Intentos de suplantación en el kiosco «ENTRADA» (Sucursal CENTRO)');
    expect(sent[0]!.text).toContain(
      'El kiosco «ENTRADA» rechazó 3 intentos de checar en menos de 10 minutos porque no pudo confirmar que hubiera una persona real frente a la cámara ' +
        '(una foto o una pantalla): el 06/04/2026 a las 09:01, 09:04 y 09:12.\n' +
        'No se guardó ninguna checada ni foto de esos intentos.',
    );
    expect(sent[0]!.attachments).toBe(0);
    expect(sent[0]!.all).not.toMatch(/data:image|base64/);

    await spoofAt('2026-04-06T09:15');
    await spoofAt('2026-04-06T09:20');
    expect(await since(before)).toHaveLength(2);

    // Half an hour of quiet, then another burst: another alert.
    await spoofAt('2026-04-06T10:00');
    await spoofAt('2026-04-06T10:01');
    expect(await since(before)).toHaveLength(2);
    await spoofAt('2026-04-06T10:02');
    const again = await since(before);
    expect(again).toHaveLength(4);
    expect(again[2]!.text).toContain('el 06/04/2026 a las 10:00, 10:01 y 10:02.');
  });

  it('refusals of another kind (a face not recognised) are no spoof attempts', async () => {
    const before = outbox(server).length;
    for (const local of ['2026-04-06T11:00', '2026-04-06T11:01', '2026-04-06T11:02', '2026-04-06T11:03']) {
      at(local);
      answer = { kind: 'no_match', outcome: { reason: 'unknown_face', score: 0.31, margin: 0.05, liveness: 0.9 } };
      expect((await checkIn()).body.code).toBe('not_recognised');
    }
    expect(outbox(server)).toHaveLength(before);
  });
});

describe("'solicitud_nueva'", () => {
  it("a request sent from 'Mi asistencia' e-mails the branch's gerente once, in the request's own transaction", async () => {
    const before = (await mail.delivered()).length;
    at('2026-04-06T11:30');
    const seen = faceSeen(ana, 0.81);
    answer = seen;
    const punched = await checkIn();
    expect(punched.status, punched.text).toBe(201);
    const token = punched.body.miAsistencia.token as string;
    const headers = { 'X-Device-Fingerprint': ENTRADA, 'X-Mi-Asistencia': token };
    const sent = await server.anonymous('POST', '/api/kiosk/solicitudes', { tipo: 'olvido', fecha: '2026-04-04', hora: '18:00' }, headers);
    expect(sent.status, sent.text).toBe(201);
    // A refused request (a day still to come) stores nothing and sends nothing.
    const refused = await server.anonymous('POST', '/api/kiosk/solicitudes', { tipo: 'olvido', fecha: '2026-04-08', hora: '18:00' }, headers);
    expect(refused.status).toBe(422);

    const mails = await since(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[['centro@empresa.mx'], 'Aviso del reloj checador: Solicitud nueva de ANA LÓPEZ (Sucursal CENTRO)']]);
    expect(mails[0]!.text).toContain(
      'ANA LÓPEZ (n.º 0042) envió una solicitud desde el kiosco «ENTRADA» el 06/04/2026 a las 11:30: Olvidó checar el 04/04/2026 a las 18:00.\n' +
        'Apruébala o recházala en «Solicitudes».',
    );
    expect(mails[0]!.all).not.toMatch(/315|salario|sueldo/i);
    expect(outbox(server).filter((r) => r.tipo === 'solicitud_nueva')).toEqual([{ tipo: 'solicitud_nueva', sucursal: centro, destino: 'centro@empresa.mx' }]);
  });
});
