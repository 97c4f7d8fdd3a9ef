import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';

const startServer = trackedTestServers(afterEach);

const PASSWORD = 'contraseña-del-correo-9';

const valid = (over: { smtp?: Record<string, unknown>; webhook?: Record<string, unknown> } & Record<string, unknown> = {}) => ({
  resumenHora: '07:00',
  minutosRetardo: 15,
  minutosKioscoSinSenal: 30,
  ...over,
  smtp: {
    host: 'smtp.empresa.mx',
    puerto: 587,
    seguridad: 'starttls',
    verificarCertificado: true,
    usuario: 'avisos@empresa.mx',
    remitente: 'avisos@empresa.mx',
    ...over.smtp,
  },
  webhook: { url: '', ...over.webhook },
});

describe('GET/PUT /api/avisos/configuracion', () => {
  it('stores the SMTP password encrypted with a key file outside the database, and never answers, logs or audits it', async () => {
    const server = await startServer();
    const before = await server.request('GET', '/api/avisos/configuracion');
    expect(before.status).toBe(200);
    expect(before.body.smtp).toMatchObject({ host: '', puerto: 587, seguridad: 'starttls', passwordGuardada: false });

    const saved = await server.request('PUT', '/api/avisos/configuracion', valid({ smtp: { password: PASSWORD } }));
    expect(saved.status).toBe(200);
    expect(saved.body.smtp).toEqual({
      host: 'smtp.empresa.mx',
      puerto: 587,
      seguridad: 'starttls',
      verificarCertificado: true,
      usuario: 'avisos@empresa.mx',
      remitente: 'avisos@empresa.mx',
      passwordGuardada: true,
    });
    expect(saved.text).not.toContain(PASSWORD);
    const again = await server.request('GET', '/api/avisos/configuracion');
    expect(again.body.smtp.passwordGuardada).toBe(true);
    expect(again.text).not.toContain(PASSWORD);

    const stored = server.db.prepare('SELECT smtp_password_cifrada AS p FROM avisos_configuracion').get() as { p: string };
    expect(stored.p).toMatch(/^v1:/);
    expect(stored.p).not.toContain(PASSWORD);
    // The database file holds no clear password either (WAL included).
    server.db.pragma('wal_checkpoint(TRUNCATE)');
    expect(readFileSync(join(server.dataDir, 'reloj.sqlite')).includes(Buffer.from(PASSWORD))).toBe(false);
    const key = statSync(join(server.dataDir, 'claves', 'avisos.key'));
    expect(key.mode & 0o777).toBe(0o600);

    const audit = server.db.prepare("SELECT antes, despues FROM auditoria WHERE accion = 'avisos.configurar'").all() as { antes: string; despues: string }[];
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    expect(JSON.parse(audit[0]!.despues).smtp.password).toBe('cambiada');

    // Left out, the password is kept; '' removes it.
    expect((await server.request('PUT', '/api/avisos/configuracion', valid())).body.smtp.passwordGuardada).toBe(true);
    expect((await server.request('PUT', '/api/avisos/configuracion', valid({ smtp: { password: '' } }))).body.smtp.passwordGuardada).toBe(false);
  });

  it('answers the webhook secret once, when a new URL is saved', async () => {
    const server = await startServer();
    const saved = await server.request('PUT', '/api/avisos/configuracion', valid({ webhook: { url: 'https://avisos.empresa.mx/reloj' } }));
    expect(saved.status).toBe(200);
    expect(saved.body.webhook.secreto).toMatch(/^[0-9a-f]{64}$/);
    expect(saved.body.webhook.secretoGuardado).toBe(true);
    const read = await server.request('GET', '/api/avisos/configuracion');
    expect(read.body.webhook).toEqual({ url: 'https://avisos.empresa.mx/reloj', secretoGuardado: true });
    const same = await server.request('PUT', '/api/avisos/configuracion', valid({ webhook: { url: 'https://avisos.empresa.mx/reloj' } }));
    expect(same.body.webhook.secreto).toBeUndefined();
    const audit = server.db.prepare("SELECT despues FROM auditoria WHERE accion = 'avisos.configurar'").all() as { despues: string }[];
    expect(JSON.stringify(audit)).not.toContain(saved.body.webhook.secreto);
  });

  it('is for administrators only', async () => {
    const server = await startServer();
    expect((await server.anonymous('GET', '/api/avisos/configuracion')).status).toBe(401);
    await server.request('POST', '/api/usuarios', { usuario: 'consulta1', password: 'una-contraseña-larga', rol: 'consulta' });
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'consulta1', password: 'una-contraseña-larga' });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await server.anonymous('GET', '/api/avisos/configuracion', undefined, { cookie })).status).toBe(403);
    expect((await server.anonymous('GET', '/api/avisos', undefined, { cookie })).status).toBe(403);
  });

  it.each([
    ['a port of 0', valid({ smtp: { puerto: 0 } }), 'smtp.puerto', 'entre 1 y 65535'],
    ['a port of 65536', valid({ smtp: { puerto: 65536 } }), 'smtp.puerto', 'entre 1 y 65535'],
    ['a host with spaces', valid({ smtp: { host: 'smtp empresa.mx' } }), 'smtp.host', 'sin espacios'],
    ['a sender that is not an address', valid({ smtp: { remitente: 'avisos de la empresa' } }), 'smtp.remitente', 'dirección de correo'],
    ['a CR/LF in the sender', valid({ smtp: { remitente: 'avisos@empresa.mx\r\nBcc: todos@otra.mx' } }), 'smtp.remitente', 'saltos de línea'],
    ['a CR/LF in the user', valid({ smtp: { usuario: 'avisos\r\nRCPT TO:<x@y.mx>' } }), 'smtp.usuario', 'saltos de línea'],
    ['a LF in the host', valid({ smtp: { host: 'smtp.empresa.mx\nRSET' } }), 'smtp.host', 'saltos de línea'],
    ['a CR in the password', valid({ smtp: { password: 'clave\rQUIT' } }), 'smtp.password', 'saltos de línea'],
    ['a webhook URL that is not http(s)', valid({ webhook: { url: 'ftp://avisos.empresa.mx/reloj' } }), 'webhook.url', 'https://'],
    ['a webhook URL with a LF', valid({ webhook: { url: 'https://avisos.empresa.mx/\nX-Otro: 1' } }), 'webhook.url', 'saltos de línea'],
    ['an hour that is no hour', valid({ resumenHora: '25:00' }), 'resumenHora', 'HH:MM'],
  ])('refuses %s (422 naming the field) and changes nothing', async (_name, body, field, words) => {
    const server = await startServer();
    const before = await server.request('GET', '/api/avisos/configuracion');
    const res = await server.request('PUT', '/api/avisos/configuracion', body);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toContain(words);
    expect((await server.request('GET', '/api/avisos/configuracion')).body).toEqual(before.body);
  });

  it("refuses a webhook URL on this box's own addresses and ports", async () => {
    const server = await startServer();
    const { port, httpsPort } = server.config;
    for (const url of [`http://127.0.0.1:${port}/api/health`, `https://localhost:${httpsPort}/x`, `http://[::1]:${port}/`, `http://127.0.0.2:${port}/`]) {
      const res = await server.request('PUT', '/api/avisos/configuracion', valid({ webhook: { url } }));
      expect(res.status, url).toBe(422);
      expect(res.body.field).toBe('webhook.url');
      expect(res.body.error).toContain('apunta a este mismo reloj');
    }
    // Another port on loopback is another program (a gateway of the owner's own): accepted.
    const other = await server.request('PUT', '/api/avisos/configuracion', valid({ webhook: { url: `http://127.0.0.1:${port + 7}/avisos` } }));
    expect(other.status).toBe(200);
  });
});
