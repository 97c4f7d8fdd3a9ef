import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminId, mailing as realMailing } from '../../test-support/avisosMailing.js';
import { startRespaldoSchedule } from '../../jobs/respaldos.js';
import { createLogger } from '../../logger.js';
import { movableClock } from '../../test-support/movableClock.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';

const startServer = trackedTestServers(afterEach);
const logger = createLogger('silent');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const subscribe = (server: TestServer, id: number, rol: string, body: Record<string, unknown>) =>
  server.request('PUT', `/api/usuarios/${id}`, { rol, activo: true, ...body });

const destinos = (server: TestServer) =>
  server.db.prepare('SELECT tipo, sucursal_id AS sucursal, destino FROM avisos ORDER BY id').all() as {
    tipo: string;
    sucursal: number | null;
    destino: string;
  }[];

/** A real SMTP server and the sender, with the box configured to use it; stopped after the test. */
async function mailing(server: TestServer) {
  const { smtp, sender, stop } = await realMailing(server);
  cleanups.push(stop);
  return { smtp, job: sender };
}

describe('PUT /api/usuarios/{id}: email and avisos', () => {
  it("keeps each account's address and kinds; a gerente receives only its branches' alerts, the box's only administrators", async () => {
    const server = await startServer();
    const centro = (await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' })).body.id as number;
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id as number;
    const gerente = await server.request('POST', '/api/usuarios', {
      usuario: 'gerente1',
      password: 'una-contraseña-larga',
      rol: 'gerente',
      sucursalIds: [centro],
    });
    expect(gerente.body).toMatchObject({ email: null, avisos: [] });

    const admin = await subscribe(server, await adminId(server), 'administrador', {
      email: 'dueno@empresa.mx',
      avisos: ['registro_alterado', 'respaldo_fallido', 'cuenta_bloqueada'],
    });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ email: 'dueno@empresa.mx', avisos: ['registro_alterado', 'respaldo_fallido', 'cuenta_bloqueada'] });
    const updated = await subscribe(server, gerente.body.id, 'gerente', { email: 'gerente@empresa.mx', avisos: ['registro_alterado', 'retardos'] });
    expect(updated.status).toBe(200);
    // Left out, both are kept.
    const kept = await subscribe(server, gerente.body.id, 'gerente', {});
    expect(kept.body).toMatchObject({ email: 'gerente@empresa.mx', avisos: ['registro_alterado', 'retardos'], sucursales: [{ id: centro, nombre: 'CENTRO' }] });

    const alerta = { titulo: 'Registro alterado', texto: 'La cadena del registro no cuadra.', datos: {} };
    server.services.avisos.raise({ ...alerta, tipo: 'registro_alterado', sucursalId: centro, causa: 'c1' });
    server.services.avisos.raise({ ...alerta, tipo: 'registro_alterado', sucursalId: norte, causa: 'n1' });
    server.services.avisos.raise({ ...alerta, tipo: 'respaldo_fallido', sucursalId: null, causa: 'r1' });
    expect(destinos(server)).toEqual([
      { tipo: 'registro_alterado', sucursal: centro, destino: 'dueno@empresa.mx' },
      { tipo: 'registro_alterado', sucursal: centro, destino: 'gerente@empresa.mx' },
      { tipo: 'registro_alterado', sucursal: norte, destino: 'dueno@empresa.mx' },
      { tipo: 'respaldo_fallido', sucursal: null, destino: 'dueno@empresa.mx' },
    ]);

    // A deactivated account receives nothing more.
    await server.request('PUT', `/api/usuarios/${gerente.body.id}`, { rol: 'gerente', activo: false });
    server.services.avisos.raise({ ...alerta, tipo: 'registro_alterado', sucursalId: centro, causa: 'c2' });
    expect(destinos(server).slice(4)).toEqual([{ tipo: 'registro_alterado', sucursal: centro, destino: 'dueno@empresa.mx' }]);
  });

  it("refuses a gerente subscribing itself to another branch's alerts (403) and changes nothing", async () => {
    const server = await startServer();
    const centro = (await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' })).body.id as number;
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id as number;
    const password = 'una-contraseña-larga';
    const gerente = await server.request('POST', '/api/usuarios', { usuario: 'gerente1', password, rol: 'gerente', sucursalIds: [centro] });
    await subscribe(server, gerente.body.id, 'gerente', { email: 'gerente@empresa.mx', avisos: ['retardos'] });
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'gerente1', password });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

    const res = await server.anonymous(
      'PUT',
      `/api/usuarios/${gerente.body.id}`,
      { rol: 'gerente', activo: true, sucursalIds: [centro, norte], email: 'gerente@empresa.mx', avisos: ['retardos', 'registro_alterado'] },
      { cookie },
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/permiso|administrador/i);
    const after = (await server.request('GET', '/api/usuarios')).body.find((u: { id: number }) => u.id === gerente.body.id);
    expect(after).toMatchObject({ email: 'gerente@empresa.mx', avisos: ['retardos'], sucursales: [{ id: centro, nombre: 'CENTRO' }] });
    // Nothing of NORTE reaches it.
    server.services.avisos.raise({ tipo: 'retardos', sucursalId: norte, titulo: 'Retardos en NORTE', texto: '…', datos: {}, causa: 'n1' });
    expect(destinos(server).filter((d) => d.destino === 'gerente@empresa.mx')).toEqual([]);
  });

  it.each([
    ['an address that is none', { email: 'gerente en empresa.mx', avisos: [] }, 'email', 'dirección de correo'],
    ['a CR/LF in the address', { email: 'g@empresa.mx\r\nBcc: x@otra.mx', avisos: [] }, 'email', 'saltos de línea'],
    ['an unknown kind', { email: 'g@empresa.mx', avisos: ['todo'] }, 'avisos.0', 'tipos de aviso'],
    ["a gerente subscribing to the box's backups", { email: 'g@empresa.mx', avisos: ['respaldo_fallido'] }, 'avisos', 'Solo un administrador'],
    ['kinds without an address', { avisos: ['retardos'] }, 'email', 'Escribe el correo'],
  ])('refuses %s (422 naming the field) and changes nothing', async (_name, body, field, words) => {
    const server = await startServer();
    const centro = (await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' })).body.id as number;
    const gerente = await server.request('POST', '/api/usuarios', {
      usuario: 'gerente1',
      password: 'una-contraseña-larga',
      rol: 'gerente',
      sucursalIds: [centro],
    });
    const res = await subscribe(server, gerente.body.id, 'gerente', body);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toContain(words);
    const after = (await server.request('GET', '/api/usuarios')).body.find((u: { id: number }) => u.id === gerente.body.id);
    expect(after).toMatchObject({ email: null, avisos: [] });
  });
});

