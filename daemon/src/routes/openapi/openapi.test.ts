import { readFileSync } from 'node:fs';
import { API_GROUPS, API_ROUTES, DOCS_API_COMMAND, ROLES_OF_ACCESS, apiMarkdown } from '@reloj/contract/api/index';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRouter } from '../../app.js';
import { ROLES_OF, routeAccess } from '../../middlewares/routeFacts.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';

const start = trackedTestServers(afterEach);
const DOCS_API = new URL('../../../../docs/api.md', import.meta.url);

/** Every route the daemon's router registers, as the catalogue writes it: `GET /api/employees/{id}` and who may call it. */
const registered = (server: TestServer) =>
  routeAccess(apiRouter(server.config, server.services, () => undefined)).map(({ method, path, access }) => ({
    route: `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
    access,
  }));
const described = () => API_ROUTES.map(({ method, path, access }) => ({ route: `${method} ${path}`, access }));

describe('the API catalogue (contract/src/api) and the router', () => {
  it('describes every route the daemon registers, and no route it does not, with the access the route declares', async () => {
    const server = await start();
    const routes = registered(server);
    const catalogue = described();
    const names = (list: { route: string }[]) => new Set(list.map((r) => r.route));
    expect({ withoutDescription: [...names(routes)].filter((r) => !names(catalogue).has(r)) }).toEqual({ withoutDescription: [] });
    expect({ describedButAbsent: [...names(catalogue)].filter((r) => !names(routes).has(r)) }).toEqual({ describedButAbsent: [] });
    expect(catalogue.length).toBe(names(catalogue).size); // no route described twice
    expect([...catalogue].sort((a, b) => a.route.localeCompare(b.route))).toEqual([...routes].sort((a, b) => a.route.localeCompare(b.route)));
  });

  it('gives every route a summary and maps access to the roles the daemon admits', () => {
    expect(API_ROUTES.filter((r) => r.summary.trim().length < 10).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(ROLES_OF_ACCESS).toEqual(ROLES_OF);
  });
});

describe('GET /api/openapi.json', () => {
  it('answers an administrator the OpenAPI 3.1 document of every route, and 403 to a gerente', async () => {
    const server = await start();
    const response = await server.request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as { openapi: string; info: { version: string }; paths: Record<string, Record<string, any>> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    const operations = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(
      described()
        .map((r) => r.route)
        .sort(),
    );
    const puesto = document.paths['/api/puestos/{id}']!.put;
    expect(puesto['x-roles']).toEqual(['administrador']);
    expect(puesto.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }]);
    expect(Object.keys(puesto.requestBody.content['application/json'].schema.properties)).toEqual(['nombre', 'salarioDiario']);
    expect(puesto.responses['4XX'].content['application/json'].schema.properties.code.enum).toContain('puesto_duplicate');
    const login = document.paths['/api/auth/login']!.post;
    expect(login.security).toEqual([]);
    expect(login.responses['200'].content['application/json'].schema.properties.user.properties.rol.enum).toEqual(['administrador', 'gerente', 'consulta']);

    const sucursal = (await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' })).body as { id: number };
    const cuenta = { usuario: 'gerente.centro', password: 'una-contraseña-larga' };
    expect((await server.request('POST', '/api/usuarios', { ...cuenta, rol: 'gerente', sucursalIds: [sucursal.id] })).status).toBe(201);
    const cookie = ((await server.anonymous('POST', '/api/auth/login', cuenta)).headers.get('set-cookie') ?? '').split(';')[0]!;
    const refused = await server.anonymous('GET', '/api/openapi.json', undefined, { cookie });
    expect({ status: refused.status, body: refused.body }).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await server.anonymous('GET', '/api/openapi.json')).status).toBe(401);
  });
});

describe('docs/api.md', () => {
  it('is what the catalogue generates now', () => {
    const committed = readFileSync(DOCS_API, 'utf8');
    const generated = apiMarkdown(API_GROUPS);
    if (committed !== generated) {
      const line = committed.split('\n').findIndex((text, i) => text !== generated.split('\n')[i]) + 1;
      expect.fail(`docs/api.md is stale (first difference at line ${line}): run \`${DOCS_API_COMMAND}\` and commit it.`);
    }
  });
});
