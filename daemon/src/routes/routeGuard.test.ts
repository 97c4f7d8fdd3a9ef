import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRouter } from '../app.js';
import { routeAccess } from '../middlewares/routeFacts.js';
import { trackedTestServers, type TestServer } from '../test-support/testServer.js';

const start = trackedTestServers(afterEach);

const table = (server: TestServer) => apiRouter(server.config, server.services, () => undefined);
const fill = (path: string) => path.replace(/:[a-zA-Z]+/g, '1');

/** Other spellings of the same path, as an outsider on the LAN tried them. */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  return [
    `/API${rest}`,
    `/Api${rest}`,
    `/aPI${rest}`,
    `/%61pi${rest}`,
    `/%41PI${rest}`,
    `/a%70i${rest}`,
    `//api${rest}`,
    `/api/${rest}`,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    `${path.slice(0, -1)}${path.at(-1)!.toUpperCase()}`,
    `/api%2f${rest.slice(1)}`,
  ];
}

/** A raw HTTP request, so that the Host header and the path are sent exactly as written. */
function raw(server: TestServer, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; body: any; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: body ? { 'content-type': 'application/json', ...headers } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const count = (server: TestServer, table: string) => (server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('the admin guard on every spelling of every route', () => {
  it('declares every route on a case-sensitive, strict router', async () => {
    const server = await start();
    for (const layer of table(server).stack) {
      expect({ path: layer.path, flags: layer.regexp.flags }).not.toMatchObject({ flags: expect.stringContaining('i') });
      expect(layer.regexp.test(`${String(layer.path)}/`)).toBe(false);
    }
  });

  it('gives no answer but 401 or the JSON 404 to a stranger, whatever the spelling', async () => {
    const server = await start();
    const adminRoutes = routeAccess(table(server)).filter((r) => r.access !== 'public' && r.access !== 'kiosk');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(20);
    for (const { method, path } of adminRoutes) {
      for (const spelling of spellings(fill(path))) {
        const response = await server.anonymous(method, spelling, method === 'GET' ? undefined : {});
        expect({ method, spelling, status: response.status, json: typeof response.body === 'object' }).toEqual({
          method,
          spelling,
          status: expect.toSatisfy((s: number) => s === 401 || s === 404 || s === 400),
          json: true,
        });
      }
    }
  });

  it('never reads a catalogue or the backups through another spelling (the defect: 200 without a session)', async () => {
    const server = await start();
    await server.request('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 320 });
    for (const path of ['/API/puestos', '/Api/puestos', '/%61pi/puestos', '/API/respaldos', '/Api/devices', '/API/auditoria']) {
      const response = await raw(server, 'GET', path);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: { error: 'Ruta no encontrada.', code: 'not_found' } });
    }
  });

  it('refuses a foreign Origin on every spelling and changes nothing', async () => {
    const server = await start();
    for (const path of ['/API/puestos', '/Api/puestos', '/%61pi/puestos', '//api/puestos', '/api/puestos/', '/api/puestos']) {
      const withCookie = await raw(
        server,
        'POST',
        path,
        { Origin: 'http://evil.example', cookie: server.cookie },
        JSON.stringify({ nombre: 'ATACANTE', salarioDiario: 1 }),
      );
      expect({ path, status: withCookie.status, code: withCookie.body.code }).toEqual({ path, status: 403, code: 'cross_origin' });
    }
    expect(count(server, 'puestos')).toBe(0);
  });

  it('logs cross-origin refusals as security events', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const server = await start({ logger });
    await raw(server, 'POST', '/api/puestos', { Origin: 'http://evil.example', cookie: server.cookie }, '{}');
    expect(lines.map((l) => JSON.parse(l)).find((l) => l.evento === 'origen_rechazado')).toMatchObject({ origin: 'http://evil.example', method: 'POST' });
  });

  it('answers the JSON 404 for unknown paths and wrong methods under /api, signed in or not', async () => {
    const server = await start();
    for (const [method, path] of [
      ['GET', '/api/nada'],
      ['GET', '/api'],
      ['PATCH', '/api/puestos'],
      ['GET', '/API'],
      ['DELETE', '/api/health'],
    ]) {
      for (const send of [server.anonymous, server.request]) {
        const response = await send(method!, path!);
        expect({ method, path, status: response.status, body: response.body }).toEqual({
          method,
          path,
          status: 404,
          body: { error: 'Ruta no encontrada.', code: 'not_found' },
        });
      }
    }
  });
});