describe('the first alerts raised for real', () => {
  it("'cuenta_bloqueada': the login that locks an account raises one alert, e-mailed to the administrador", async () => {
    const clock = movableClock('2026-04-06T15:00:00.000Z');
    const server = await startServer({ clock, secure: true }); // a LAN browser signs in over HTTPS;
    await subscribe(server, await adminId(server), 'administrador', { email: 'dueno@empresa.mx', avisos: ['cuenta_bloqueada'] });
    const { smtp, job } = await mailing(server);
    const wrong = () => server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'no-es-esta' }, { 'x-test-remote-address': '192.168.1.50' });
    for (let i = 0; i < 3; i += 1) expect((await wrong()).status).toBe(401);
    expect(destinos(server)).toEqual([]);
    expect((await wrong()).status).toBe(401); // the fourth locks the account at that address
    expect((await wrong()).status).toBe(429);
    clock.set('2026-04-06T15:00:03.000Z');
    expect((await wrong()).status).toBe(401); // a longer wait, the same lock: no second alert
    // A name that is no account raises nothing.
    for (let i = 0; i < 5; i += 1)
      await server.anonymous('POST', '/api/auth/login', { usuario: 'nadie', password: 'x' }, { 'x-test-remote-address': '192.168.1.60' });
    expect(destinos(server)).toEqual([{ tipo: 'cuenta_bloqueada', sucursal: null, destino: 'dueno@empresa.mx' }]);

    await job.tick();
    expect(smtp.received).toHaveLength(1);
    const { mail, to } = smtp.received[0]!;
    expect(to).toEqual(['dueno@empresa.mx']);
    expect(mail.subject).toBe('Aviso del reloj checador: Cuenta «admin» bloqueada por contraseñas incorrectas (Equipo «Reloj Checador»)');
    expect(mail.text).toContain('La cuenta «admin» quedó bloqueada el 06/04/2026 a las 09:00 tras 4 contraseñas incorrectas desde la dirección 192.168.1.50.');
    expect(mail.html).toContain('desde la dirección 192.168.1.50');
    expect(`${mail.text}${String(mail.html)}`).not.toContain('no-es-esta'); // never the password typed
  });

  it("'cuenta_bloqueada' on a loaded box: a password check slower than the first wait still reports the lock it started", async () => {
    // Each reading of this clock is 2.5 s after the one before, as when checking a password takes longer than the
    // lock's first wait (2 s): by the time the failure is counted, that wait is over.
    let now = Date.parse('2026-04-06T15:00:00.000Z');
    const slow = { now: () => new Date((now += 2_500)) };
    const server = await startServer({ clock: slow, secure: true });
    await subscribe(server, await adminId(server), 'administrador', { email: 'dueno@empresa.mx', avisos: ['cuenta_bloqueada'] });
    for (let i = 0; i < 4; i += 1)
      await server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'no-es-esta' }, { 'x-test-remote-address': '192.168.1.50' });
    expect(destinos(server)).toEqual([{ tipo: 'cuenta_bloqueada', sucursal: null, destino: 'dueno@empresa.mx' }]);
  });

  it("'respaldo_fallido': a scheduled backup that fails raises one alert for the day, e-mailed with the reason", async () => {
    const clock = movableClock('2026-04-06T07:00:00.000Z'); // 01:00 in Mexico City
    const server = await startServer({ clock, env: { TZ: 'America/Mexico_City' } });
    await subscribe(server, await adminId(server), 'administrador', { email: 'dueno@empresa.mx', avisos: ['respaldo_fallido'] });
    const { smtp, job } = await mailing(server);
    writeFileSync(join(server.dataDir, 'respaldos'), 'no es una carpeta'); // the backups' folder cannot be made
    const schedule = startRespaldoSchedule(server.services.respaldos, {
      clock,
      logger,
      firstDelayMs: 3_600_000,
      onFailure: (motivo) => void server.services.avisos.respaldoFallido(motivo),
    });
    cleanups.push(() => schedule.stop());
    await schedule.tick();
    clock.set('2026-04-06T08:00:00.000Z'); // the next hour's check fails again: the same day, no second alert
    await schedule.tick();
    expect(destinos(server)).toEqual([{ tipo: 'respaldo_fallido', sucursal: null, destino: 'dueno@empresa.mx' }]);

    await job.tick();
    expect(smtp.received).toHaveLength(1);
    const { mail } = smtp.received[0]!;
    expect(mail.subject).toBe('Aviso del reloj checador: No se pudo hacer el respaldo diario (Equipo «Reloj Checador»)');
    expect(mail.text).toContain('El respaldo automático falló el 06/04/2026 a las 01:00. Motivo: ');
    expect(mail.text).toContain('revisa «Sistema» → «Respaldos»');
    expect(mail.attachments).toEqual([]);
  });
});
