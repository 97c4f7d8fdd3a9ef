import { createHash } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../db/repositories/index.js';
import { createDeviceService, MAX_PENDING_DEVICES } from '../../services/devices/index.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../test-support/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const deviceCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM dispositivos').get() as { n: number }).n;
const punchCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM checadas').get() as { n: number }).n;

describe('POST /api/devices/verify', () => {
  it('registers an unknown fingerprint as pending with a short human code, without a session', async () => {
    const response = await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-fp-0001-abcdef' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isAuthorized: false, status: 'pending', code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/) });
    const again = await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-fp-0001-abcdef' });
    expect(again.body).toEqual(response.body); // the same device, the same code
  });

  it.each([
    ['missing', {}],
    ['too short', { fingerprint: 'corta' }],
    ['too long', { fingerprint: 'x'.repeat(201) }],
    ['not printable', { fingerprint: 'abc\u0000defghijk' }],
    ['a number', { fingerprint: 12345678 }],
  ])('refuses a fingerprint that is %s (422) and registers nothing', async (_label, body) => {
    const before = deviceCount();
    const response = await server.anonymous('POST', '/api/devices/verify', body);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatch(/huella del dispositivo/);
    expect(deviceCount()).toBe(before);
  });

  it('follows the administrator: approved, then rejected', async () => {
    const fingerprint = 'kiosko-fp-0002-abcdef';
    const pending = await server.anonymous('POST', '/api/devices/verify', { fingerprint });
    const list = await server.request('GET', '/api/devices');
    const device = list.body.find((d: { codigo: string }) => d.codigo === pending.body.code);
    expect(device).toMatchObject({ status: 'pending', nombre: null, sucursal: null, primeraVez: expect.any(String), ultimaVez: expect.any(String) });
    expect(JSON.stringify(list.body)).not.toContain(fingerprint); // the credential never leaves the box

    const approved = await server.request('POST', `/api/devices/${device.id}/approve`);
    expect(approved.body).toMatchObject({ status: 'approved', decididoPor: 'admin' });
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint })).body).toEqual({
      isAuthorized: true,
      status: 'approved',
      code: pending.body.code,
      privacidad: expect.stringMatching(/^https?:\/\/[^/]+\/privacidad$/), // issue 30: verifyIdentity.test.ts
    });

    await server.request('POST', `/api/devices/${device.id}/reject`);
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint })).body).toEqual({
      isAuthorized: false,
      status: 'rejected',
      code: pending.body.code,
    });
  });
});

