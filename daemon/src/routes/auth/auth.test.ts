import { afterEach, describe, expect, it } from 'vitest';
import { apiRouter } from '../../app.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../services/auth/index.js';
import { TEST_ADMIN, trackedTestServers, type TestServer } from '../../test-support/testServer.js';

const start = trackedTestServers(afterEach);

const movableClock = () => {
  let now = Date.parse('2026-11-22T15:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

/** Every route of the API as the app declares it, with :params filled in. */
function declaredRoutes(server: TestServer) {
  const router = apiRouter(server.config, server.services, () => undefined);
  return router.stack
    .filter((layer) => !String(layer.path).includes('{*rest}') && layer.methods.length > 0)
    .flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path).replace(/:[a-zA-Z]+/g, '1') })));
}

const PUBLIC = [
  '/api/health',
  '/api/reloj',
  '/api/auth/state',
  '/api/auth/primer-arranque',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/setup',
  '/api/devices/verify',
  '/api/attendance/check-in',
  '/api/attendance/check-in-pin',
  '/api/attendance/encuadre',
  '/api/privacidad/aviso',
];

describe('the admin guard', () => {
  it('answers 401 without a session on every admin route, and lets a session through', async () => {
    const server = await start();
    // Issue 43: the kiosk's own routes ('Mi asistencia') answer to an approved kiosk, never to a panel session.
    const kiosk = declaredRoutes(server).filter((r) => r.path.startsWith('/api/kiosk/'));
    expect(kiosk.length).toBeGreaterThanOrEqual(3);
    for (const { method, path } of kiosk) {
      const anonymous = await server.anonymous(method, path, method === 'GET' ? undefined : {});
      expect({ method, path, status: anonymous.status, error: anonymous.body?.error }).toEqual({
        method,
        path,
        status: 403,
        error: 'Este dispositivo no está identificado. Recarga la página del reloj checador.',
      });
    }
    const routes = declaredRoutes(server).filter((r) => !PUBLIC.includes(r.path) && !r.path.startsWith('/api/kiosk/'));
    expect(routes.length).toBeGreaterThanOrEqual(13); // catalogues (12) + auditoria, and every later route
    for (const { method, path } of routes) {
      const anonymous = await server.anonymous(method, path, method === 'GET' ? undefined : {});
      expect({ method, path, status: anonymous.status, error: anonymous.body?.error }).toEqual({
        method,
        path,
        status: 401,
        error: 'Inicia sesión para continuar.',
      });
      const signedIn = await server.request(method, path, method === 'GET' ? undefined : {});
      expect({ method, path, status: signedIn.status }).not.toEqual({ method, path, status: 401 });
    }
  });

  it('answers 401 with a forged or unknown cookie', async () => {
    const server = await start();
    const response = await server.anonymous('GET', '/api/puestos', undefined, { cookie: 'reloj_sesion=inventado' });
    expect(response.status).toBe(401);
  });
});

