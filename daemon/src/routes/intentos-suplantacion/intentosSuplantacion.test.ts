/**
 * Issue 45 item 4 over real HTTP, real SQLite and the real models: a printed photo or a screen held up to the kiosk is
 * refused (as before), and the refusal is kept with the kiosk, the time, the employee the face resembled, the verdict
 * and one camera frame, for the administrador and that branch's gerente only, until the punch photos' retention.
 */
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine, type FaceEngineLoad } from '../../face/load.js';
import { grantFaceConsent } from '../../test-support/consent.js';
import { toDataUrl } from '../../test-support/faces.js';
import { movableClock } from '../../test-support/movableClock.js';
import { readSpoof } from '../../test-support/spoofs.js';
import { startTestServer, TEST_ADMIN, type TestResponse, type TestServer } from '../../test-support/testServer.js';

// 09:00 in Mexico City; the kiosks refuse one attempt each.
const clock = movableClock('2026-11-25T15:00:00.000Z');
const PASSWORD = 'una-contraseña-larga';
const SPOOF_MESSAGE = 'No se pudo confirmar que sea una persona real frente a la cámara. Inténtalo de nuevo sin fotos ni pantallas.';
const centroKiosk = { 'X-Device-Fingerprint': 'kiosko-suplantacion-centro' };
const norteKiosk = { 'X-Device-Fingerprint': 'kiosko-suplantacion-norte' };
const spoof = (file: string) => toDataUrl(readSpoof(file), file);
const times = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);
type Caller = (method: string, path: string) => Promise<TestResponse>;

let server: TestServer;
let engine: FaceEngineLoad;
const logLines: string[] = [];
const ids = { centro: 0, norte: 0, cliente: 0 };
const callers = {} as Record<'gerenteCentro' | 'consulta', Caller>;

async function signIn(usuario: string, password = PASSWORD): Promise<Caller> {
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path) => server.anonymous(method, path, undefined, { cookie });
}

async function kiosk(headers: Record<string, string>, nombre: string, sucursalId: number) {
  await server.anonymous('POST', '/api/devices/verify', { fingerprint: headers['X-Device-Fingerprint'] });
  const device = (await server.request('GET', '/api/devices')).body.find((d: { status: string }) => d.status === 'pending');
  expect((await server.request('POST', `/api/devices/${device.id}/approve`, { nombre, sucursalId })).status).toBe(200);
}

const checkIn = (body: unknown, headers: Record<string, string>) => server.anonymous('POST', '/api/attendance/check-in', body, headers);
const spoofRows = () => server.db.prepare('SELECT COUNT(*) AS n FROM intentos_suplantacion').get() as { n: number };

beforeAll(async () => {
  engine = await loadFaceEngine(new URL('../../../../models', import.meta.url).pathname);
  expect(engine.status).toBe('ok');
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  server = await startTestServer({ env: { TZ: 'America/Mexico_City' }, faceEngine: engine, clock, logger });
  ids.centro = (await server.request('POST', '/api/sucursales', { nombre: 'Centro' })).body.id;
  ids.norte = (await server.request('POST', '/api/sucursales', { nombre: 'Norte' })).body.id;
  await server.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
  const created = await server.request('POST', '/api/employees', {
    nombre: 'Cliente Vietmoney',
    numeroEmpleado: '17',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 315.5,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '00:00',
    horaSalida: '23:59',
  });
  expect(created.status).toBe(201);
  ids.cliente = created.body.id;
  await grantFaceConsent(server, ids.cliente);
  // The live camera picture of the man whom vietmoney-3 shows again on a screen.
  const enrolled = await server.request('POST', `/api/employees/${ids.cliente}/register-face`, { image: spoof('vietmoney-6-live-camera.png') });
  expect(enrolled.status).toBe(201);
  await kiosk(centroKiosk, 'Entrada Centro', ids.centro);
  await kiosk(norteKiosk, 'Entrada Norte', ids.norte);
  for (const [usuario, rol, sucursalIds] of [
    ['gerente.centro', 'gerente', [ids.centro]],
    ['consulta', 'consulta', []],
  ] as const) {
    expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  }
  callers.gerenteCentro = await signIn('gerente.centro');
  callers.consulta = await signIn('consulta');

  // The attacks, as the kiosk sends them: a burst of the same screen picture at Centro, a tablet held up at Norte.
  const screen = await checkIn({ images: times(4, spoof('vietmoney-3-spoof-screen.jpg')) }, centroKiosk);
  clock.set('2026-11-25T15:07:00.000Z');
  const tablet = await checkIn({ images: times(4, spoof('hyperfas-1-spoof-screen.png')) }, norteKiosk);
  for (const refused of [screen, tablet]) {
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
  }
}, 180_000);

afterAll(async () => {
  await server?.services.faces.close();
  await server?.close();
});