describe('administering devices', () => {
  it('renames a device and assigns its branch; refuses an unknown branch or id', async () => {
    const { body: verified } = await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-fp-0003-abcdef' });
    const id = (await server.request('GET', '/api/devices')).body.find((d: { codigo: string }) => d.codigo === verified.code).id;
    const sucursal = await server.request('POST', '/api/sucursales', { nombre: 'centro' });
    const updated = await server.request('PUT', `/api/devices/${id}`, { nombre: ' Entrada principal ', sucursalId: sucursal.body.id });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ nombre: 'Entrada principal', sucursalId: sucursal.body.id, sucursal: 'CENTRO' });

    const badBranch = await server.request('PUT', `/api/devices/${id}`, { nombre: 'X', sucursalId: 99999 });
    expect(badBranch.status).toBe(422);
    expect(badBranch.body.error).toBe('La sucursal elegida no existe.');
    expect((await server.request('GET', '/api/devices')).body.find((d: { id: number }) => d.id === id).nombre).toBe('Entrada principal');

    expect((await server.request('POST', '/api/devices/99999/approve')).status).toBe(404);
    expect((await server.request('PUT', '/api/devices/abc', { nombre: 'x' })).body.error).toBe('El dispositivo no existe.');
    const deleteBranch = await server.request('DELETE', `/api/sucursales/${sucursal.body.id}`);
    expect(deleteBranch.status).toBe(409);
    expect(deleteBranch.body.error).toMatch(/dispositivo/);
  });

  it("lets a gerente read their branch's kiosks only; approving, editing, rejecting and deleting stay the administrador's (403)", async () => {
    const registered = async (fingerprint: string) => {
      const { body } = await server.anonymous('POST', '/api/devices/verify', { fingerprint });
      return (await server.request('GET', '/api/devices')).body.find((d: { codigo: string }) => d.codigo === body.code).id as number;
    };
    const sur = (await server.request('POST', '/api/sucursales', { nombre: 'Sur' })).body.id;
    const oriente = (await server.request('POST', '/api/sucursales', { nombre: 'Oriente' })).body.id;
    const surKiosk = await registered('kiosko-sur-gerente-abcdef');
    const orienteKiosk = await registered('kiosko-oriente-gerente-abcdef');
    const pending = await registered('kiosko-pendiente-gerente-abcdef');
    await server.request('POST', `/api/devices/${surKiosk}/approve`, { nombre: 'Caja Sur', sucursalId: sur });
    await server.request('POST', `/api/devices/${orienteKiosk}/approve`, { nombre: 'Caja Oriente', sucursalId: oriente });
    const password = 'una-contraseña-larga';
    expect((await server.request('POST', '/api/usuarios', { usuario: 'gerente.sur', password, rol: 'gerente', sucursalIds: [sur] })).status).toBe(201);
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'gerente.sur', password });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const asGerente = (method: string, path: string, body?: unknown) => server.anonymous(method, path, body, { cookie });

    const listed = await asGerente('GET', '/api/devices');
    expect(listed.status).toBe(200);
    expect(listed.body.map((d: { nombre: string | null }) => d.nombre)).toEqual(['Caja Sur']); // not Oriente's, not the pending one
    const before = server.db.prepare('SELECT id, nombre, sucursal_id, status FROM dispositivos ORDER BY id').all();
    for (const [method, path, body] of [
      ['POST', `/api/devices/${pending}/approve`, { nombre: 'Mío', sucursalId: sur }],
      ['POST', `/api/devices/${pending}/reject`, {}],
      ['PUT', `/api/devices/${surKiosk}`, { nombre: 'Otro nombre' }],
      ['DELETE', `/api/devices/${surKiosk}`, undefined],
    ] as const) {
      const refused = await asGerente(method, path, body);
      expect({ path, status: refused.status, error: refused.body.error }).toEqual({
        path,
        status: 403,
        error: 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.',
      });
    }
    expect(server.db.prepare('SELECT id, nombre, sucursal_id, status FROM dispositivos ORDER BY id').all()).toEqual(before);
  });
});

describe('POST /api/attendance/check-in from a device that is not approved', () => {
  const image = 'data:image/jpeg;base64,/9j/4AAQ';

  it.each([
    ['no fingerprint header', undefined, 'device_missing'],
    ['an unknown fingerprint', 'kiosko-nunca-visto-123', 'device_unknown'],
  ])('answers 403 with %s and stores nothing', async (_label, fingerprint, code) => {
    const response = await server.anonymous('POST', '/api/attendance/check-in', { image }, fingerprint ? { 'X-Device-Fingerprint': fingerprint } : {});
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(code);
    expect(punchCount()).toBe(0);
  });

  it('answers 403 to a pending and to a rejected device', async () => {
    const fingerprint = 'kiosko-fp-0004-abcdef';
    await server.anonymous('POST', '/api/devices/verify', { fingerprint });
    const pending = await server.anonymous('POST', '/api/attendance/check-in', { image }, { 'X-Device-Fingerprint': fingerprint });
    expect(pending.status).toBe(403);
    expect(pending.body.error).toBe('Este dispositivo aún no ha sido autorizado por un administrador.');
    const id = (await server.request('GET', '/api/devices')).body.find((d: { status: string; nombre: null }) => d.status === 'pending').id;
    await server.request('POST', `/api/devices/${id}/reject`);
    const rejected = await server.anonymous('POST', '/api/attendance/check-in', { image }, { 'X-Device-Fingerprint': fingerprint });
    expect(rejected.status).toBe(403);
    expect(rejected.body.error).toBe('Este dispositivo ha sido rechazado.');
    expect(punchCount()).toBe(0);
  });
});

const movableClock = (start = '2026-03-02T15:00:00.000Z') => {
  let now = Date.parse(start);
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
};
const ids = (s: TestServer) => (s.db.prepare('SELECT id FROM dispositivos ORDER BY id').all() as { id: number }[]).map((r) => r.id);