describe('login and logout', () => {
  it('logs in with the right password: HttpOnly, SameSite=Strict cookie, not Secure over plain HTTP', async () => {
    const server = await start();
    const response = await server.anonymous('POST', '/api/auth/login', TEST_ADMIN);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: { id: expect.any(Number), usuario: 'admin', rol: 'administrador', sucursales: null } });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^reloj_sesion=[A-Za-z0-9_-]{43};/);
    expect(setCookie.toLowerCase()).toContain('httponly');
    expect(setCookie.toLowerCase()).toContain('samesite=strict');
    expect(setCookie.toLowerCase()).not.toContain('secure');
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    const stored = server.db.prepare('SELECT token_hash FROM sesiones').all() as { token_hash: string }[];
    expect(stored.some((s) => s.token_hash === token)).toBe(false); // only the hash is kept
    const state = await server.anonymous('GET', '/api/auth/state', undefined, { cookie: setCookie.split(';')[0]! });
    expect(state.body).toEqual({
      setupRequired: false,
      setupNeedsCode: false,
      user: { id: expect.any(Number), usuario: 'admin', rol: 'administrador', sucursales: null },
    });
  });

  it('gives a new token at every login and kills the previous one of that browser', async () => {
    const server = await start();
    const again = await server.request('POST', '/api/auth/login', TEST_ADMIN);
    const fresh = (again.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(fresh).not.toBe(server.cookie);
    expect((await server.anonymous('GET', '/api/puestos', undefined, { cookie: server.cookie })).status).toBe(401);
    expect((await server.anonymous('GET', '/api/puestos', undefined, { cookie: fresh })).status).toBe(200);
  });

  it.each([
    ['a wrong password', { usuario: 'admin', password: 'otra-contraseña' }],
    ['an unknown user', { usuario: 'nadie', password: TEST_ADMIN.password }],
    ['the user in other case', { usuario: 'ADMIN', password: 'x' }],
  ])('refuses %s with the same message, saying not which was wrong', async (_label, credentials) => {
    const server = await start();
    const response = await server.anonymous('POST', '/api/auth/login', credentials);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Usuario o contraseña incorrectos.', code: 'wrong_credentials' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a login without fields (422, Spanish)', async () => {
    const server = await start();
    const response = await server.anonymous('POST', '/api/auth/login', { usuario: 'admin' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('Escribe tu contraseña.');
  });

  it('rate-limits failed logins per user with growing delays, even with the right password', async () => {
    const clock = movableClock();
    const server = await start({ clock });
    for (let i = 0; i < 4; i += 1)
      expect((await server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'mala-contraseña' })).status).toBe(401);
    const blocked = await server.anonymous('POST', '/api/auth/login', TEST_ADMIN);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Demasiados intentos fallidos\. Espera 2 segundos/);
    clock.advance(2_100);
    expect((await server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'mala-contraseña' })).status).toBe(401);
    const longer = await server.anonymous('POST', '/api/auth/login', TEST_ADMIN);
    expect(longer.status).toBe(429);
    expect(longer.body.details.retryAfter).toBe(4);
    clock.advance(4_100);
    expect((await server.anonymous('POST', '/api/auth/login', TEST_ADMIN)).status).toBe(200);
  });

  it('rate-limits failed logins per address across user names', async () => {
    const server = await start();
    for (let i = 0; i < 4; i += 1) await server.anonymous('POST', '/api/auth/login', { usuario: `nadie${i}`, password: 'mala-contraseña' });
    expect((await server.anonymous('POST', '/api/auth/login', { usuario: 'otro', password: 'x' })).status).toBe(429);
  });

  it('logout invalidates the token on the server: replaying the old cookie gets 401', async () => {
    const server = await start();
    expect((await server.request('POST', '/api/auth/logout')).status).toBe(204);
    const replay = await server.anonymous('GET', '/api/puestos', undefined, { cookie: server.cookie });
    expect(replay.status).toBe(401);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM sesiones').get()).toEqual({ n: 0 });
  });

  it('expires a session idle for 8 hours', async () => {
    const clock = movableClock();
    const server = await start({ clock });
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await server.request('GET', '/api/puestos')).status).toBe(200);
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await server.request('GET', '/api/puestos')).status).toBe(200); // activity keeps it alive
    clock.advance(SESSION_IDLE_MS + 1_000);
    expect((await server.request('GET', '/api/puestos')).status).toBe(401);
  });

  it('expires any session 7 days after login, however active', async () => {
    const clock = movableClock();
    const server = await start({ clock });
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - 7 * 3600_000; elapsed += 7 * 3600_000) {
      clock.advance(7 * 3600_000);
      expect((await server.request('GET', '/api/puestos')).status).toBe(200);
    }
    clock.advance(8 * 3600_000 - 1);
    expect((await server.request('GET', '/api/puestos')).status).toBe(401);
  });
});