describe('GET /api/intentos-suplantacion', () => {
  it('lists each refused attempt for the administrador: kiosk, time, who it resembled, the verdict and the frame', async () => {
    const response = await server.request('GET', '/api/intentos-suplantacion?desde=2026-11-25&hasta=2026-11-25');
    expect(response.status).toBe(200);
    const [norte, centro] = response.body;
    expect(response.body).toHaveLength(2);
    expect(centro).toEqual({
      id: expect.any(Number),
      kiosco: 'Entrada Centro',
      sucursal: 'CENTRO',
      hora: '2026-11-25T15:00:00.000Z',
      veredicto: 'foto_o_pantalla',
      veredictoTexto: 'Foto impresa o pantalla',
      empleado: { id: ids.cliente, nombre: 'CLIENTE VIETMONEY', numeroEmpleado: '17' },
      similitud: expect.any(Number),
      vivacidad: expect.any(Number),
      foto: `/api/intentos-suplantacion/${centro.id}/foto`,
    });
    expect(centro.similitud).toBeGreaterThanOrEqual(0.4);
    expect(centro.vivacidad).toBeLessThan(0.5);
    // Nobody enrolled looks like the face on the tablet: the attempt is kept without a name, at the kiosk's branch.
    expect(norte).toMatchObject({ kiosco: 'Entrada Norte', sucursal: 'NORTE', hora: '2026-11-25T15:07:00.000Z', veredicto: 'foto_o_pantalla', empleado: null });
    // The 'Reconocimiento' log is as before: the refusal, with no employee named.
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM intentos_reconocimiento WHERE resultado = 'spoof_suspected' AND empleado_id IS NULL").get()).toEqual({
      n: 2,
    });
  });

  it('answers today by default, and another day has none', async () => {
    expect((await server.request('GET', '/api/intentos-suplantacion')).body).toHaveLength(2);
    expect((await server.request('GET', '/api/intentos-suplantacion?desde=2026-11-24&hasta=2026-11-24')).body).toEqual([]);
    expect((await server.request('GET', `/api/intentos-suplantacion?sucursal=${ids.norte}`)).body).toMatchObject([{ kiosco: 'Entrada Norte' }]);
  });

  it('refuses a date that is not one with a 422 naming the field', async () => {
    const response = await server.request('GET', '/api/intentos-suplantacion?desde=25/11/2026');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'validation_failed',
      field: 'desde',
      error: 'La fecha "desde" debe ser una fecha real con el formato AAAA-MM-DD.',
    });
  });

  it("gives a gerente their branch's attempts only, and a consulta 403", async () => {
    const listed = await callers.gerenteCentro('GET', '/api/intentos-suplantacion');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject([{ kiosco: 'Entrada Centro' }]);
    expect(listed.body).toHaveLength(1);
    const refused = await callers.consulta('GET', '/api/intentos-suplantacion');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.', code: 'forbidden' });
  });

  it('is 401 without a session', async () => {
    const response = await server.anonymous('GET', '/api/intentos-suplantacion');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });
});

describe('GET /api/intentos-suplantacion/:id/foto', () => {
  const attemptId = async (kiosco: string) =>
    ((await server.request('GET', '/api/intentos-suplantacion')).body as { id: number; kiosco: string }[]).find((a) => a.kiosco === kiosco)!.id;

  it('serves the camera frame as a JPEG no larger than 640 px to the administrador and to the gerente of that branch', async () => {
    const centro = await attemptId('Entrada Centro');
    for (const response of [
      await server.request('GET', `/api/intentos-suplantacion/${centro}/foto`),
      await callers.gerenteCentro('GET', `/api/intentos-suplantacion/${centro}/foto`),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const { format, width, height } = await sharp(response.bytes).metadata();
      expect(format).toBe('jpeg');
      expect(Math.max(width, height)).toBeLessThanOrEqual(640);
    }
  });

  it('is 404 for the gerente of another branch, 403 for a consulta, 401 without a session', async () => {
    const norte = await attemptId('Entrada Norte');
    const other = await callers.gerenteCentro('GET', `/api/intentos-suplantacion/${norte}/foto`);
    expect({ status: other.status, body: other.body }).toEqual({
      status: 404,
      body: { error: 'La foto de este intento no existe o ya se borró.', code: 'photo_not_found' },
    });
    expect((await callers.consulta('GET', `/api/intentos-suplantacion/${norte}/foto`)).status).toBe(403);
    const anonymous = await server.anonymous('GET', `/api/intentos-suplantacion/${norte}/foto`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).not.toBe('image/jpeg');
  });

  it('never writes the frame to the log', () => {
    const logs = logLines.join('\n');
    expect(logs).not.toContain('base64');
    expect(logs).not.toContain('/9j/');
  });
});

describe('retention', () => {
  it("deletes the attempts with their frames at the punch photos' period (90 days by default), in the same run", async () => {
    clock.set('2027-02-22T15:00:00.000Z'); // 89 days later: kept
    expect(server.services.retention.run().fotosBorradas).toBe(0);
    expect(spoofRows()).toEqual({ n: 2 });
    clock.set('2027-02-23T15:03:00.000Z'); // 90 days after Centro's, not yet after Norte's
    expect(server.services.retention.run().fotosBorradas).toBe(1);
    clock.set('2027-02-23T15:08:00.000Z');
    expect(server.services.retention.run()).toEqual({ fotosBorradas: 1, plantillasBorradas: 0, empleados: [] });
    expect(spoofRows()).toEqual({ n: 0 });
    // The session expired meanwhile: signs in again.
    const admin = await signIn(TEST_ADMIN.usuario, TEST_ADMIN.password);
    expect((await admin('GET', '/api/intentos-suplantacion?desde=2026-11-25&hasta=2026-11-25')).body).toEqual([]);
    const audit = server.db.prepare("SELECT despues FROM auditoria WHERE accion = 'retencion.borrar' ORDER BY id").all() as { despues: string }[];
    expect(audit.map((a) => JSON.parse(a.despues).fotosBorradas)).toEqual([1, 1]);
  });
});