describe('the kiosk credential in the database', () => {
  it('stores only the SHA-256 of the fingerprint, and still recognises the kiosk', async () => {
    const fingerprint = 'kiosko-fp-hash-0005-abcdef';
    const { body } = await server.anonymous('POST', '/api/devices/verify', { fingerprint });
    const row = server.db.prepare('SELECT * FROM dispositivos WHERE codigo = ?').get(body.code) as Record<string, unknown>;
    expect(row.fingerprint_sha256).toBe(createHash('sha256').update(fingerprint).digest('hex'));
    expect(JSON.stringify(server.db.prepare('SELECT * FROM dispositivos').all())).not.toContain(fingerprint);
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint })).body.code).toBe(body.code);
  });
});

describe('registration flood (new fingerprints from one LAN address)', () => {
  let lan: TestServer;
  const clock = movableClock();
  beforeAll(async () => {
    lan = await startTestServer({ remoteAddress: '192.168.1.77', secure: true, clock });
  });
  afterAll(async () => {
    await lan.close();
  });

  it('answers 429 in Spanish past a handful per minute, never limits a known kiosk polling, and forgets after a minute', async () => {
    const fingerprint = (n: number) => `kiosko-inundacion-${n}-abcdef`;
    for (let n = 1; n <= 5; n++) expect((await lan.anonymous('POST', '/api/devices/verify', { fingerprint: fingerprint(n) })).status).toBe(200);
    const refused = await lan.anonymous('POST', '/api/devices/verify', { fingerprint: fingerprint(6) }, { 'X-Forwarded-For': '10.9.9.9' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'Se registraron demasiados dispositivos nuevos desde esta dirección. Espera un minuto y vuelve a intentarlo.',
      code: 'device_rate_limited',
    });
    expect(ids(lan)).toHaveLength(5);

    // A pending kiosk polls every few seconds: its verifications are not registrations.
    for (let poll = 0; poll < 20; poll++) expect((await lan.anonymous('POST', '/api/devices/verify', { fingerprint: fingerprint(1) })).status).toBe(200);

    clock.advance(61_000);
    expect((await lan.anonymous('POST', '/api/devices/verify', { fingerprint: fingerprint(6) })).status).toBe(200);
    expect(ids(lan)).toHaveLength(6);
  });
});

