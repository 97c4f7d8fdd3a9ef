import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAvisosSender, type AvisosSender } from '../../jobs/avisos.js';
import { createLogger } from '../../logger.js';
import type { Alerta } from '../../services/avisos/index.js';
import { movableClock } from '../../test-support/movableClock.js';
import { selfSignedCertificate, startTestSmtp, startWebhookReceiver, type TestSmtp } from '../../test-support/testSmtp.js';
import { startTestServer, trackedTestServers, type TestServer } from '../../test-support/testServer.js';

const startServer = trackedTestServers(afterEach);
const logger = createLogger('silent');
const SMTP_USER = 'avisos';
const SMTP_PASSWORD = 'clave-del-servidor-1';

let tls: { key: string; cert: string };
beforeAll(() => {
  tls = selfSignedCertificate();
});

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(): Promise<TestSmtp> {
  const smtp = await startTestSmtp({ users: { [SMTP_USER]: SMTP_PASSWORD }, tls });
  cleanups.push(() => smtp.stop());
  return smtp;
}

function sender(server: TestServer): AvisosSender {
  const job = startAvisosSender(server.services.avisos, { logger, intervalMs: 3_600_000 });
  cleanups.push(() => job.stop());
  return job;
}

const configure = (server: TestServer, smtp: { port: number }, over: Record<string, unknown> = {}, webhook = '') =>
  server.request('PUT', '/api/avisos/configuracion', {
    smtp: {
      host: '127.0.0.1',
      puerto: smtp.port,
      seguridad: 'starttls',
      verificarCertificado: false,
      usuario: SMTP_USER,
      password: SMTP_PASSWORD,
      remitente: 'reloj@empresa.mx',
      ...over,
    },
    webhook: { url: webhook },
    resumenHora: '07:00',
    minutosRetardo: 15,
    minutosKioscoSinSenal: 30,
  });

/** Until PUT /api/usuarios/{id} takes them (next commit), the administrator's address and kinds are set in the table. */
const subscribeAdmin = (server: TestServer, email: string, avisos: string[]) =>
  server.db.prepare("UPDATE usuarios SET email = ?, avisos = ? WHERE usuario = 'admin'").run(email, JSON.stringify(avisos));

const alerta = (n: number): Alerta => ({
  tipo: 'respaldo_fallido',
  sucursalId: null,
  titulo: `Falló el respaldo ${n}`,
  texto: `El respaldo automático número ${n} no se pudo hacer. Revisa «Sistema» → «Respaldos».`,
  datos: { n },
  causa: `prueba-${n}`,
});

const rows = (server: TestServer) =>
  server.db.prepare('SELECT id, destino, estado, intentos, error, proximo_intento FROM avisos ORDER BY id').all() as {
    id: number;
    destino: string;
    estado: string;
    intentos: number;
    error: string | null;
    proximo_intento: string | null;
  }[];

describe("'Enviar prueba' (POST /api/avisos/prueba)", () => {
  it('sends over STARTTLS with AUTH to a real SMTP server and answers what it said; the message is Spanish, text and HTML', async () => {
    const smtp = await smtpServer();
    const server = await startServer();
    expect((await configure(server, smtp)).status).toBe(200);
    expect((await server.request('PUT', '/api/equipo', { nombre: 'Mostrador Centro' })).status).toBe(200);
    const res = await server.request('POST', '/api/avisos/prueba', { canal: 'correo', destino: 'dueno@empresa.mx' });
    expect(res.status).toBe(200);
    expect(res.body.respuesta).toMatch(/^250 /);
    expect(res.body.respuesta).toContain('dueno@empresa.mx');
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got).toMatchObject({ to: ['dueno@empresa.mx'], from: 'reloj@empresa.mx', user: SMTP_USER, secured: true });
    // The box as its administrador named it (GET /api/equipo), never a hex id.
    expect(got!.mail.subject).toBe('Aviso del reloj checador: Prueba de avisos (Equipo «Mostrador Centro»)');
    expect(got!.mail.text).toContain('\nEquipo «Mostrador Centro»\n');
    expect(got!.mail.text).toContain('Este es un mensaje de prueba del reloj checador');
    expect(got!.mail.html).toContain('<h2>Prueba de avisos</h2>');
    expect(got!.mail.attachments).toEqual([]);
  });

  it("answers 502 with the server's reason for a wrong password", async () => {
    const smtp = await smtpServer();
    const server = await startServer();
    await configure(server, smtp, { password: 'otra-clave' });
    const res = await server.request('POST', '/api/avisos/prueba', { canal: 'correo', destino: 'dueno@empresa.mx' });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('aviso_no_enviado');
    expect(res.body.error).toMatch(/^El servidor de correo rechazó la contraseña \(535\): 535 5\.7\.8 Authentication credentials invalid/);
    expect(smtp.received).toHaveLength(0);
  });

  it('checks the certificate unless told not to', async () => {
    const smtp = await smtpServer();
    const server = await startServer();
    await configure(server, smtp, { verificarCertificado: true });
    const res = await server.request('POST', '/api/avisos/prueba', { canal: 'correo', destino: 'dueno@empresa.mx' });
    expect(res.status).toBe(502);
    expect(res.body.error).toContain('El certificado del servidor de correo 127.0.0.1:');
    expect(res.body.error).toContain('«No verificar el certificado»');
    expect(smtp.received).toHaveLength(0);
  });

  it('posts a signed test to the webhook', async () => {
    const server = await startServer();
    const secret: { value?: string } = {};
    const receiver = await startWebhookReceiver(() => secret.value);
    cleanups.push(() => receiver.close());
    const saved = await configure(server, { port: 25 }, { host: '', remitente: '', usuario: '' }, receiver.url);
    secret.value = saved.body.webhook.secreto;
    const res = await server.request('POST', '/api/avisos/prueba', { canal: 'webhook' });
    expect(res.status).toBe(200);
    expect(res.body.respuesta).toBe('El receptor respondió 200 OK: recibido');
    expect(receiver.hits).toHaveLength(1);
    expect(receiver.hits[0]!.firmaValida).toBe(true);
    expect(JSON.parse(receiver.hits[0]!.body)).toMatchObject({ id: 0, tipo: 'prueba', sucursal: null, titulo: 'Prueba de avisos' });
    expect((await server.request('POST', '/api/avisos/prueba', { canal: 'correo' })).status).toBe(409);
  });
});