describe('first-run setup', () => {
  const admin = { usuario: 'Dueña', password: 'una-contraseña-larga' };

  it('reports setupRequired on an empty database and creates the first administrator from the box', async () => {
    const server = await start({ withoutAdmin: true });
    expect((await server.anonymous('GET', '/api/auth/state')).body).toEqual({ setupRequired: true, setupNeedsCode: false, user: null });
    const bad = await server.anonymous('POST', '/api/auth/setup', { usuario: 'dueña', password: 'corta' });
    expect(bad.status).toBe(422);
    const created = await server.anonymous('POST', '/api/auth/setup', { usuario: 'duena', password: admin.password });
    expect(created.status).toBe(201);
    expect(created.headers.get('set-cookie')).toMatch(/^reloj_sesion=/);
    expect(server.db.prepare('SELECT usuario FROM usuarios').all()).toEqual([{ usuario: 'duena' }]);
  });

  it('refuses setup for good once an administrator exists (403)', async () => {
    const server = await start();
    const response = await server.anonymous('POST', '/api/auth/setup', { usuario: 'intruso', password: 'una-contraseña-larga' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('setup_closed');
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM usuarios').get()).toEqual({ n: 1 });
  });

  it('refuses setup from the LAN without the code, even claiming X-Forwarded-For: 127.0.0.1', async () => {
    const server = await start({ withoutAdmin: true, remoteAddress: '192.168.1.50', secure: true });
    const setupGate = server.services.setupGate;
    expect((await server.anonymous('GET', '/api/auth/state')).body).toMatchObject({ setupRequired: true, setupNeedsCode: true });
    const spoofed = await server.anonymous(
      'POST',
      '/api/auth/setup',
      { usuario: 'intruso', password: 'una-contraseña-larga' },
      { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1' },
    );
    expect(spoofed.status).toBe(403);
    expect(spoofed.body.code).toBe('setup_code_required');
    const wrongCode = await server.anonymous('POST', '/api/auth/setup', { usuario: 'intruso', password: 'una-contraseña-larga', codigo: 'AAAA-BBBB' });
    expect(wrongCode.status).toBe(403);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM usuarios').get()).toEqual({ n: 0 });
    const withCode = await server.anonymous('POST', '/api/auth/setup', {
      usuario: 'tecnico',
      password: 'una-contraseña-larga',
      codigo: setupGate.code.toLowerCase(),
    });
    expect(withCode.status).toBe(201);
  });
});

describe('CSRF and headers', () => {
  it('refuses a cross-origin POST that carries a valid cookie (403) and changes nothing', async () => {
    const server = await start();
    const byOrigin = await server.request('POST', '/api/puestos', { nombre: 'ATACANTE', salarioDiario: 1 }, { Origin: 'http://evil.example' });
    expect(byOrigin.status).toBe(403);
    expect(byOrigin.body.code).toBe('cross_origin');
    const byFetchSite = await server.request('DELETE', '/api/puestos/1', undefined, { 'Sec-Fetch-Site': 'cross-site' });
    expect(byFetchSite.status).toBe(403);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM puestos').get()).toEqual({ n: 0 });
  });

  it('accepts a same-origin POST from the browser', async () => {
    const server = await start();
    const response = await server.request(
      'POST',
      '/api/puestos',
      { nombre: 'propio', salarioDiario: 1 },
      { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(response.status).toBe(201);
  });

  it('refuses a form-encoded POST (415): changes must be JSON', async () => {
    const server = await start();
    const response = await server.request('POST', '/api/puestos', 'nombre=X&salarioDiario=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM puestos').get()).toEqual({ n: 0 });
  });

  it('sends the security headers on API and page responses', async () => {
    const server = await start();
    for (const path of ['/api/health', '/admin/puestos']) {
      const response = await server.anonymous('GET', path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('never puts a stack trace or SQL in an error body', async () => {
    const server = await start();
    server.db.exec('DROP TABLE bonos'); // provoke an unexpected database failure
    const response = await server.request('GET', '/api/bonos');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Error interno del servidor. Intenta de nuevo.', code: 'internal_error' });
    expect(response.text).not.toMatch(/at .*\.(ts|js)|SQLITE|no such table|bonos/i);
  });
});

describe('audit', () => {
  it('records who changed what, before and after, and lists it', async () => {
    const server = await start();
    const created = await server.request('POST', '/api/puestos', { nombre: 'cajero', salarioDiario: 300 });
    await server.request('PUT', `/api/puestos/${created.body.id}`, { ...created.body, salarioDiario: 320.5 });
    await server.request('DELETE', `/api/puestos/${created.body.id}`);
    await server.request('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 1 }, { Origin: 'http://evil.example' }); // refused: no entry
    const list = await server.request('GET', '/api/auditoria');
    expect(list.status).toBe(200);
    expect(list.body.map((e: { accion: string }) => e.accion)).toEqual(['puestos.borrar', 'puestos.actualizar', 'puestos.crear']);
    expect(list.body[1]).toMatchObject({
      usuario: 'admin',
      antes: { nombre: 'CAJERO', salarioDiario: 300 },
      despues: { nombre: 'CAJERO', salarioDiario: 320.5 },
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});