describe('path ids', () => {
  it('reads only plain decimal ids: "1 ", "0x1", "1e0", "01", "+1" are unknown ids and delete nothing', async () => {
    const server = await start();
    const created = await server.request('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 320 });
    expect(created.body.id).toBe(1);
    for (const id of ['1%20', '%201', '0x1', '1e0', '01', '+1', '1.0', '%31']) {
      const response = await server.request('DELETE', `/api/puestos/${id}`);
      expect({ id, status: response.status }).toEqual({ id, status: id === '%31' ? 204 : 404 });
      if (id === '%31') break; // '%31' is the letter '1' percent-encoded: the same id, rightly deleted
    }
  });

  it('answers 404 for an employee id that is not a plain decimal', async () => {
    const server = await start();
    for (const id of ['1%20', '0x1', '-1', 'abc']) {
      const response = await server.request('GET', `/api/employees/${id}`);
      expect({ id, status: response.status, error: response.body.error }).toEqual({ id, status: 404, error: 'El empleado no existe.' });
    }
  });
});

describe('the Host header (DNS rebinding)', () => {
  it('answers 421 to a foreign host and serves the box by its own names', async () => {
    const server = await start();
    const foreign = await raw(server, 'GET', '/api/health', { Host: 'evil.example' });
    expect(foreign.status).toBe(421);
    expect(foreign.body).toEqual({
      error: 'Este equipo no atiende peticiones dirigidas a ese nombre. Usa la dirección del reloj checador.',
      code: 'host_not_allowed',
    });
    const page = await raw(server, 'GET', '/admin', { Host: 'evil.example:3001' });
    expect(page.status).toBe(421);
    const login = await raw(server, 'POST', '/api/auth/login', { Host: 'evil.example' }, JSON.stringify({ usuario: 'admin', password: 'x' }));
    expect(login.status).toBe(421);
    for (const host of ['localhost:3001', '127.0.0.1', 'LOCALHOST', '[::1]:3001', 'localhost.']) {
      const ok = await raw(server, 'GET', '/api/health', { Host: host });
      expect({ host, status: ok.status }).toEqual({ host, status: 200 });
    }
  });

  it('serves an extra name configured in RELOJ_ALLOWED_HOSTS', async () => {
    const server = await start({ env: { RELOJ_ALLOWED_HOSTS: 'reloj.empresa.mx, otro.local' } });
    expect((await raw(server, 'GET', '/api/health', { Host: 'reloj.empresa.mx' })).status).toBe(200);
    expect((await raw(server, 'GET', '/api/health', { Host: 'Otro.Local:3443' })).status).toBe(200);
    expect((await raw(server, 'GET', '/api/health', { Host: 'evil.example' })).status).toBe(421);
  });
});

describe('plain HTTP from the LAN', () => {
  it('refuses the admin API and the login over plain HTTP from another computer, naming the HTTPS address', async () => {
    const server = await start({ remoteAddress: '192.168.1.50', httpsPort: () => 3443, withoutAdmin: true });
    await server.services.auth.createUser('admin', 'contraseña-de-prueba');
    const list = await server.anonymous('GET', '/api/puestos');
    expect(list.status).toBe(403);
    expect(list.body).toEqual({
      error: 'Por seguridad, el panel de administración solo se abre por HTTPS desde otra computadora. Entra a https://127.0.0.1:3443/admin',
      code: 'https_required',
    });
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'contraseña-de-prueba' });
    expect(login.status).toBe(403);
    expect(login.headers.get('set-cookie')).toBeNull();
  });

  it('sends LAN browsers to HTTPS for pages, keeps the kiosk calls, and adds HSTS over HTTPS', async () => {
    const lan = await start({ remoteAddress: '192.168.1.50', httpsPort: () => 3443, withoutAdmin: true });
    const page = await raw(lan, 'GET', '/admin/puestos?x=1', { Host: 'localhost:3001' });
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe('https://localhost:3443/admin/puestos?x=1');
    const verify = await lan.anonymous('POST', '/api/devices/verify', { fingerprint: 'a'.repeat(64) });
    expect(verify.status).toBe(200);
    expect(verify.headers.get('strict-transport-security')).toBeNull();

    const overTls = await start({ remoteAddress: '192.168.1.50', secure: true, httpsPort: () => 3443 });
    const list = await overTls.request('GET', '/api/puestos');
    expect(list.status).toBe(200);
    expect(list.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('leaves the box itself (loopback) on plain HTTP: its kiosk and a technician at the screen', async () => {
    const server = await start({ httpsPort: () => 3443 });
    expect((await server.request('GET', '/api/puestos')).status).toBe(200);
    expect((await raw(server, 'GET', '/kiosk')).status).not.toBe(308);
  });
});