describe('the sender (jobs/avisos.ts)', () => {
  it('delivers each alert exactly once across a stopped SMTP server and a restart of the daemon', async () => {
    const clock = movableClock('2026-04-06T15:00:00.000Z');
    const smtp = await smtpServer();
    const first = await startTestServer({ clock });
    let firstOpen = true;
    cleanups.push(() => (firstOpen ? first.close() : undefined));
    await configure(first, smtp);
    subscribeAdmin(first, 'dueno@empresa.mx', ['respaldo_fallido']);
    const job = sender(first);

    await smtp.stop();
    for (const n of [1, 2, 3]) first.services.avisos.raise(alerta(n));
    first.services.avisos.raise(alerta(2)); // the same cause again: no second row
    await job.tick();
    expect(rows(first).map((r) => [r.estado, r.intentos])).toEqual([
      ['pendiente', 1],
      ['pendiente', 1],
      ['pendiente', 1],
    ]);
    expect(rows(first)[0]!.error).toMatch(/^No se pudo conectar con el servidor de correo 127\.0\.0\.1:\d+ \(.*ECONNREFUSED/);
    expect(rows(first)[0]!.proximo_intento).toBe('2026-04-06T15:01:00.000Z');

    // The daemon stops; what is on disk is all the next one has.
    job.stop();
    const dataDir = mkdtempSync(join(tmpdir(), 'reloj-avisos-reinicio-'));
    first.db.pragma('wal_checkpoint(TRUNCATE)');
    cpSync(first.dataDir, dataDir, { recursive: true });
    await first.close();
    firstOpen = false;

    const second = await startServer({ clock, dataDir, withoutAdmin: true });
    await smtp.start();
    const job2 = sender(second);
    await job2.tick(); // not due yet: nothing tried
    expect(smtp.received).toHaveLength(0);
    clock.set('2026-04-06T15:01:00.000Z');
    await job2.tick();
    await job2.tick();
    clock.set('2026-04-06T18:00:00.000Z');
    await job2.tick();

    expect(smtp.received.map((m) => m.mail.subject).sort()).toEqual([
      'Aviso del reloj checador: Falló el respaldo 1 (Equipo «Reloj Checador»)',
      'Aviso del reloj checador: Falló el respaldo 2 (Equipo «Reloj Checador»)',
      'Aviso del reloj checador: Falló el respaldo 3 (Equipo «Reloj Checador»)',
    ]);
    for (const { to, mail } of smtp.received) {
      expect(to).toEqual(['dueno@empresa.mx']);
      expect(mail.text).toContain('no se pudo hacer. Revisa «Sistema» → «Respaldos».');
      expect(mail.html).toContain('no se pudo hacer. Revisa «Sistema» → «Respaldos».');
      expect(mail.attachments).toEqual([]); // never a photo
      expect(`${mail.text}${String(mail.html)}`).not.toMatch(/salario|\$\s?\d/i); // never a salary
    }
    expect(rows(second).map((r) => [r.estado, r.intentos, r.error])).toEqual([
      ['enviado', 2, null],
      ['enviado', 2, null],
      ['enviado', 2, null],
    ]);
  });

  it("marks a refused password 'fallido' at once with the server's reason, shown in GET /api/avisos; 'Reintentar' sends it", async () => {
    const clock = movableClock('2026-04-06T15:00:00.000Z');
    const smtp = await smtpServer();
    const server = await startServer({ clock });
    await configure(server, smtp, { password: 'vieja-clave' });
    subscribeAdmin(server, 'dueno@empresa.mx', ['respaldo_fallido']);
    const job = sender(server);
    server.services.avisos.raise(alerta(1));
    await job.tick();
    const list = await server.request('GET', '/api/avisos');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: 1,
        tipo: 'respaldo_fallido',
        sucursalId: null,
        titulo: 'Falló el respaldo 1',
        destino: 'dueno@empresa.mx',
        canal: 'correo',
        estado: 'fallido',
        intentos: 1,
        error: 'El servidor de correo rechazó la contraseña (535): 535 5.7.8 Authentication credentials invalid',
        creadoEn: '2026-04-06T15:00:00.000Z',
        proximoIntento: null,
        enviadoEn: null,
      },
    ]);
    expect(smtp.received).toHaveLength(0);

    await configure(server, smtp); // the right password
    const retried = await server.request('POST', '/api/avisos/1/reintentar');
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ estado: 'pendiente', intentos: 0, error: null });
    await job.tick();
    expect(smtp.received).toHaveLength(1);
    expect((await server.request('GET', '/api/avisos')).body[0]).toMatchObject({ estado: 'enviado', enviadoEn: '2026-04-06T15:00:00.000Z' });
    expect((await server.request('POST', '/api/avisos/1/reintentar')).status).toBe(409);
    expect((await server.request('POST', '/api/avisos/99/reintentar')).status).toBe(404);
  });

  it('retries with a doubling wait (1, 2, 4 … minutes, at most an hour) and gives up 24 h after the alert with the last reason', async () => {
    const clock = movableClock('2026-04-06T15:00:00.000Z');
    const smtp = await smtpServer();
    const server = await startServer({ clock });
    await configure(server, smtp);
    subscribeAdmin(server, 'dueno@empresa.mx', ['respaldo_fallido']);
    await smtp.stop();
    const job = sender(server);
    server.services.avisos.raise(alerta(1));
    const waits: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      await job.tick();
      const [row] = rows(server);
      if (row!.estado !== 'pendiente') break;
      waits.push(row!.proximo_intento!);
      clock.set(row!.proximo_intento!);
    }
    expect(waits.slice(0, 8)).toEqual([
      '2026-04-06T15:01:00.000Z',
      '2026-04-06T15:03:00.000Z',
      '2026-04-06T15:07:00.000Z',
      '2026-04-06T15:15:00.000Z',
      '2026-04-06T15:31:00.000Z',
      '2026-04-06T16:03:00.000Z',
      '2026-04-06T17:03:00.000Z', // 64 minutes capped at 60
      '2026-04-06T18:03:00.000Z',
    ]);
    // The last try within 24 h of the alert (15:00 the next day): the one after it would be at 15:03.
    expect(waits.at(-1)).toBe('2026-04-07T14:03:00.000Z');
    const [row] = rows(server);
    expect(row).toMatchObject({ estado: 'fallido', intentos: waits.length + 1, proximo_intento: null });
    expect(row!.error).toMatch(/^No se pudo conectar con el servidor de correo/);
    expect(smtp.received).toHaveLength(0);
  });

  it('posts each alert to the webhook once, signed with the secret answered when the URL was saved', async () => {
    const clock = movableClock('2026-04-06T15:00:00.000Z');
    const server = await startServer({ clock });
    const secret: { value?: string } = {};
    const receiver = await startWebhookReceiver(() => secret.value);
    cleanups.push(() => receiver.close());
    secret.value = (await configure(server, { port: 25 }, { host: '', remitente: '', usuario: '' }, receiver.url)).body.webhook.secreto;
    const sucursal = await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' });
    const job = sender(server);
    server.services.avisos.raise({ ...alerta(1), tipo: 'registro_alterado', sucursalId: sucursal.body.id });
    await job.tick();
    await job.tick();
    expect(receiver.hits).toHaveLength(1);
    expect(receiver.hits[0]!.firmaValida).toBe(true);
    expect(receiver.hits[0]!.contentType).toBe('application/json; charset=utf-8');
    expect(JSON.parse(receiver.hits[0]!.body)).toEqual({
      id: 1,
      tipo: 'registro_alterado',
      sucursal: 'CENTRO',
      fecha: '2026-04-06T15:00:00.000Z',
      titulo: 'Falló el respaldo 1',
      texto: 'El respaldo automático número 1 no se pudo hacer. Revisa «Sistema» → «Respaldos».',
      datos: { n: 1 },
    });
    expect(rows(server)).toMatchObject([{ destino: 'webhook', estado: 'enviado', intentos: 1 }]);
  });
});
