import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';

// The 'Usuarios' screen's API (issue 15 item 6): accounts, roles and branches; one active administrador always stays.
const start = trackedTestServers(afterEach);
const PASSWORD = 'una-contraseña-larga';
const LAST_ADMIN = 'Debe quedar al menos un administrador activo: asigna primero el rol de administrador a otra cuenta.';

async function boxWithBranch(): Promise<{ server: TestServer; centro: number }> {
  const server = await start();
  const centro = (await server.request('POST', '/api/sucursales', { nombre: 'Centro' })).body.id;
  return { server, centro };
}
const adminId = (server: TestServer) => (server.db.prepare("SELECT id FROM usuarios WHERE usuario = 'admin'").get() as { id: number }).id;
const login = (server: TestServer, usuario: string, password = PASSWORD) => server.anonymous('POST', '/api/auth/login', { usuario, password });

describe('/api/usuarios', () => {
  it('lists the existing administrator, creates a gerente with their branch, and never answers or audits a password', async () => {
    const { server, centro } = await boxWithBranch();
    expect((await server.request('GET', '/api/usuarios')).body).toEqual([
      {
        id: adminId(server),
        usuario: 'admin',
        rol: 'administrador',
        sucursales: [],
        todasLasSucursales: true,
        activo: true,
        creadoEn: expect.any(String),
        email: null,
        avisos: [],
      },
    ]);
    const created = await server.request('POST', '/api/usuarios', {
      usuario: ' Gerente.Centro ',
      password: PASSWORD,
      rol: 'gerente',
      sucursalIds: [centro, centro],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      usuario: 'gerente.centro',
      rol: 'gerente',
      sucursales: [{ id: centro, nombre: 'CENTRO' }],
      todasLasSucursales: false,
      activo: true,
      creadoEn: expect.any(String),
      email: null,
      avisos: [],
    });
    expect(JSON.stringify(server.db.prepare("SELECT * FROM auditoria WHERE accion LIKE 'usuarios.%'").all())).not.toContain(PASSWORD);
    expect((await login(server, 'gerente.centro')).body.user).toMatchObject({ rol: 'gerente', sucursales: [centro] });
  });

  it.each([
    ['a gerente without a branch', { rol: 'gerente', sucursalIds: [] }, 'Elige al menos una sucursal para el gerente.'],
    ['a branch that does not exist', { rol: 'consulta', sucursalIds: [999] }, 'Una de las sucursales elegidas no existe.'],
    ['an unknown role', { rol: 'dueño', sucursalIds: [] }, 'Elige un rol: administrador, gerente de sucursal o solo consulta.'],
    ['a short password', { rol: 'consulta', password: 'corta' }, undefined],
    ['a name with spaces inside', { rol: 'consulta', usuario: 'ana lópez' }, undefined],
  ])('refuses %s in Spanish and creates nothing', async (_label, body, message) => {
    const { server } = await boxWithBranch();
    const response = await server.request('POST', '/api/usuarios', { usuario: 'nueva', password: PASSWORD, ...body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    if (message) expect(response.body.error).toBe(message);
    else expect(response.body.error).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡]/);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM usuarios').get()).toEqual({ n: 1 });
  });

  it('refuses a name already taken (409)', async () => {
    const { server } = await boxWithBranch();
    const response = await server.request('POST', '/api/usuarios', { usuario: 'ADMIN', password: PASSWORD, rol: 'consulta' });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('El usuario "admin" ya existe.');
  });

  it('never demotes, deactivates or deletes the last active administrador, even with two requests at once', async () => {
    const { server } = await boxWithBranch();
    const id = adminId(server);
    for (const [method, body] of [
      ['PUT', { rol: 'consulta', sucursalIds: [], activo: true }],
      ['PUT', { rol: 'administrador', sucursalIds: [], activo: false }],
      ['DELETE', undefined],
    ] as const) {
      const response = await server.request(method, `/api/usuarios/${id}`, body);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'last_admin', error: LAST_ADMIN });
    }
    const second = (await server.request('POST', '/api/usuarios', { usuario: 'segunda', password: PASSWORD, rol: 'administrador' })).body.id;
    // Both administrators demoted at once: one of them must stay (the second request finds the last one, or has lost its role).
    const answers = await Promise.all([
      server.request('PUT', `/api/usuarios/${second}`, { rol: 'consulta', sucursalIds: [], activo: true }),
      server.request('PUT', `/api/usuarios/${id}`, { rol: 'consulta', sucursalIds: [], activo: true }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 409]);
    // Nor can anything else that writes to the database (the admin CLI, a hand-made UPDATE).
    expect(() => server.db.prepare("UPDATE usuarios SET activo = 0 WHERE rol = 'administrador'").run()).toThrow(/last active administrador/);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM usuarios WHERE rol = 'administrador' AND activo = 1").get()).toEqual({ n: 1 });
  });

  it('a deactivated account loses its sessions and cannot sign in; a new password closes the old sessions', async () => {
    const { server } = await boxWithBranch();
    const id = (await server.request('POST', '/api/usuarios', { usuario: 'consulta', password: PASSWORD, rol: 'consulta' })).body.id;
    const cookie = ((await login(server, 'consulta')).headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await server.anonymous('GET', '/api/employees', undefined, { cookie })).status).toBe(200);
    expect((await server.request('PUT', `/api/usuarios/${id}`, { rol: 'consulta', sucursalIds: [], activo: false })).status).toBe(200);
    expect((await server.anonymous('GET', '/api/employees', undefined, { cookie })).status).toBe(401);
    expect((await login(server, 'consulta')).status).toBe(401);

    await server.request('PUT', `/api/usuarios/${id}`, { rol: 'consulta', sucursalIds: [], activo: true });
    const again = ((await login(server, 'consulta')).headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(
      (await server.request('PUT', `/api/usuarios/${id}`, { rol: 'consulta', sucursalIds: [], activo: true, password: 'otra-contraseña-larga' })).status,
    ).toBe(200);
    expect((await server.anonymous('GET', '/api/employees', undefined, { cookie: again })).status).toBe(401);
    expect((await login(server, 'consulta', 'otra-contraseña-larga')).status).toBe(200);
    const audit = server.db.prepare("SELECT despues FROM auditoria WHERE accion = 'usuarios.actualizar' ORDER BY id DESC LIMIT 1").get() as { despues: string };
    expect(audit.despues).toContain('"contrasena":"cambiada"');
    expect(audit.despues).not.toContain('otra-contraseña-larga');
  });

  it('a changed role applies at the next request, and an unknown account is 404', async () => {
    const { server, centro } = await boxWithBranch();
    const id = (await server.request('POST', '/api/usuarios', { usuario: 'luisa', password: PASSWORD, rol: 'administrador' })).body.id;
    const cookie = ((await login(server, 'luisa')).headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await server.anonymous('GET', '/api/auditoria', undefined, { cookie })).status).toBe(200);
    await server.request('PUT', `/api/usuarios/${id}`, { rol: 'gerente', sucursalIds: [centro], activo: true });
    expect((await server.anonymous('GET', '/api/auditoria', undefined, { cookie })).status).toBe(403);
    expect((await server.request('PUT', '/api/usuarios/999', { rol: 'consulta', sucursalIds: [], activo: true })).status).toBe(404);
    expect((await server.request('DELETE', `/api/usuarios/${id}`)).status).toBe(204);
    expect((await server.anonymous('GET', '/api/employees', undefined, { cookie })).status).toBe(401);
  });

  it('a page of another origin cannot create an account with the administrator’s cookie', async () => {
    const { server } = await boxWithBranch();
    const response = await fetch(`${server.url}/api/usuarios`, {
      method: 'POST',
      headers: { cookie: server.cookie, origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'intruso', password: PASSWORD, rol: 'administrador' }),
    });
    expect(response.status).toBe(403);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM usuarios').get()).toEqual({ n: 1 });
  });
});