describe('the cap on pending devices', () => {
  let box: TestServer;
  beforeAll(async () => {
    box = await startTestServer();
  });
  afterAll(async () => {
    await box.close();
  });

  it("refuses a new device once 50 wait for approval, until the administrator reviews 'Dispositivos'", async () => {
    for (let n = 1; n <= MAX_PENDING_DEVICES; n++)
      expect((await box.anonymous('POST', '/api/devices/verify', { fingerprint: `kiosko-tope-${n}-abcdef` })).status).toBe(200);
    const full = await box.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-tope-extra-abcdef' });
    expect(full.status).toBe(503);
    expect(full.body.code).toBe('device_pending_full');
    expect(full.body.error).toMatch(/demasiados dispositivos pendientes.*administrador.*'Dispositivos'/);
    expect(ids(box)).toHaveLength(MAX_PENDING_DEVICES);
    expect((await box.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-tope-1-abcdef' })).status).toBe(200);

    await box.request('POST', `/api/devices/${ids(box)[0]}/reject`);
    expect((await box.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-tope-extra-abcdef' })).body.status).toBe('pending');
  });
});

describe('pending devices never approved', () => {
  let box: TestServer;
  const clock = movableClock();
  beforeAll(async () => {
    box = await startTestServer({ clock });
  });
  afterAll(async () => {
    await box.close();
  });

  it('are forgotten after 3 days unseen; approved ones and pending ones still polling stay', async () => {
    const verify = (fingerprint: string) => box.anonymous('POST', '/api/devices/verify', { fingerprint });
    const abandoned = (await verify('kiosko-abandonado-abcdef')).body.code;
    const approved = (await verify('kiosko-aprobado-abcdef')).body.code;
    const waiting = (await verify('kiosko-esperando-abcdef')).body.code;
    const list = async () => (await box.request('GET', '/api/devices')).body as { id: number; codigo: string }[];
    await box.request('POST', `/api/devices/${(await list()).find((d) => d.codigo === approved)!.id}/approve`);

    clock.advance(2 * 24 * 3600_000);
    await verify('kiosko-esperando-abcdef'); // still on screen, polling
    clock.advance(24 * 3600_000 + 60_000);
    const login = await box.anonymous('POST', '/api/auth/login', TEST_ADMIN); // the first session has gone idle meanwhile
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const shown = (await box.anonymous('GET', '/api/devices', undefined, { cookie })).body as { codigo: string }[];
    expect(shown.map((d) => d.codigo).sort()).toEqual([approved, waiting].sort());
    expect((await verify('kiosko-aprobado-abcdef')).body).toEqual({ isAuthorized: true, status: 'approved', code: approved, privacidad: expect.any(String) });
    const back = await verify('kiosko-abandonado-abcdef'); // the abandoned kiosk turned on again: a new request
    expect(back.body).toMatchObject({ status: 'pending' });
    expect(back.body.code).not.toBe(abandoned);
  });
});

describe('DELETE /api/devices/:id', () => {
  const registered = async (fingerprint: string) => {
    const { body } = await server.anonymous('POST', '/api/devices/verify', { fingerprint });
    return (await server.request('GET', '/api/devices')).body.find((d: { codigo: string }) => d.codigo === body.code) as { id: number; codigo: string };
  };

  it('deletes a device for the administrator only, and records it in the audit log', async () => {
    const device = await registered('kiosko-para-borrar-abcdef');
    expect((await server.anonymous('DELETE', `/api/devices/${device.id}`)).status).toBe(401);
    const removed = await server.request('DELETE', `/api/devices/${device.id}`);
    expect(removed.status).toBe(204);
    expect((await server.request('GET', '/api/devices')).body.some((d: { id: number }) => d.id === device.id)).toBe(false);
    const audit = server.db.prepare(`SELECT usuario, antes, despues FROM auditoria WHERE accion = 'dispositivos.borrar'`).get() as Record<
      string,
      string | null
    >;
    expect(audit).toMatchObject({ usuario: 'admin', despues: null });
    expect(JSON.parse(audit.antes!)).toMatchObject({ id: device.id, codigo: device.codigo });

    const again = await server.request('DELETE', `/api/devices/${device.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('El dispositivo no existe.');
  });

  it('refuses (409) to delete a device with punches and suggests rejecting it', async () => {
    const device = await registered('kiosko-con-checadas-abcdef');
    await server.request('POST', `/api/devices/${device.id}/approve`);
    await server.request('POST', '/api/sucursales', { nombre: 'Norte' });
    await server.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
    const employee = await server.request('POST', '/api/employees', {
      nombre: 'Ana Pérez',
      sucursal: 'NORTE',
      puesto: 'CAJERO',
      salario: 315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    expect(employee.status).toBe(201);
    server.db
      .prepare(
        `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at) VALUES (?, ?, 'entrada', ?, '2026-03-02', 0.9, ?)`,
      )
      .run(employee.body.id, device.id, '2026-03-02T15:00:00.000Z', '2026-03-02T15:00:00.000Z');

    const refused = await server.request('DELETE', `/api/devices/${device.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: "Este dispositivo tiene checadas registradas y no se puede borrar. Usa 'Rechazar' para que deje de checar.",
      code: 'device_has_punches',
    });
    expect((await server.request('GET', `/api/devices`)).body.find((d: { id: number }) => d.id === device.id)).toMatchObject({ status: 'approved' });
  });
});

describe('security log of device registrations', () => {
  it('records each new device and one line per run of refusals, with the client address', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const box = await startTestServer();
    try {
      const devices = createDeviceService({ ...createRepositories(box.db), clock: movableClock(), logger });
      for (let n = 1; n <= 5; n++) devices.verify(`kiosko-bitacora-${n}-abcdef`, '192.168.1.9');
      for (let n = 6; n <= 8; n++) expect(() => devices.verify(`kiosko-bitacora-${n}-abcdef`, '192.168.1.9')).toThrow(/demasiados dispositivos nuevos/);
      devices.verify('kiosko-bitacora-1-abcdef', '192.168.1.9'); // a known kiosk polling: nothing to log
      const events = lines.map((l) => `${String(l.evento)} ${String(l.ip)}`);
      expect(events).toEqual([...Array(5).fill('dispositivo_registrado 192.168.1.9'), 'dispositivo_registro_limitado 192.168.1.9']);
    } finally {
      await box.close();
    }
  });
});
